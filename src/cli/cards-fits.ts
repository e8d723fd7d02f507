import { resolve } from 'node:path';
import { findFits, whyFits, type FitsCategory } from '../commands/fits.js';
import { ruleContext } from '../commands/house-config.js';
import { extraTypesOption, oneTypeOption } from '../commands/options.js';
import type { GameVariant } from '../model/variant.js';
import { formatFitsJson, formatFitsText, formatWhyJson, formatWhyText } from '../format/fits.js';
import { formatContext } from './format-context.js';
import { out } from './output.js';
import { cliSession, type DataFlags } from './session.js';

export interface FitsCliOptions extends DataFlags {
  fits: string;
  format?: string;
  color?: boolean;
  limit?: number;
  type?: string;
  category?: FitsCategory;
  extraTypes?: string;
  includeBanned?: boolean;
  why?: string;
  variant?: GameVariant;
}

/** `totem cards find --fits TOTEM [QUERY]` and `--why CARD`: the cards a deck with that Totem may hold. */
export async function runFits(query: string, options: FitsCliOptions): Promise<number> {
  // A search reads the card data only: no API unless asked for.
  const session = await cliSession({ ...options, offline: options.offline ?? 'search' });
  try {
    // What `check` applies here: the house config of this folder (bans, rule settings, rulings) and the variant.
    const config = await session.configFor(resolve(process.cwd(), 'deck'));
    const fitsOptions = {
      totem: options.fits,
      type: oneTypeOption(options.type),
      category: options.category ?? null,
      extraTypes: extraTypesOption(options.extraTypes),
      limit: options.limit,
      includeBanned: options.includeBanned,
      context: ruleContext(config, options.variant),
      settings: config.rules,
    };
    const json = options.format === 'json';
    if (options.why !== undefined) {
      const why = await whyFits(session, options.why, fitsOptions);
      out(json ? formatWhyJson(why) : formatWhyText(why, await formatContext(options.color, false)));
      return why.fits ? 0 : 1;
    }
    const result = await findFits(session, query, fitsOptions);
    out(
      json
        ? formatFitsJson(result)
        : formatFitsText(result, await formatContext(options.color, result.rows.length > 0)),
    );
    // As cards find: nothing found is exit 1.
    return result.rows.length ? 0 : 1;
  } finally {
    session.close();
  }
}
