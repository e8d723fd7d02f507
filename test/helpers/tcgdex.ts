import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describeNeeding, type Need } from './optional.js';

/**
 * The shared TCGdex snapshot (a tcgdex/cards-database checkout): TOTEM_TCGDEX_DIR, or ../shared beside the repo.
 * Never copied into the repo; tests on it skip with a visible notice when it is absent.
 */
export const TCGDEX_DIR =
  process.env.TOTEM_TCGDEX_DIR ?? resolve(import.meta.dirname, '../../../shared/tcgdex-cards-database');
export const HAS_TCGDEX = existsSync(join(TCGDEX_DIR, 'data')) && existsSync(join(TCGDEX_DIR, 'interfaces.d.ts'));

/** The TCGdex snapshot, as a need of tests on TCGdex cards. */
export const TCGDEX: Need = {
  missing: HAS_TCGDEX
    ? null
    : `TCGdex snapshot not found at ${TCGDEX_DIR} (set TOTEM_TCGDEX_DIR to a tcgdex/cards-database checkout)`,
};

/** `describe` when the TCGdex snapshot is there; otherwise a visible skip. */
export const describeWithTcgdex = (name: string, fn: () => void): void => describeNeeding([TCGDEX], name, fn);
