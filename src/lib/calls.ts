import { z } from 'zod';
import type { CardIndex } from '../cards/card-index.js';
import { CardLookup } from '../cards/lookup/lookup.js';
import { overServedPack, type ServedRun } from '../check/served-pack.js';
import { findCards as findPrintings } from '../commands/shared/cards.js';
import { checkOneDeck } from '../check/run.js';
import type { CommandContext } from '../commands/context.js';
import { costOf } from '../commands/cost/index.js';
import { diffDecks } from '../commands/diff/index.js';
import { exportOf } from '../commands/export/index.js';
import { findFits, whyFits } from '../commands/cards/fits.js';
import { extraTypesOption, oneTypeOption, totemOption } from '../commands/shared/options.js';
import type { ListInput } from '../commands/shared/list-input.js';
import { EMPTY_CONFIG, houseConfig, ruleContext, type HouseConfig } from '../check/house-config.js';
import { identityOf } from '../commands/identity/index.js';
import { checkPodSize, podOf } from '../commands/pod/index.js';
import { sampleOf } from '../commands/sample/index.js';
import { statsOfChecked, statsOfDecks } from '../commands/stats/index.js';
import { findTotems } from '../commands/totems/index.js';
import { foundJsonOf } from '../format/cards.js';
import { costJsonOf } from '../format/cost.js';
import { fitsJsonOf, whyJsonOf } from '../format/fits.js';
import { formatExport } from '../format/export.js';
import { identityJsonOf } from '../format/identity.js';
import { sampleJsonOf } from '../format/sample.js';
import { statsJsonOf } from '../format/stats-json.js';
import { totemsJsonOf } from '../format/totems.js';
import type { Card } from '../model/card.js';
import { cleanValue } from '../model/clean.js';
import type { DiffResult } from '../model/diff.js';
import { errorOf, UsageError } from '../model/errors.js';
import { loadLocale } from '../model/i18n/locales.js';
import type { PodResult } from '../model/pod.js';
import type { DeckReport } from '../model/report.js';
import type { StatsOutcome } from '../model/stats.js';
import { MAX_DECK_BYTES } from '../parse/decode.js';
import { parseDeck, unreadableDeck } from '../parse/index.js';
import type { CardSource, CardsInput } from './validate.js';
export type { CardIndexSource, CardSource, CardsInput, HouseConfigContent } from './validate.js';
import { argsOf, COMMON, DECK, deckInput, deckText, OPTIONS, optionsOf, str, types, type Entry } from './validate.js';
import { computeSpeciesStages } from '../model/species.js';
import { nameKey, numberCore, numberKey } from '../model/names.js';
import { byNameThenRelease, groupBy } from '../model/compare.js';

/** Options every call takes. */
export type CommonOptions = z.input<typeof COMMON>;
/** The options of `checkDeck`, as `totem check` takes them. */
export type DeckOptions = z.input<typeof DECK>;
/** The options of `stats`, as `totem stats` takes them. */
export type StatsDeckOptions = z.input<typeof OPTIONS.stats>;
/** `totem sample`'s flags. */
export type SampleDeckOptions = z.input<typeof OPTIONS.sample>;
export type CostOptions = z.input<typeof OPTIONS.cost>;
export type IdentityOptions = z.input<typeof OPTIONS.identity>;
export type TotemsOptions = z.input<typeof OPTIONS.totems>;
export type FindCardsOptions = z.input<typeof OPTIONS.findCards>;
/** A call's options as checked (strings unboxed, extra types read), with the ones every call takes. */
type Checked<O extends z.ZodObject> = z.output<O> & CommonOptions;
type CheckedDeck = Checked<typeof DECK>;

/** One deck of a pod (or a diff): its text, and the file name its report shows. */
export interface PodDeckInput {
  text: string | Uint8Array;
  file?: string;
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

/** `totem cost CARD --format json`, as an object. */
export type CostAnswer = ReturnType<typeof costJsonOf>;
/** `totem identity CARD --format json`, as an object. */
export type IdentityAnswer = ReturnType<typeof identityJsonOf>;
/** `totem stats DECK --format json` for one deck, as an object. */
export type StatsAnswer = ReturnType<typeof statsJsonOf>;
/** `totem cards find QUERY --format json`. */
export type FoundAnswer = ReturnType<typeof foundJsonOf>;
/** `totem cards find --fits TOTEM QUERY --format json` (schema/cards-fits.schema.json). */
export type FitsAnswer = ReturnType<typeof fitsJsonOf>;
/** `totem cards find --fits TOTEM --why CARD --format json`. */
export type WhyAnswer = ReturnType<typeof whyJsonOf>;
/** findCards' answer: `--why`'s with `why`, `--fits`'s with `fits`, else `cards find`'s. */
export type FindCardsAnswer = FoundAnswer | FitsAnswer | WhyAnswer;
/** `totem totems --format json` (schema/totems.schema.json). */
export type TotemsAnswer = ReturnType<typeof totemsJsonOf>;

const indexes = new WeakMap<CardSource, CardIndex>();
const indexOf = (cards: CardSource): CardIndex =>
  indexes.get(cards) ?? indexes.set(cards, memoryIndex(cards)).get(cards)!;

/** A use case's context over cards the caller gives; a CardSource is indexed once and kept. */
export async function contextOf(cards: CardsInput, options: CommonOptions = {}): Promise<CommandContext> {
  // An index first: a CardPack has a private `index` field of its own, which is not a CardIndexSource's.
  const { index, remote } = 'byName' in cards ? { index: cards } : 'index' in cards ? cards : { index: indexOf(cards) };
  return {
    lookup: new CardLookup(index, remote ?? null, options.onWarning),
    locale: await loadLocale(options.lang ?? 'en'),
  };
}

/** A house config's content (what totem.config.json holds), validated like the file. */
export function configOf(config: unknown, name = 'config'): Promise<HouseConfig & { dataDir?: string[] }> {
  return config === undefined ? Promise.resolve(EMPTY_CONFIG) : houseConfig(config, name);
}

/** A decklist's text read as `totem check` reads a file (a size past the limit: the file is too large). */
function parsedOf(text: string | Uint8Array, options: CheckedDeck, file = options.file ?? 'deck.txt') {
  if (options.size !== undefined && options.size > MAX_DECK_BYTES)
    return Promise.resolve(unreadableDeck(file, 'file-too-large', { size: (options.size / 1048576).toFixed(1) }));
  return parseDeck(typeof text === 'string' ? new TextEncoder().encode(text) : text, file);
}

/** What `pod`, `diff` and `check` pass on to every list's check. */
const listOptions = (options: CheckedDeck) => ({
  totem: totemOption(options.totem),
  extraTypes: options.extraTypes ?? null,
  variant: options.variant,
});

function analysisOf(
  { result: checked, sets, ms }: ServedRun<Awaited<ReturnType<typeof checkOneDeck>>>,
  { locale }: CommandContext,
): DeckAnalysis {
  const cards = [...checked.deck.totem, ...checked.deck.cards].flatMap(({ line, card }): LineCard[] =>
    card
      ? [{ line, id: card.id, name: locale.cardName(card), set: card.setCode ?? card.setId, number: card.number }]
      : [],
  );
  const unknownSetCodes = checked.deck.unresolved.flatMap((dc) =>
    dc.unresolved?.status === 'unknown' && dc.unresolved.reason === 'not-a-set-code' && dc.entry.set
      ? [dc.entry.set]
      : [],
  );
  return {
    report: checked.report,
    ...cleanValue({ odds: statsOfChecked(checked), cards, unknownSetCodes: [...new Set(unknownSetCodes)] }),
    sets,
    checkMs: ms,
  };
}

/** `totem cards find QUERY --format json` as an object; with `fits`, `cards find --fits TOTEM QUERY`'s. */
export async function findCardsIn(
  ctx: CommandContext,
  query: string,
  config: HouseConfig,
  options: Checked<typeof OPTIONS.findCards> = {},
): Promise<FindCardsAnswer> {
  const { fits, why } = options;
  if (why !== undefined && fits === undefined)
    throw errorOf(UsageError, 'library-argument', {
      call: 'findCards',
      what: 'option why',
      expected: 'given with fits',
      value: 'without',
    });
  if (fits === undefined) return cleanValue(foundJsonOf(findPrintings(ctx, query, options)));
  const fitsOptions = {
    totem: fits,
    type: oneTypeOption(options.type),
    category: options.category ?? null,
    extraTypes: options.extraTypes ?? null,
    includeBanned: options.includeBanned,
    limit: options.limit,
    context: ruleContext(config, options.variant),
    settings: config.rules,
    listed: options.listed,
  };
  if (why !== undefined) return cleanValue(whyJsonOf(await whyFits(ctx, why, fitsOptions)));
  return cleanValue(fitsJsonOf(await findFits(ctx, query, fitsOptions)));
}

/** `totem totems --types … [QUERY] --format json` as an object. */
export function totemsIn(
  ctx: CommandContext,
  types: string | readonly string[] | undefined,
  options: Checked<typeof OPTIONS.totems> = {},
): TotemsAnswer {
  const { query = '', limit, variant } = options;
  const wanted = types === undefined ? null : extraTypesOption(typeof types === 'string' ? types : types.join(','));
  return cleanValue(totemsJsonOf(findTotems(ctx, query, { types: wanted, limit, variant })));
}

/** findCards, its answer typed by its options: `why` (with `fits`), `fits`, or neither. */
export interface FindCardsCall<S> {
  (query: string, options: S & FindCardsOptions & { fits: string; why: string }): Promise<WhyAnswer>;
  (query: string, options: S & FindCardsOptions & { fits: string; why?: undefined }): Promise<FitsAnswer>;
  (
    query: string,
    ...[options]: Options<S & FindCardsOptions & { fits?: undefined; why?: undefined }>
  ): Promise<FoundAnswer>;
  (query: string, ...[options]: Options<S & FindCardsOptions>): Promise<FindCardsAnswer>;
}

/** How an entry runs a use case: over the cards (and house config) its options choose. */
export type OpenCards<S> = <T>(options: S, use: (ctx: CommandContext, config: HouseConfig) => Promise<T>) => Promise<T>;

/** The options argument: optional where the entry has card data of its own (Node), required where not. */
type Options<O> = object extends O ? [options?: O] : [options: O];

/**
 * A library call. `names` are its arguments' as messages say them; its `lists` are read before the cards are opened
 * (their sets fetched first from a served pack); `answer` is its answer from the served pack's run, else `run`'s.
 */
interface Call<Z extends z.ZodType[], O extends z.ZodObject, T, R> {
  names: string[];
  args: [...Z];
  options: O;
  lists?(args: Out<Z>, options: Checked<O>): readonly PodDeckInput[];
  search?(options: Checked<O>): boolean;
  run(
    ctx: CommandContext,
    use: { config: HouseConfig; args: Out<Z>; options: Checked<O>; lists: ListInput[] },
  ): Promise<T>;
  answer?(run: ServedRun<T>, ctx: CommandContext): R;
}
type Out<Z extends z.ZodType[]> = { [I in keyof Z]: z.output<Z[I]> };
type In<Z extends z.ZodType[]> = { [I in keyof Z]: z.input<Z[I]> };
const call = <Z extends z.ZodType[], O extends z.ZodObject, T, R = T>(c: Call<Z, O, T, R>) => c;
type AnyCall = Call<z.ZodType[], z.ZodObject, unknown, unknown>;

/** A call over one decklist's text: its file name the options' `file`, else `file` (else deck-1.txt). */
const overList = <O extends z.ZodObject>(options: O, file?: string) => ({
  names: ['the decklist'],
  args: [deckText] as [typeof deckText],
  options,
  lists: ([text]: [string | Uint8Array], opts: { file?: string }) => [{ text, file: opts.file ?? file }],
});
/** One decklist through `totem check`: checkDeck's and analyzeDeck's use case. */
const checkOne = call({
  ...overList(DECK, 'deck.txt'),
  run: async (ctx, { config, options, lists }) =>
    checkOneDeck(ctx, await lists[0]!.read(), { ...listOptions(options), config }),
});

/** Every call of the library, the same on both entries. */
const CALLS = {
  /**
   * One decklist checked as `totem check` checks it: the deck report, exactly as an element of `decks` in
   * `totem check --format json` (report version 1). Cards that could not be looked up are problems of the
   * report, as in the CLI; no card data at all is a TotemError (exitCode 2).
   */
  checkDeck: call({ ...checkOne, answer: ({ result }) => result.report }),
  /** checkDeck's report, the plain odds of `totem stats` and every line's card, from one check. */
  analyzeDeck: call({ ...checkOne, answer: analysisOf }),
  /** `totem cost CARD --format json`, as an object. */
  cost: call({
    names: ['the card'],
    args: [str],
    options: OPTIONS.cost,
    run: async (ctx, { args: [name], options }) => cleanValue(costJsonOf(await costOf(ctx, name, options))),
  }),
  /** `totem identity CARD --format json`, as an object; `deck`: a decklist's text to test against this Totem. */
  identity: call({
    names: ['the card'],
    args: [str],
    options: OPTIONS.identity,
    run: async (ctx, { args: [name], options }) => {
      const text = options.deck;
      const deck = text === undefined ? undefined : { name: 'deck.txt', read: () => parsedOf(text, {}) };
      return cleanValue(identityJsonOf(await identityOf(ctx, name, { extraTypes: options.extraTypes ?? null, deck })));
    },
  }),
  /**
   * `totem stats DECK --format json` for one decklist's text, as an object: the deck checked as `check` does (its
   * verdict a note: odds are advisory), then its odds under `variant` (or the config's).
   */
  stats: call({
    ...overList(OPTIONS.stats, 'deck.txt'),
    run: async (ctx, { config, options: opts, lists }) => {
      const parsed = await lists[0]!.read();
      const input = { path: parsed.file, display: parsed.file, read: lists[0]!.read };
      const search = opts.model === 'search' ? { seed: opts.seed ?? 1, runs: opts.runs ?? 20000 } : null;
      const run = await statsOfDecks({ ...ctx, configFor: () => Promise.resolve(config) }, [input], {
        ...listOptions(opts),
        keys: opts.keys ?? [],
        search,
      });
      return cleanValue(statsJsonOf(run.outcomes[0]!, ctx.locale));
    },
  }),
  /** `totem sample DECK --format json`: a seeded sample opening by the setup, the deck checked as `check` does. */
  sample: call({
    ...overList(OPTIONS.sample),
    run: async (ctx, { options: opts, lists }) => {
      const deal = { seed: opts.seed ?? Math.floor(Math.random() * 1001), turns: opts.turns ?? 3 };
      return cleanValue(sampleJsonOf((await sampleOf(ctx, lists[0]!, { ...listOptions(opts), ...deal })).result));
    },
  }),
  /** `totem export DECK --to FORMAT`: the file's text (PTCG Live text, Tabletop Simulator JSON, Totem Zone HTML). */
  exportDeck: call({
    ...overList(OPTIONS.exportDeck),
    run: async (ctx, { options, lists }) =>
      formatExport(await exportOf(ctx, lists[0]!, listOptions(options)), options.to ?? 'ptcgl'),
  }),
  /** `totem cards find QUERY --format json`; with `{ fits: TOTEM }`, the cards a deck with it may hold. */
  findCards: call({
    names: ['the query'],
    args: [str],
    options: OPTIONS.findCards,
    search: (options) => options.fits !== undefined && options.why === undefined,
    run: (ctx, { config, args: [query], options }) => findCardsIn(ctx, query, config, options),
  }),
  /** `totem totems --types … --format json`: the Totems whose identity covers the types, cheapest first. */
  totems: call({
    names: ['the types'],
    args: [types.optional()],
    options: OPTIONS.totems,
    search: () => true,
    run: async (ctx, { args: [t], options }) => totemsIn(ctx, t, options),
  }),
  /**
   * `totem pod --format json` for up to 8 decklists: each deck's verdict, Totem facts, counts, two exact odds and
   * the config's `watch` hits. More than 8 decks, or a list that is no deck: a UsageError (exitCode 2).
   */
  pod: call({
    names: ['the decks'],
    // Counted before any card is opened, as the CLI counts the files.
    args: [z.array(deckInput).transform((decks) => (checkPodSize(decks.length), decks))],
    options: DECK,
    lists: ([decks]) => decks,
    run: async (ctx, { options, lists }): Promise<PodResult> =>
      cleanValue((await podOf(ctx, lists, listOptions(options))).result),
  }),
  /**
   * `totem diff A B --format json` for two decklists: the cards B adds, removes and changes, whether the Totem
   * and the identity moved, and the verdict of each. A list that is no deck: a UsageError, as the CLI says.
   */
  diff: call({
    names: ['the first list', 'the second list'],
    args: [deckInput, deckInput],
    options: DECK,
    lists: (lists) => lists,
    run: async (ctx, { options, lists: [a, b] }): Promise<DiffResult> =>
      cleanValue((await diffDecks(ctx, [a!, b!], listOptions(options))).result),
  }),
};

type Calls = typeof CALLS;
/** The calls of an entry whose source options are `S`: each call's arguments, then its options with the source's. */
type EntryCalls<S> = {
  [K in Exclude<keyof Calls, 'findCards'>]: Calls[K] extends Call<infer Z, infer O, infer _T, infer R>
    ? (...args: [...In<Z>, ...Options<S & z.input<O>>]) => Promise<R>
    : never;
} & { findCards: FindCardsCall<S> };

/** An entry's calls over the cards `open` gives (`C`: `S` as checked), each argument checked first. */
export function libraryCalls<S extends CommonOptions, C = S>(entry: Entry, open: OpenCards<C>): EntryCalls<S> {
  const options = optionsOf(entry);
  // Async: a wrong argument is a rejected promise, as every call's other failures are.
  const wrap =
    (name: string, c: AnyCall) =>
    async (...given: unknown[]) => {
      const all = argsOf<unknown[]>(name, c.names, [...c.args, options(c.options)], given);
      const [args, opts] = [all.slice(0, c.names.length), (all[c.names.length] ?? {}) as C & CheckedDeck];
      const decks = await Promise.all(
        (c.lists?.(args, opts) ?? []).map((d, i) => parsedOf(d.text, opts, d.file ?? `deck-${i + 1}.txt`)),
      );
      const over = { ...opts, decks, totem: totemOption(opts.totem), search: c.search?.(opts) };
      return open(opts, async (ctx, config) => {
        const lists = decks.map((p) => ({ read: () => Promise.resolve(p), config }));
        const use = { config, args, options: opts, lists };
        const run = await overServedPack(ctx.lookup, (lookup) => c.run({ ...ctx, lookup }, use), over);
        return c.answer ? c.answer(run, ctx) : run.result;
      });
    };
  return Object.fromEntries(
    Object.entries(CALLS).map(([name, c]) => [name, wrap(name, c as AnyCall)]),
  ) as unknown as EntryCalls<S>;
}

/** A CardIndex held in memory, built once from a CardSource: what the lookup reads where there is no store. */
export function memoryIndex(source: CardSource): CardIndex {
  const all = [...source.cards()];
  const byId = new Map(all.map((card) => [card.id, card]));
  const byName = new Map<string, Card[]>();
  for (const card of all)
    for (const key of new Set([card.nameKey, ...Object.values(card.names ?? {}).map(nameKey)]))
      (byName.get(key) ?? byName.set(key, []).get(key)!).push(card);
  const bySetNumber = groupBy(all, (card) => `${card.setId}\0${numberKey(card.number)}`);
  const bySetCore = groupBy(all, (card) => `${card.setId}\0${numberCore(card.number)}`);
  for (const [alias, id] of source.aliases?.() ?? []) {
    const card = byId.get(id);
    if (card && !byId.has(alias)) byId.set(alias, card);
  }
  const cards = [...new Set(byId.values())];
  const sets = [...source.sets()];
  const names = [...byName.keys()];
  const species = new Map(computeSpeciesStages(cards).map((s) => [s.nameKey, s]));
  const sorted = [...cards].sort(byNameThenRelease);
  const matching = (fragment: string): Card[] =>
    sorted.filter(
      (c) => c.nameKey.includes(fragment) || Object.values(c.names ?? {}).some((n) => nameKey(n).includes(fragment)),
    );
  return {
    count: () => cards.length,
    byId: (id) => byId.get(id),
    bySetNumber: (setId, key) => bySetNumber.get(`${setId}\0${key}`) ?? [],
    bySetCore: (setId, core) => bySetCore.get(`${setId}\0${core}`) ?? [],
    byName: (key) => byName.get(key) ?? [],
    nameKeys: () => names,
    sets: () => sets,
    speciesStage: (key) => species.get(key),
    search: (fragment, limit = 200) => matching(fragment).slice(0, limit),
    searchCount: (fragment) => matching(fragment).length,
  };
}
