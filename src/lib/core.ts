// The library's browser-safe core: every use case over a card index the caller provides, no file system, no
// store, no `node:` module (a dependency-cruiser rule and a test that bundles it for the browser hold that).
import { CardLookup, type RemoteCards } from '../cards/lookup/lookup.js';
import type { CardIndex } from '../cards/card-index.js';
import { checkDeck as checkParsed, checkReport } from '../commands/check.js';
import type { CommandContext } from '../commands/context.js';
import { costOf } from '../commands/cost.js';
import { EMPTY_CONFIG, houseConfig, type HouseConfig } from '../commands/house-config.js';
import { identityOf } from '../commands/identity.js';
import { extraTypesOption, totemOption } from '../commands/options.js';
import { costJsonOf } from '../format/cost.js';
import { identityJsonOf } from '../format/identity.js';
import { statsJsonOf } from '../format/stats-json.js';
import { cleanValue, sanitizeReport } from '../format/sanitize.js';
import type { PokemonType } from '../model/card.js';
import { loadLocale, type Lang } from '../model/i18n/locales.js';
import type { Notice } from '../model/notice.js';
import type { DeckReport } from '../model/report.js';
import { parseDeck } from '../parse/index.js';
import { statsOfDeck } from '../stats/stats-of-deck.js';
import { memoryIndex, type CardSource } from './memory-index.js';

export type { CardIndex, CardSource, Lang };

/** Options every call takes. */
export interface CommonOptions {
  /** The language of messages and labels (default English). */
  lang?: Lang;
  /** Warnings (a card source that failed, a ban naming no card) as they happen; nothing is printed. */
  onWarning?: (notice: Notice) => void;
}

/** The options of `checkDeck`, as `totem check` takes them. */
export interface DeckOptions extends CommonOptions {
  /** `--totem`: "NAME SET NUMBER", "SET NUMBER", an id or a name. */
  totem?: string;
  /** `--extra-types`: "Fire,Water", or a list of types. */
  extraTypes?: string | readonly PokemonType[];
  /** The file name the report shows (default `deck.txt`; a name ending in .json reads the text as a JSON deck). */
  file?: string;
}

/** A card index and, optionally, where it gets what it lacks (a card pack's shards, an API). */
export interface CardIndexSource {
  index: CardIndex;
  remote?: RemoteCards;
}

/** What the core is given to find cards in: a list of cards, an index, or an index with a remote. */
export type CardsInput = CardSource | CardIndex | CardIndexSource;

const isIndex = (cards: CardsInput): cards is CardIndex => typeof (cards as CardIndex).byName === 'function';
const hasIndex = (cards: CardsInput): cards is CardIndexSource => 'index' in cards;

const indexes = new WeakMap<CardSource, CardIndex>();

/** A use case's context over cards the caller gives; a CardSource is indexed once and kept. */
export async function contextOf(cards: CardsInput, options: CommonOptions = {}): Promise<CommandContext> {
  const locale = await loadLocale(options.lang ?? 'en');
  if (hasIndex(cards)) return { lookup: new CardLookup(cards.index, cards.remote ?? null, options.onWarning), locale };
  let index: CardIndex;
  if (isIndex(cards)) index = cards;
  else {
    index = indexes.get(cards) ?? memoryIndex(cards);
    indexes.set(cards, index);
  }
  return { lookup: new CardLookup(index, null, options.onWarning), locale };
}

/** A house config's content (what totem.config.json holds), validated like the file. */
export function configOf(config: unknown, name = 'config'): Promise<HouseConfig & { dataDir?: string[] }> {
  return config === undefined ? Promise.resolve(EMPTY_CONFIG) : houseConfig(config, name);
}

const extraTypesOf = (value: DeckOptions['extraTypes']): PokemonType[] | null =>
  typeof value === 'string' ? extraTypesOption(value) : value ? [...value] : null;

/**
 * One decklist's report, exactly as an element of `decks` in `totem check --format json` (report version 1):
 * the same reader, lookup, rules and messages, every string made safe to print.
 */
export async function checkDeckIn(
  ctx: CommandContext,
  text: string | Uint8Array,
  config: HouseConfig,
  options: DeckOptions = {},
): Promise<DeckReport> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const parsed = await parseDeck(bytes, options.file ?? 'deck.txt');
  const checked = await checkParsed(ctx, parsed, {
    totem: totemOption(options.totem),
    extraTypes: extraTypesOf(options.extraTypes),
    config,
  });
  // As the CLI names the house rules file a deck was checked under (null for none); a config given as content is
  // named by what the caller called it.
  const report = { ...checked.report, config: config.path };
  return sanitizeReport(checkReport([report], ctx)).decks[0]!;
}

/** `totem cost CARD --format json`, as an object. */
export async function costIn(
  ctx: CommandContext,
  card: string,
  options: { kos?: number; variant?: 'standard' | 'tribute'; returns?: number } = {},
): Promise<Record<string, unknown>> {
  return costJsonOf(await costOf(ctx, card, options));
}

/** `totem identity CARD --format json`, as an object (a deck what-if with `deck`: its text). */
export async function identityIn(
  ctx: CommandContext,
  card: string,
  options: { extraTypes?: DeckOptions['extraTypes']; deck?: string } = {},
): Promise<Record<string, unknown>> {
  const text = options.deck;
  const deck =
    text === undefined
      ? undefined
      : { name: 'deck.txt', read: () => parseDeck(new TextEncoder().encode(text), 'deck.txt') };
  return identityJsonOf(await identityOf(ctx, card, { extraTypes: extraTypesOf(options.extraTypes), deck }));
}

/** The options of `stats`, as `totem stats` takes them. */
export interface StatsDeckOptions extends DeckOptions {
  /** `--key NAME` (repeatable): each a group of the Prize and draw odds. */
  keys?: readonly string[];
  /** `--model search`: the seeded Monte Carlo model besides the plain one (default `plain`). */
  model?: 'plain' | 'search';
  /** `--seed` (default 1) and `--runs` (default 20,000) of the search model. */
  seed?: number;
  runs?: number;
}

/**
 * `totem stats DECK --format json` for one decklist, as an object: the deck checked as `check` does (its verdict
 * a note: odds are advisory), then statsOfDeck.
 */
export async function statsIn(
  ctx: CommandContext,
  text: string | Uint8Array,
  config: HouseConfig,
  options: StatsDeckOptions = {},
): Promise<Record<string, unknown>> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const parsed = await parseDeck(bytes, options.file ?? 'deck.txt');
  const checked = await checkParsed(ctx, parsed, {
    totem: totemOption(options.totem),
    extraTypes: extraTypesOf(options.extraTypes),
    config,
  });
  const errors = checked.report.problems.filter((p) => p.severity === 'error').length;
  const outcome = statsOfDeck(checked.deck, checked.facts, {
    keys: options.keys ?? [],
    search: options.model === 'search' ? { seed: options.seed ?? 1, runs: options.runs ?? 20000 } : null,
    check: { valid: checked.report.valid, errors },
  });
  return cleanValue(statsJsonOf(outcome, ctx.locale)) as Record<string, unknown>;
}
