// The library's browser-safe core: every use case over a card index the caller provides, no file system, no
// store, no `node:` module (a dependency-cruiser rule and a test that bundles it for the browser hold that).
import { CardLookup, type RemoteCards } from '../cards/lookup/lookup.js';
import type { CardIndex } from '../cards/card-index.js';
import { checkOneDeck } from '../commands/check.js';
import { oddsOfChecked, statsOfChecked } from '../commands/stats.js';
import type { CommandContext } from '../commands/context.js';
import { costOf } from '../commands/cost/index.js';
import { EMPTY_CONFIG, deckVariant, houseConfig, type HouseConfig } from '../commands/house-config.js';
import { identityOf } from '../commands/identity/index.js';
import { extraTypesOption, totemOption } from '../commands/options.js';
import { costJsonOf } from '../format/cost.js';
import { identityJsonOf } from '../format/identity.js';
import { statsJsonOf } from '../format/stats-json.js';
import { cleanValue } from '../model/clean.js';
import type { PokemonType } from '../model/card.js';
import { loadLocale, type Lang } from '../model/i18n/locales.js';
import type { Notice } from '../model/notice.js';
import type { DeckReport } from '../model/report.js';
import { parseDeck, unreadableDeck } from '../parse/index.js';
import { MAX_DECK_BYTES } from '../parse/decode.js';
import { memoryIndex, type CardSource } from './memory-index.js';
import { loadSetsOfDeck, loadWanted, overServedPack, type OnLoading } from './served-pack.js';
import { isLazy } from '../cards/card-index.js';
import type { CheckedDeck } from '../commands/check.js';
import type { StatsOutcome } from '../model/stats.js';
import type { ParsedDeck } from '../parse/index.js';

import { checkPodSize, podDeckOf } from '../commands/pod/index.js';
import { checkListInput } from '../commands/list-input.js';
import { diffOf } from '../commands/diff/index.js';
import type { DiffResult } from '../model/diff.js';
import type { PodDeck, PodResult } from '../model/pod.js';
export type { CardIndex, CardSource, Lang };

/** Options every call takes. */
export interface CommonOptions {
  /** The language of messages and labels (default English). */
  lang?: Lang;
  /** Warnings (a card source that failed, a ban naming no card) as they happen; nothing is printed. */
  onWarning?: (notice: Notice) => void;
  /** On a served card pack (openCardPack): called with the number of sets about to be fetched. */
  onLoading?: OnLoading;
}

/** The options of `checkDeck`, as `totem check` takes them. */
export interface DeckOptions extends CommonOptions {
  /** `--totem`: "NAME SET NUMBER", "SET NUMBER", an id or a name. */
  totem?: string;
  /** `--extra-types`: "Fire,Water", or a list of types. */
  extraTypes?: string | readonly PokemonType[];
  /**
   * `--variant`: the Totem Format's rules, or the tribute variant's (seed 001: a Totem needs no Rule Box, the report
   * gives its Tribute Cost); default the config's `variant`, else `'standard'`.
   */
  variant?: 'standard' | 'tribute';
  /** The file name the report shows (default `deck.txt`; a name ending in .json reads the text as a JSON deck). */
  file?: string;
  /**
   * The size in bytes of a file too large to read (over 1 MB), passed instead of reading it: the report then says
   * the file is too large, as `totem check` does of such a file, and `text` is not read.
   */
  size?: number;
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
  // An index first: a CardPack has a private `index` field of its own, which is not a CardIndexSource's.
  let index: CardIndex;
  if (isIndex(cards)) index = cards;
  else if (hasIndex(cards))
    return { lookup: new CardLookup(cards.index, cards.remote ?? null, options.onWarning), locale };
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

/** A decklist parsed and checked, with the context (lookup) the check ran on and how long the check took. */
interface DeckRun {
  checked: CheckedDeck;
  ctx: CommandContext;
  /** Milliseconds of the check itself, on cards already loaded (the last pass on a served pack). */
  checkMs: number;
  /** The sets of a served pack this deck needed (none for other card sources). */
  sets: string[];
}

const now = (): number => globalThis.performance?.now() ?? Date.now();

/**
 * Read and check one decklist. On a served pack the sets the list names are fetched first; the check then runs
 * again while it asks for sets not loaded yet (suggestions for an unknown line may name cards of other sets).
 */
async function runDeck(
  ctx: CommandContext,
  text: string | Uint8Array,
  config: HouseConfig,
  options: DeckOptions,
  unreadable?: 'unreadable' | 'diff-unreadable',
): Promise<DeckRun> {
  const file = options.file ?? 'deck.txt';
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const parsed: ParsedDeck =
    options.size !== undefined && options.size > MAX_DECK_BYTES
      ? unreadableDeck(file, 'file-too-large', { size: (options.size / 1048576).toFixed(1) })
      : await parseDeck(bytes, file);
  const totem = totemOption(options.totem);
  const listOptions = { totem, extraTypes: extraTypesOf(options.extraTypes), variant: options.variant };
  // pod and diff refuse a list that is no deck, as the CLI does; a check reports it.
  const check = (c: CommandContext) =>
    unreadable
      ? checkListInput(c, { read: () => Promise.resolve(parsed), config }, listOptions, unreadable)
      : checkOneDeck(c, parsed, { ...listOptions, config });
  const pack = ctx.lookup.store;
  if (!isLazy(pack)) {
    const started = now();
    const checked = await check(ctx);
    return { checked, ctx, checkMs: now() - started, sets: [] };
  }
  const onLoading = options.onLoading ?? (() => {});
  const loaded = new Set<string>();
  await loadSetsOfDeck(pack, parsed, totem, onLoading, loaded);
  for (let pass = 0; ; pass++) {
    // A fresh lookup each pass: the last one remembers the cards it could not find before their sets came.
    const fresh = { ...ctx, lookup: new CardLookup(pack, null, options.onWarning) };
    const started = now();
    const checked = await check(fresh);
    const checkMs = now() - started;
    if (pass === 3 || !(await loadWanted(pack, onLoading, loaded)))
      return { checked, ctx: fresh, checkMs, sets: [...loaded].sort() };
  }
}

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
  return (await runDeck(ctx, text, config, options)).checked.report;
}

/** One card line of a checked deck, as a page or a bot shows it. */
export interface LineCard {
  line: number | null;
  id: string;
  /** In the language of `lang` where the card data has it. */
  name: string;
  /** The set code (or id where the set has no code) and the number. */
  set: string;
  number: string;
}

/** A deck checked, with what a page or a bot shows beside the report. */
export interface DeckAnalysis {
  /** Exactly what checkDeck returns. */
  report: DeckReport;
  /** The odds of `totem stats` (plain model), advisory: never part of the verdict. */
  odds: StatsOutcome;
  /** Every line's card (the Totem first), for pictures and names. */
  cards: LineCard[];
  /** Set codes the list writes that the card data does not know (newer than the card data?). */
  unknownSetCodes: string[];
  /** Sets of a served pack the list needed. */
  sets: string[];
  /** Milliseconds of the check on loaded cards (parse, resolve, every rule, render). */
  checkMs: number;
}

/** checkDeck, the plain odds and the cards of one decklist, from one check. */
export async function analyzeDeckIn(
  ctx: CommandContext,
  text: string | Uint8Array,
  config: HouseConfig,
  options: DeckOptions = {},
): Promise<DeckAnalysis> {
  const run = await runDeck(ctx, text, config, options);
  const { checked } = run;
  const odds = statsOfChecked(checked);
  const locale = run.ctx.locale;
  const cards = [...checked.deck.totem, ...checked.deck.cards].flatMap((dc): LineCard[] =>
    dc.card
      ? [
          {
            line: dc.line,
            id: dc.card.id,
            name: locale.cardName(dc.card),
            set: dc.card.setCode ?? dc.card.setId,
            number: dc.card.number,
          },
        ]
      : [],
  );
  const unknownSetCodes = [
    ...new Set(
      checked.deck.unresolved.flatMap((dc) =>
        dc.unresolved?.status === 'unknown' && dc.unresolved.reason === 'not-a-set-code' && dc.entry.set
          ? [dc.entry.set]
          : [],
      ),
    ),
  ];
  return {
    report: checked.report,
    odds: cleanValue(odds) as StatsOutcome,
    cards: cleanValue(cards) as LineCard[],
    unknownSetCodes: cleanValue(unknownSetCodes) as string[],
    sets: run.sets,
    checkMs: run.checkMs,
  };
}

/** `totem cost CARD --format json`, as an object. */
export async function costIn(
  ctx: CommandContext,
  card: string,
  options: { kos?: number; variant?: 'standard' | 'tribute'; returns?: number } = {},
): Promise<Record<string, unknown>> {
  return costJsonOf(await overServedPack(ctx, undefined, (c) => costOf(c, card, options)));
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
  const extraTypes = extraTypesOf(options.extraTypes);
  return identityJsonOf(await overServedPack(ctx, undefined, (c) => identityOf(c, card, { extraTypes, deck })));
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
  /** `--variant`: the Totem Format's rules, or the tribute variant's (draw 17, keep 7, Tribute Cost); default the config's. */
  variant?: 'standard' | 'tribute';
}

/**
 * `totem stats DECK --format json` for one decklist, as an object: the deck checked as `check` does (its verdict
 * a note: odds are advisory), then its odds under `variant` (or the config's): statsOfDeck or tributeStatsOfDeck.
 */
export async function statsIn(
  ctx: CommandContext,
  text: string | Uint8Array,
  config: HouseConfig,
  options: StatsDeckOptions = {},
): Promise<Record<string, unknown>> {
  const variant = deckVariant(options.variant, config);
  const { checked } = await runDeck(ctx, text, { ...config, variant } as HouseConfig, options);
  const outcome = oddsOfChecked(checked, {
    keys: options.keys ?? [],
    search: options.model === 'search' ? { seed: options.seed ?? 1, runs: options.runs ?? 20000 } : null,
    variant,
  });
  return cleanValue(statsJsonOf(outcome, ctx.locale)) as Record<string, unknown>;
}

/** One deck of a pod: its text, and the file name its report shows. */
export interface PodDeckInput {
  text: string | Uint8Array;
  file?: string;
}

/**
 * `totem pod --format json` as an object: up to 8 decks, each checked as checkDeck checks it (on a served pack,
 * its sets fetched first), then its facts, two exact odds and the config's `watch` hits. More than 8: a
 * UsageError (exitCode 2) before any is checked.
 */
export async function podIn(
  ctx: CommandContext,
  decks: readonly PodDeckInput[],
  config: HouseConfig,
  options: DeckOptions = {},
): Promise<PodResult> {
  checkPodSize(decks.length);
  const out: PodDeck[] = [];
  for (const [i, deck] of decks.entries()) {
    const run = await runDeck(
      ctx,
      deck.text,
      config,
      { ...options, file: deck.file ?? `deck-${i + 1}.txt` },
      'unreadable',
    );
    out.push(podDeckOf(run.checked, run.checked.report, config.watch ?? []));
  }
  return cleanValue({ decks: out }) as PodResult;
}

/**
 * `totem diff A B --format json` as an object: both lists checked as checkDeck checks them (on a served pack, the
 * sets each names fetched first), then compared by `totem diff`'s own use case (commands/diff.ts `diffOf`): what
 * B adds, removes and changes, whether the Totem and the identity moved, and the verdict of each. Cards are named
 * in the language of `lang` where the card data has it.
 */
export async function diffIn(
  ctx: CommandContext,
  decks: readonly [PodDeckInput, PodDeckInput],
  config: HouseConfig,
  options: DeckOptions = {},
): Promise<DiffResult> {
  const runs: DeckRun[] = [];
  for (const [i, deck] of decks.entries())
    runs.push(
      await runDeck(ctx, deck.text, config, { ...options, file: deck.file ?? `deck-${i + 1}.txt` }, 'diff-unreadable'),
    );
  const [a, b] = runs as [DeckRun, DeckRun];
  return cleanValue(diffOf(a.checked, b.checked, (card) => b.ctx.locale.cardName(card))) as DiffResult;
}
