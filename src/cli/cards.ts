import { cardInfo, findCards } from '../commands/cards.js';
import {
  findMoreLine,
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
}

/** `totem cards find QUERY`: matching printings, grouped into distinct versions (A, B, …) per name. */
export async function runFind(query: string, options: CardsOptions): Promise<number> {
  // A search reads the store only: no API unless asked for.
  const session = await cliSession({ ...options, offline: options.offline ?? true });
  try {
    const result = findCards(session, query);
    const json = options.format === 'json';
    const context = await formatContext(options.color, !json && result.rows.length > 0);
    out(json ? formatFoundJson(result) : formatFoundText(result, context));
    // stdout stays one JSON array; the cut is said on stderr.
    const more = findMoreLine(result, context);
    if (json && more) warn(more);
    // Like grep: nothing found is exit 1, so a script can tell (JSON says so itself: an empty array).
    return json || result.rows.length ? 0 : 1;
  } finally {
    session.close();
  }
}

/** `totem cards info CARD`: one card's facts, as the rules see them. */
export async function runInfo(input: string, options: CardsOptions): Promise<number> {
  const session = await cliSession(options);
  try {
    const result = await withPartialHint(session, () => cardInfo(session, input));
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
