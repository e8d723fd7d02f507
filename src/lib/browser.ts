// `import { checkDeck } from 'totem-deck'` under the "browser" condition: the core, with the policy tables
// bundled and the cards the caller brings (a card pack served next to the page, a CardSource of its own).
// Nothing here reaches `node:`, a file system or the card store: .dependency-cruiser.cjs and a bundling test
// keep it so.
import './browser-data.js';
import { formatReportOf } from './shared.js';
import type { z } from 'zod';
import type { LibrarySchemas } from './calls.js';
import { configOf, libraryCalls, type DeckOptions } from './calls.js';
import { contextOf } from '../commands/context.js';
import { openPack, type CardPack, type LoadFile } from '../cards/pack/reader.js';

export * from './shared.js';
export type { CardPack, LoadFile };

/**
 * Open a card pack through `load(path)` (`index.json`, then `sets/<id>.jsonl` as decks need them), e.g.
 * `openCardPack((path) => fetch(new URL(path, base)).then((r) => r.arrayBuffer()).then((b) => new Uint8Array(b)))`.
 * The pack is a CardIndex: pass it as `cards` to checkDeck, analyzeDeck, stats, cost and identity.
 */
export const openCardPack = (load: LoadFile): Promise<CardPack> => openPack(load);

// What a page needs to lay a report out its own way with totem's words (the game-night page, web/src/).
export { MAX_DECK_BYTES, MAX_DECK_LINES, decodeDeck, pastDeckLines } from '../parse/decode.js';
export { readHeader } from '../parse/headers.js';
export { namesTable } from '../model/pack-format.js';
export { searchIndexText } from '../derive/search-encode.js';
export { clean } from '../model/clean.js';
export { hasRuleBox } from '../model/card.js';
export { prizeCards } from '../derive/cost.js';
export { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
export { SPANISH } from '../model/i18n/spanish.js';
export { REPORT_MESSAGES } from '../format/messages.js';
export { STATS_MESSAGES } from '../format/stats-messages.js';
export { COMMAND_MESSAGES } from '../commands/shared/command-words.js';
export { RULE_TITLES } from '../check/run.js';
export { POD_MESSAGES } from '../model/pod-messages.js';
export { percent } from '../format/stats-text.js';
export type { MessageData, MessageTable, MessageTemplate } from '../model/message.js';

/** A report (or one deck's) in any of `totem check`'s formats; the text of several decks has no summary table. */
export const formatReport = formatReportOf({});

/** Where the cards come from in a browser: always the caller's. */
export type BrowserSourceOptions = z.input<LibrarySchemas['SOURCES']['browser']>;

export type CheckDeckOptions = BrowserSourceOptions & DeckOptions;

// A browser call runs under the house config given (its `dataDir` means nothing here), or none (`false`, absent).
export const { checkDeck, analyzeDeck, cost, identity, stats, findCards, totems, pod, diff, sample, exportDeck } =
  libraryCalls<BrowserSourceOptions>('browser', async (options, use) => {
    const { dataDir: _ignored, ...house } = await configOf(options.config === false ? undefined : options.config);
    return use(await contextOf(options.cards, options), house);
  });
