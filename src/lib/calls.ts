import type { z } from 'zod';
import type { CardIndex } from '../cards/card-index.js';
import type { configSchema } from '../check/config-schema.js';
import { CardLookup, type RemoteCards } from '../cards/lookup/lookup.js';
import { overServedPack, type OnLoading, type ServedPackOptions } from '../check/served-pack.js';
import { findCards as findPrintings } from '../commands/shared/cards.js';
import { checkOneDeck } from '../check/run.js';
import type { CommandContext } from '../commands/context.js';
import { costOf } from '../commands/cost/index.js';
import { diffDecks } from '../commands/diff/index.js';
import { exportOf } from '../commands/export/index.js';
import { findFits, whyFits } from '../commands/cards/fits.js';
import { type FitsCategory, extraTypesOption, oneTypeOption, totemOption } from '../commands/shared/options.js';
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
import type { PokemonType, Card, CardSet } from '../model/card.js';
import { cleanValue } from '../model/clean.js';
import type { DiffResult } from '../model/diff.js';
import type { ExportFormat } from '../model/export.js';
import { errorOf, UsageError } from '../model/errors.js';
import { loadLocale, type Lang } from '../model/i18n/locales.js';
import type { Notice } from '../model/notice.js';
import type { PodResult } from '../model/pod.js';
import type { DeckReport } from '../model/report.js';
import type { StatsOutcome } from '../model/stats.js';
import type { GameVariant } from '../model/variant.js';
import { MAX_DECK_BYTES } from '../parse/decode.js';
import { parseDeck, unreadableDeck } from '../parse/index.js';
import { argsOf } from './validate.js';
import { computeSpeciesStages } from '../model/species.js';
import { nameKey, numberCore, numberKey } from '../model/names.js';
import { byText } from '../model/compare.js';

/** A totem.config.json's content, as schema/totem.config.schema.json describes it. */
export type HouseConfigContent = z.input<typeof configSchema>;

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
  variant?: GameVariant;
  /** The file name the report shows (default `deck.txt`; a name ending in .json reads the text as a JSON deck). */
  file?: string;
  /**
   * The size in bytes of a file too large to read (over 1 MB), passed instead of reading it: the report then says
   * the file is too large, as `totem check` does of such a file, and `text` is not read.
   */
  size?: number;
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

/** `totem sample`'s flags: the seed (default a random one, in the answer) and the turns drawn (default 3). */
export type SampleDeckOptions = DeckOptions & { seed?: number; turns?: number };

export type CostOptions = { kos?: number; variant?: GameVariant; returns?: number };
export type IdentityOptions = { extraTypes?: DeckOptions['extraTypes']; deck?: string };
export type TotemsOptions = { query?: string; limit?: number; variant?: 'standard' | 'tribute' };

export interface FindCardsOptions {
  /** `--fits TOTEM`: only the cards a deck with this Totem may hold ("NAME SET NUMBER"). */
  fits?: string;
  /** With `fits`: one type (either language), a category, the deck's extra types, banned cards too. */
  type?: string;
  category?: FitsCategory;
  extraTypes?: string | readonly string[];
  includeBanned?: boolean;
  /** With `fits`: the rules of the game (else the config's `variant`, else standard). */
  variant?: GameVariant;
  limit?: number;
  /** With `fits`: `--why CARD`, this card and the problems a check gives it in a deck of that Totem. */
  why?: string;
  /** With `fits`: the card ids of a list being built (a page's editor): see FitsOptions. */
  listed?: readonly string[];
}

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

/** A card index and, optionally, where it gets what it lacks (a card pack's shards, an API). */
export interface CardIndexSource {
  index: CardIndex;
  remote?: RemoteCards;
}

/** What the core is given to find cards in: a list of cards, an index, or an index with a remote. */
export type CardsInput = CardSource | CardIndex | CardIndexSource;

const indexes = new WeakMap<CardSource, CardIndex>();

/** A use case's context over cards the caller gives; a CardSource is indexed once and kept. */
export async function contextOf(cards: CardsInput, options: CommonOptions = {}): Promise<CommandContext> {
  const locale = await loadLocale(options.lang ?? 'en');
  // An index first: a CardPack has a private `index` field of its own, which is not a CardIndexSource's.
  if ('byName' in cards) return { lookup: new CardLookup(cards, null, options.onWarning), locale };
  if ('index' in cards) return { lookup: new CardLookup(cards.index, cards.remote ?? null, options.onWarning), locale };
  const index = indexes.get(cards) ?? memoryIndex(cards);
  indexes.set(cards, index);
  return { lookup: new CardLookup(index, null, options.onWarning), locale };
}

/** A house config's content (what totem.config.json holds), validated like the file. */
export function configOf(config: unknown, name = 'config'): Promise<HouseConfig & { dataDir?: string[] }> {
  return config === undefined ? Promise.resolve(EMPTY_CONFIG) : houseConfig(config, name);
}

const typesOf = (value: string | readonly string[] | undefined): PokemonType[] | null =>
  value === undefined ? null : extraTypesOption(typeof value === 'string' ? value : value.join(','));

/** A decklist's text read as `totem check` reads a file (a size past the limit: the file is too large). */
function parsedOf(text: string | Uint8Array, options: DeckOptions, file = options.file ?? 'deck.txt') {
  if (options.size !== undefined && options.size > MAX_DECK_BYTES)
    return Promise.resolve(unreadableDeck(file, 'file-too-large', { size: (options.size / 1048576).toFixed(1) }));
  return parseDeck(typeof text === 'string' ? new TextEncoder().encode(text) : text, file);
}

/** The use case over the context's cards, through the served pack's retry, and the retry's run. */
const served = <T>(
  ctx: CommandContext,
  options: CommonOptions & ServedPackOptions,
  use: (ctx: CommandContext) => Promise<T>,
) => overServedPack(ctx.lookup, (lookup) => use({ ...ctx, lookup }), options);

/** What `pod`, `diff` and `check` pass on to every list's check. */
const listOptions = (options: DeckOptions) => ({
  totem: totemOption(options.totem),
  extraTypes: typesOf(options.extraTypes),
  variant: options.variant,
});

async function checkedIn(ctx: CommandContext, text: string | Uint8Array, config: HouseConfig, options: DeckOptions) {
  const parsed = await parsedOf(text, options);
  const list = listOptions(options);
  const run = await served(ctx, { ...options, decks: [parsed], totem: list.totem }, (c) =>
    checkOneDeck(c, parsed, { ...list, config }),
  );
  return { ...run, locale: ctx.locale };
}

/** checkDeck, the plain odds and the cards of one decklist, from one check. */
async function analyzeDeckIn(
  ctx: CommandContext,
  text: string | Uint8Array,
  config: HouseConfig,
  options: DeckOptions,
): Promise<DeckAnalysis> {
  const { result: checked, locale, sets, ms } = await checkedIn(ctx, text, config, options);
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
  options: FindCardsOptions & CommonOptions = {},
): Promise<FindCardsAnswer> {
  const { fits, why } = options;
  if (why !== undefined && fits === undefined)
    throw errorOf(UsageError, 'library-argument', {
      call: 'findCards',
      what: 'option why',
      expected: 'given with fits',
      value: 'without',
    });
  if (fits === undefined) {
    const found = await served(ctx, options, async (c) => findPrintings(c, query, options));
    return cleanValue(foundJsonOf(found.result));
  }
  const fitsOptions = {
    totem: fits,
    type: oneTypeOption(options.type),
    category: options.category ?? null,
    extraTypes: typesOf(options.extraTypes),
    includeBanned: options.includeBanned,
    limit: options.limit,
    context: ruleContext(config, options.variant),
    settings: config.rules,
    listed: options.listed,
  };
  if (why !== undefined)
    return cleanValue(whyJsonOf((await served(ctx, options, (c) => whyFits(c, why, fitsOptions))).result));
  const found = await served(ctx, { ...options, search: true }, (c) => findFits(c, query, fitsOptions));
  return cleanValue(fitsJsonOf(found.result));
}

/** `totem totems --types … [QUERY] --format json` as an object. */
export async function totemsIn(
  ctx: CommandContext,
  types: string | readonly string[] | undefined,
  options: TotemsOptions & CommonOptions = {},
): Promise<TotemsAnswer> {
  const found = await served(ctx, { ...options, search: true }, async (c) =>
    findTotems(c, options.query ?? '', { types: typesOf(types), limit: options.limit, variant: options.variant }),
  );
  return cleanValue(totemsJsonOf(found.result));
}

/** Lists of a pod or a diff: each read once, checked under the house config by the command's own use case. */
async function listsOf(decks: readonly PodDeckInput[], config: HouseConfig, options: DeckOptions) {
  const parsed = await Promise.all(decks.map((d, i) => parsedOf(d.text, options, d.file ?? `deck-${i + 1}.txt`)));
  const inputs = parsed.map((p) => ({ read: () => Promise.resolve(p), config }));
  return { inputs, served: { ...options, decks: parsed, totem: totemOption(options.totem) } };
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

/** The calls of an entry whose source options are `S`, over the cards `open` gives. */
export function libraryCalls<S extends CommonOptions>(entry: 'node' | 'browser', open: OpenCards<S>) {
  /** The arguments checked, the options left out read as none. */
  function checked<A extends unknown[], O>(call: Parameters<typeof argsOf>[1], args: [...A], options: O) {
    const out = argsOf(entry, call, [...args, options]);
    return [out.slice(0, args.length) as A, (out[args.length] ?? {}) as NonNullable<O>] as const;
  }
  return {
    /**
     * One decklist checked as `totem check` checks it: the deck report, exactly as an element of `decks` in
     * `totem check --format json` (report version 1). Cards that could not be looked up are problems of the
     * report, as in the CLI; no card data at all is a TotemError (exitCode 2).
     */
    async checkDeck(text: string | Uint8Array, ...[options]: Options<S & DeckOptions>): Promise<DeckReport> {
      const [[deck], opts] = checked('checkDeck', [text], options);
      return open(opts, async (ctx, config) => (await checkedIn(ctx, deck, config, opts)).result.report);
    },
    /** checkDeck's report, the plain odds of `totem stats` and every line's card, from one check. */
    async analyzeDeck(text: string | Uint8Array, ...[options]: Options<S & DeckOptions>): Promise<DeckAnalysis> {
      const [[deck], opts] = checked('analyzeDeck', [text], options);
      return open(opts, (ctx, config) => analyzeDeckIn(ctx, deck, config, opts));
    },
    /** `totem cost CARD --format json`, as an object. */
    async cost(card: string, ...[options]: Options<S & CostOptions>): Promise<CostAnswer> {
      const [[name], opts] = checked('cost', [card], options);
      return open(opts, async (ctx) =>
        cleanValue(costJsonOf((await served(ctx, opts, (c) => costOf(c, name, opts))).result)),
      );
    },
    /** `totem identity CARD --format json`, as an object; `deck`: a decklist's text to test against this Totem. */
    async identity(card: string, ...[options]: Options<S & IdentityOptions>): Promise<IdentityAnswer> {
      const [[name], opts] = checked('identity', [card], options);
      const text = opts.deck;
      const deck = text === undefined ? undefined : { name: 'deck.txt', read: () => parsedOf(text, {}) };
      const extraTypes = typesOf(opts.extraTypes);
      return open(opts, async (ctx) =>
        cleanValue(identityJsonOf((await served(ctx, opts, (c) => identityOf(c, name, { extraTypes, deck }))).result)),
      );
    },
    /**
     * `totem stats DECK --format json` for one decklist's text, as an object: the deck checked as `check` does (its
     * verdict a note: odds are advisory), then its odds under `variant` (or the config's).
     */
    async stats(text: string | Uint8Array, ...[options]: Options<S & StatsDeckOptions>): Promise<StatsAnswer> {
      const [[deck], opts] = checked('stats', [text], options);
      return open(opts, async (ctx, config) => {
        const parsed = await parsedOf(deck, opts);
        const input = { path: parsed.file, display: parsed.file, read: () => Promise.resolve(parsed) };
        const search = opts.model === 'search' ? { seed: opts.seed ?? 1, runs: opts.runs ?? 20000 } : null;
        const { totem, extraTypes, variant } = listOptions(opts);
        const run = await served(ctx, { ...opts, decks: [parsed], totem }, (c) =>
          statsOfDecks({ ...c, configFor: () => Promise.resolve(config) }, [input], {
            totem,
            extraTypes,
            variant,
            keys: opts.keys ?? [],
            search,
          }),
        );
        return cleanValue(statsJsonOf(run.result.outcomes[0]!, ctx.locale));
      });
    },
    /** `totem sample DECK --format json`: a seeded sample opening by the setup, the deck checked as `check` does. */
    async sample(text: string | Uint8Array, ...[options]: Options<S & SampleDeckOptions>) {
      const [[deck], opts] = checked('sample', [text], options);
      const deal = { seed: opts.seed ?? Math.floor(Math.random() * 1001), turns: opts.turns ?? 3 };
      return open(opts, async (ctx, config) => {
        const { inputs, served: over } = await listsOf([{ text: deck, file: opts.file }], config, opts);
        const run = await served(ctx, over, (c) => sampleOf(c, inputs[0]!, { ...listOptions(opts), ...deal }));
        return cleanValue(sampleJsonOf(run.result.result));
      });
    },
    /** `totem export DECK --to FORMAT`: the file's text (PTCG Live text, Tabletop Simulator JSON, Totem Zone HTML). */
    async exportDeck(text: string | Uint8Array, ...[options]: Options<S & DeckOptions & { to?: ExportFormat }>) {
      const [[deck], opts] = checked('exportDeck', [text], options);
      return open(opts, async (ctx, config) => {
        const { inputs, served: over } = await listsOf([{ text: deck, file: opts.file }], config, opts);
        const run = await served(ctx, over, (c) => exportOf(c, inputs[0]!, listOptions(opts)));
        return formatExport(run.result, opts.to ?? 'ptcgl');
      });
    },
    /** `totem cards find QUERY --format json`; with `{ fits: TOTEM }`, the cards a deck with it may hold. */
    findCards: (async (query: string, options?: S & FindCardsOptions) => {
      const [[q], opts] = checked('findCards', [query], options);
      return open(opts, (ctx, config) => findCardsIn(ctx, q, config, opts));
    }) as FindCardsCall<S>,
    /** `totem totems --types … --format json`: the Totems whose identity covers the types, cheapest first. */
    async totems(
      types: string | readonly string[] | undefined,
      ...[options]: Options<S & TotemsOptions>
    ): Promise<TotemsAnswer> {
      const [[t], opts] = checked('totems', [types], options);
      return open(opts, (ctx) => totemsIn(ctx, t, opts));
    },
    /**
     * `totem pod --format json` for up to 8 decklists: each deck's verdict, Totem facts, counts, two exact odds and
     * the config's `watch` hits. More than 8 decks, or a list that is no deck: a UsageError (exitCode 2).
     */
    async pod(decks: readonly PodDeckInput[], ...[options]: Options<S & DeckOptions>): Promise<PodResult> {
      const [[d], opts] = checked('pod', [decks], options);
      checkPodSize(d.length);
      return open(opts, async (ctx, config) => {
        const lists = await listsOf(d, config, opts);
        return cleanValue(
          (await served(ctx, lists.served, (c) => podOf(c, lists.inputs, listOptions(opts)))).result.result,
        );
      });
    },
    /**
     * `totem diff A B --format json` for two decklists: the cards B adds, removes and changes, whether the Totem
     * and the identity moved, and the verdict of each. A list that is no deck: a UsageError, as the CLI says.
     */
    async diff(a: PodDeckInput, b: PodDeckInput, ...[options]: Options<S & DeckOptions>): Promise<DiffResult> {
      const [[da, db], opts] = checked('diff', [a, b], options);
      return open(opts, async (ctx, config) => {
        const { inputs, served: over } = await listsOf([da, db], config, opts);
        const run = await served(ctx, over, (c) => diffDecks(c, [inputs[0]!, inputs[1]!], listOptions(opts)));
        return cleanValue(run.result.result);
      });
    },
  };
}

/** Cards a caller has (a card pack, a database, a fixture): totem's normalised `Card`s and their sets. */
export interface CardSource {
  sets(): Iterable<CardSet>;
  cards(): Iterable<Card>;
  /** Another source's id for a card (`sv03-125` → `sv3-125`), when there are such ids. */
  aliases?(): Iterable<[alias: string, id: string]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A CardIndex held in memory, built once from a CardSource: what the lookup reads where there is no store. */
export function memoryIndex(source: CardSource): CardIndex {
  const byId = new Map<string, Card>();
  const byName = new Map<string, Card[]>();
  const bySetNumber = new Map<string, Card[]>();
  const bySetCore = new Map<string, Card[]>();
  for (const card of source.cards()) {
    byId.set(card.id, card);
    const keys = new Set([card.nameKey, ...Object.values(card.names ?? {}).map(nameKey)]);
    for (const key of keys) push(byName, key, card);
    push(bySetNumber, `${card.setId}\0${numberKey(card.number)}`, card);
    push(bySetCore, `${card.setId}\0${numberCore(card.number)}`, card);
  }
  for (const [alias, id] of source.aliases?.() ?? []) {
    const card = byId.get(id);
    if (card && !byId.has(alias)) byId.set(alias, card);
  }
  const cards = [...new Set(byId.values())];
  const sets = [...source.sets()];
  const names = [...byName.keys()];
  const species = new Map(computeSpeciesStages(cards).map((s) => [s.nameKey, s]));
  const sorted = [...cards].sort((a, b) => byText(a.nameKey, b.nameKey) || byText(a.releaseDate, b.releaseDate));
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
