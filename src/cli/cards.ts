import { cardInfo, findCards } from '../commands/cards.js';
import {
  findCappedLine,
  formatCardInfoJson,
  formatCardInfoText,
  formatFoundJson,
  formatFoundText,
} from '../format/cards.js';
import { formatContext } from './format-context.js';
import { out, warn } from './output.js';
import { withPartialHint } from './partial-store.js';
import { cliSession, type DataFlags } from './session.js';

export interface CardsOptions extends DataFlags {
  format?: string;
  color?: boolean;
  /** `cards find --limit`: at most this many printings listed. */
  limit?: number;
}

/** `totem cards find QUERY`: matching printings, grouped into distinct versions (A, B, …) per name. */
export async function runFind(query: string, options: CardsOptions): Promise<number> {
  // A search reads the store only: no API unless asked for.
  const session = await cliSession({ ...options, offline: options.offline ?? 'search' });
  try {
    const result = findCards(session, query, { limit: options.limit });
    const json = options.format === 'json';
    const context = await formatContext(options.color, !json && result.rows.length > 0);
    out(json ? formatFoundJson(result) : formatFoundText(result, context));
    // The JSON says it is capped itself (`capped`, `total`); a person reading the run sees it on stderr too.
    const capped = findCappedLine(result, context);
    if (json && capped) warn(capped);
    // Like grep: nothing found is exit 1 in every format, so a script can tell without parsing (the JSON says
    // it too: total 0, no printings).
    return result.rows.length ? 0 : 1;
  } finally {
    session.close();
  }
}

/** `totem cards info CARD`: one card's facts, as the rules see them. */
export async function runInfo(input: string, options: CardsOptions): Promise<number> {
  const session = await cliSession(options);
  try {
    const result = await withPartialHint(
      async () => session,
      () => cardInfo(session, input),
    );
    out(
      options.format === 'json'
        ? formatCardInfoJson(result)
        : formatCardInfoText(result, await formatContext(options.color, result.kind === 'versions')),
    );
    return 0;
  } finally {
    session.close();
  }
}
