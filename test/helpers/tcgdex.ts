import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe } from 'vitest';

/**
 * The shared TCGdex snapshot (a tcgdex/cards-database checkout): TOTEM_TCGDEX_DIR, or ../shared beside the repo.
 * Never copied into the repo; tests on it skip with a visible notice when it is absent.
 */
export const TCGDEX_DIR =
  process.env.TOTEM_TCGDEX_DIR ?? resolve(import.meta.dirname, '../../../shared/tcgdex-cards-database');
export const HAS_TCGDEX = existsSync(join(TCGDEX_DIR, 'data')) && existsSync(join(TCGDEX_DIR, 'interfaces.d.ts'));

let noticed = false;
/** `describe` when the TCGdex snapshot is there; otherwise a visible skip. */
export function describeWithTcgdex(name: string, fn: () => void): void {
  if (!HAS_TCGDEX && !noticed) {
    noticed = true;
    console.warn(
      `\n[totem tests] TCGdex snapshot not found at ${TCGDEX_DIR}: tests on TCGdex cards are SKIPPED. Set TOTEM_TCGDEX_DIR to a tcgdex/cards-database checkout to run them.\n`,
    );
  }
  (HAS_TCGDEX ? describe : describe.skip)(name, fn);
}
