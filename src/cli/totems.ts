import { resolve } from 'node:path';
import { findTotems } from '../commands/totems.js';
import { deckVariant } from '../commands/house-config.js';
import type { GameVariant } from '../model/variant.js';
import { extraTypesOption } from '../commands/options.js';
import { formatTotemsJson, formatTotemsText } from '../format/totems.js';
import { formatContext } from './format-context.js';
import { out } from './output.js';
import { cliSession, type DataFlags } from './session.js';

export interface TotemsCliOptions extends DataFlags {
  types?: string;
  format?: string;
  color?: boolean;
  limit?: number;
  variant?: GameVariant;
}

/** `totem totems [--types Fire,Water] [QUERY]`: the Totems whose identity covers those types, cheapest first. */
export async function runTotems(query: string | undefined, options: TotemsCliOptions): Promise<number> {
  const session = await cliSession({ ...options, offline: options.offline ?? 'search' });
  try {
    // "Fire,Water" in either language, as --extra-types takes it.
    // The variant of this folder's config, as `check` takes it; the flag wins.
    const variant = deckVariant(options.variant, await session.configFor(resolve('deck')));
    const types = extraTypesOption(options.types, '--types');
    const result = findTotems(session, query ?? '', { types, limit: options.limit, variant });
    const json = options.format === 'json';
    out(
      json
        ? formatTotemsJson(result)
        : formatTotemsText(result, await formatContext(options.color, result.rows.length > 0)),
    );
    return result.rows.length ? 0 : 1;
  } finally {
    session.close();
  }
}
