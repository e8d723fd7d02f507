// The library's calls, the same on both entries, and their boundary: every call's arguments are checked here, once,
// with one zod schema per call, so a wrong value is a UsageError naming the argument (as the CLI names a flag)
// instead of a TypeError from deep inside a use case. The bounds are the CLI's (commands/shared/options.ts BOUNDS),
// the words a player writes are read as the CLI reads them (extra types, a Totem).
import { z } from 'zod';
import { overServedPack, type OnLoading, type ServedRun } from '../check/served-pack.js';
import { checkOneDeck } from '../check/run.js';
import type { CardsInput, CommandContext } from '../commands/context.js';
import type { CommandModule } from '../commands/shared/command.js';
import { command as costCommand, costOf } from '../commands/cost/index.js';
import { diffDecks } from '../commands/diff/index.js';
import { exportOf } from '../commands/export/index.js';
import { find, findOf } from '../commands/cards/index.js';
import { BOUNDS, FITS_CATEGORIES, extraTypesOption, oneTypeOption, totemOption } from '../commands/shared/options.js';
import { VARIANTS } from '../commands/shared/flags.js';
import type { configSchema } from '../check/config-schema.js';
import type { ListInput } from '../commands/shared/list-input.js';
import { MAX_DECK_BYTES } from '../parse/decode.js';
import { parseDeck, unreadableDeck } from '../parse/index.js';
import { EMPTY_CONFIG, houseConfig, type HouseConfig } from '../check/house-config.js';
import { command as identityCommand, identityOf } from '../commands/identity/index.js';
import { checkPodSize, podOf } from '../commands/pod/index.js';
import { command as sampleCommand, sampleOf } from '../commands/sample/index.js';
import { command as statsCommand, statsOfChecked, statsOfDecks } from '../commands/stats/index.js';
import { command as totemsCommand, findTotems, type TotemsAnswer } from '../commands/totems/index.js';
import type { FindCardsAnswer, FitsAnswer, FoundAnswer, WhyAnswer } from '../commands/cards/result.js';
import { formatExport } from '../format/export.js';
import { EXPORT_FORMATS } from '../model/export.js';
import type { Notice } from '../model/notice.js';
import { cleanValue } from '../model/clean.js';
import type { DiffResult } from '../model/diff.js';
import { errorOf, UsageError } from '../model/errors.js';
import { LANGS } from '../model/i18n/locales.js';
import type { Locale } from '../model/render-message.js';
import type { PodResult } from '../model/pod.js';
import type { DeckReport } from '../model/report.js';
import type { StatsOutcome } from '../model/stats.js';

const isFunction = (v: unknown): boolean => typeof v === 'function';
/** A totem.config.json's content, as schema/totem.config.schema.json describes it. */
export type HouseConfigContent = z.input<typeof configSchema>;
const has = (v: unknown, key: string, type: string): boolean =>
  typeof (v as Record<string, unknown>)[key] === type && (v as Record<string, unknown>)[key] !== null;
/** The library's entries: Node's (totem's card data) and the browser's (the caller's cards). */
export type Entry = 'node' | 'browser';

/** The schemas of the calls' arguments, made by the first call (`schemas()`): not as the library loads (issue #42). */
function schemasOf() {
  /** A String object is a string: unboxed. */
  const str = z.union([z.string(), z.instanceof(String).transform(String)], { error: 'a string' });
  const fn = <F>() => z.custom<F>(isFunction, { error: 'a function' }).optional();
  const plainObject = z.custom<HouseConfigContent>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
    error: 'an object',
  });
  /** Cards a caller brings: a CardIndex (a card pack), a CardSource, or `{ index, remote }`. */
  const cards = z.custom<CardsInput>(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      (has(v, 'byName', 'function') ||
        (has(v, 'sets', 'function') && has(v, 'cards', 'function')) ||
        (has(v, 'index', 'object') && has((v as { index: object }).index, 'byName', 'function'))),
    { error: 'a card pack, a CardIndex or a CardSource' },
  );
  const strings = z.array(str).readonly();
  /** `--extra-types`: "Fire,Water" or a list, each word read as the CLI reads it (a word that is no type: UsageError). */
  const types = z
    .union([str, strings], { error: 'a string or a list of strings' })
    .transform((v) => extraTypesOption(typeof v === 'string' ? v : v.join(',')) ?? []);
  const deckText = z.union([str, z.custom<Uint8Array>((v) => v instanceof Uint8Array)], {
    error: 'a string or a Uint8Array',
  });
  const whole = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max).optional();
  const variant = z.enum(VARIANTS).optional();
  const lang = z.enum(LANGS);

  /** Options every call takes: the language of messages, warnings as they happen (nothing is printed), a served pack's loads. */
  const COMMON = z.object({
    lang: lang.optional(),
    onWarning: fn<(notice: Notice) => void>(),
    /** On a served card pack (openCardPack): called with the number of sets about to be fetched. */
    onLoading: fn<OnLoading>(),
  });

  /** Where the cards come from: the Node entry's choices (as `totem` takes them), or the browser's (always the caller's). */
  const SOURCES = {
    node: COMMON.extend({
      /** Cards of your own instead of totem's card data (a card pack, a fixture): see CardSource. */
      cards: cards.optional(),
      /** No card API: the card store and data dirs only. */
      offline: z.boolean().optional(),
      /** pokemon-tcg-data and/or tcgdex/cards-database checkouts (beat the config's `dataDir` and TOTEM_DATA_DIR). */
      dataDirs: z.array(str).optional(),
      /** A totem.config.json's path or content; without it, the one in `cwd` or above, as the CLI's; `false`: none. */
      config: z.union([str, plainObject, z.literal(false)], { error: 'a path, an object or false' }).optional(),
      /** Where relative paths and the config search start (default: the working directory). */
      cwd: str.optional(),
    }),
    browser: COMMON.extend({
      cards,
      /** A totem.config.json's content (rules, bans; `dataDir` means nothing here); `false` or absent: none. */
      config: z.union([plainObject, z.literal(false)], { error: 'an object or false' }).optional(),
    }),
  };

  /** `checkDeck`'s options, as `totem check` takes them; the other calls over a decklist take them too. */
  const DECK = COMMON.extend({
    /** `--totem`: "NAME SET NUMBER", "SET NUMBER", an id or a name. */
    totem: str.optional(),
    extraTypes: types.optional(),
    /** The rules of the game (seed 001's tribute variant: any Pokémon); default the config's `variant`, else standard. */
    variant,
    /** The file name the report shows (default `deck.txt`; a name ending in .json reads the text as a JSON deck). */
    file: str.optional(),
    /** The size in bytes of a file too large to read (over 1 MB), passed instead of reading it: the report says so. */
    size: z.number().nonnegative().optional(),
  });

  /** Each call's own options (beside the entry's source options), as the CLI's flags of that command. */
  const OPTIONS = {
    cost: z.object({ kos: whole(BOUNDS.count), returns: whole(BOUNDS.count), variant }),
    /** `deck`: a decklist's text to test against this Totem. */
    identity: z.object({ extraTypes: types.optional(), deck: str.optional() }),
    stats: DECK.extend({
      keys: strings.optional(),
      /** The seeded Monte Carlo model besides the plain one (default `plain`), its `seed` (1) and `runs` (20,000). */
      model: z.enum(['plain', 'search']).optional(),
      seed: whole(BOUNDS.count),
      runs: whole(BOUNDS.runs),
    }),
    /** The seed (default a random one, in the answer) and the turns drawn (default 3). */
    sample: DECK.extend({ seed: whole(BOUNDS.count), turns: whole(BOUNDS.count) }),
    exportDeck: DECK.extend({ to: z.enum(EXPORT_FORMATS).optional() }),
    /** With `fits` (a Totem): only the cards its deck may hold, by type, category, extra types, `why` one card. */
    findCards: z.object({
      fits: str.optional(),
      why: str.optional(),
      type: str.optional(),
      category: z.enum(FITS_CATEGORIES).optional(),
      extraTypes: types.optional(),
      includeBanned: z.boolean().optional(),
      limit: whole(BOUNDS.limit),
      variant,
      /** The card ids of a list being built (a page's editor): see FitsOptions. */
      listed: z.array(str).max(BOUNDS.limit.max).readonly().optional(),
    }),
    totems: z.object({ query: str.optional(), limit: whole(BOUNDS.limit), variant }),
  };

  const deckInput = z.looseObject({ text: deckText, file: str.optional() });

  /** A report or one deck's, as checkDeck returns it: what the formatters read. */
  const deckReport = z.looseObject({
    file: z.string(),
    valid: z.boolean().nullable(),
    problems: z.array(z.looseObject({ rule: z.string(), severity: z.string(), message: z.string() })),
    counts: plainObject,
    notes: z.array(z.unknown()),
  });
  const anyReport = z.union([z.looseObject({ decks: z.array(deckReport), lang: lang.optional() }), deckReport], {
    error: 'a report or a deck report',
  });

  /** `formatReport`'s options. */
  const formatting = z
    .looseObject({ lang: lang.optional(), width: z.number().int().nonnegative().optional(), version: str.optional() })
    .optional();
  return { str, types, deckText, lang, COMMON, SOURCES, DECK, OPTIONS, deckInput, deckReport, anyReport, formatting };
}
export type LibrarySchemas = ReturnType<typeof schemasOf>;
let made: LibrarySchemas | undefined;
export const schemas = (): LibrarySchemas => (made ??= schemasOf());

/** How a wrong value is shown: its type, and the value when it is short and printable. */
function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'symbol') return 'a Symbol';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

type Schemas = z.ZodType[] | z.ZodType;
const tupleOf = (schemas: z.ZodType[]) => z.tuple(schemas as [z.ZodType, ...z.ZodType[]]);
/**
 * A call's arguments checked against their schemas (`names`: the arguments before the options), returned typed as
 * they were given (`A`, read off `args`): for schemas that only check (String objects unboxed aside), not for ones
 * that transform; the options keep the caller's own keys, and the objects given (cards, config) are the same.
 * A call made often passes its schemas as one tuple, made once: zod compiles an object's check on its first use.
 */
export function argsOf<A extends unknown[]>(call: string, names: string[], schemas: Schemas, args: [...A]): A {
  const schema = Array.isArray(schemas) ? tupleOf(schemas) : schemas;
  const parsed = schema.safeParse(args);
  if (parsed.success) return parsed.data as unknown as A;
  const issue = parsed.error.issues[0]!;
  const [at, ...key] = issue.path.map(String);
  const value = issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], args);
  const index = Number(at);
  const option = index >= names.length;
  // kos and returns are said as the CLI says --kos and --returns.
  if (option && (key[0] === 'kos' || key[0] === 'returns') && typeof value === 'number')
    throw errorOf(UsageError, 'whole-number', { option: key[0], value: String(value) });
  const what = option
    ? key.length
      ? `option ${key.join('.')}`
      : 'the options'
    : `${names[index] ?? 'the arguments'}${key.length ? ` (${key.join('.')})` : ''}`;
  throw errorOf(UsageError, 'library-argument', { call, what, expected: expectedOf(issue), value: shown(value) });
}

const ARTICLE: Record<string, string> = {
  array: 'a list',
  int: 'a whole number',
  number: 'a number',
  object: 'an object',
  undefined: 'left out',
};

/** What the option should have been, in the words of the message ("a string", "one of "en", "es""). */
function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.expected !== 'custom')
    return ARTICLE[issue.expected] ?? `a ${issue.expected}`;
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'too_small') return `at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big') return `at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_format' || issue.code === 'not_multiple_of') return 'a whole number';
  return issue.message;
}

/** Options every call takes. */
export type CommonOptions = z.input<LibrarySchemas['COMMON']>;
/** The options of `checkDeck`, as `totem check` takes them. */
export type DeckOptions = z.input<LibrarySchemas['DECK']>;
/** The options of `stats`, as `totem stats` takes them. */
export type StatsDeckOptions = z.input<LibrarySchemas['OPTIONS']['stats']>;
/** `totem sample`'s flags. */
export type SampleDeckOptions = z.input<LibrarySchemas['OPTIONS']['sample']>;
export type CostOptions = z.input<LibrarySchemas['OPTIONS']['cost']>;
export type IdentityOptions = z.input<LibrarySchemas['OPTIONS']['identity']>;
export type TotemsOptions = z.input<LibrarySchemas['OPTIONS']['totems']>;
export type FindCardsOptions = z.input<LibrarySchemas['OPTIONS']['findCards']>;
/** A call's options as checked (strings unboxed, extra types read), with the ones every call takes. */
type Checked<O extends z.ZodObject> = z.output<O> & CommonOptions;
type CheckedDeck = Checked<LibrarySchemas['DECK']>;

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

/** A command's answer as the library returns it: the object its `--format json` writes, every string made safe. */
const answerOf = <R, A>({ answer }: Pick<CommandModule<never, R, A>, 'answer'>, result: R, locale: Locale): A =>
  cleanValue(answer!(result, locale));

/** A house config's content (what totem.config.json holds), validated like the file. */
export function configOf(config: unknown, name = 'config'): Promise<HouseConfig & { dataDir?: string[] }> {
  return config === undefined ? Promise.resolve(EMPTY_CONFIG) : houseConfig(config, name);
}

/** A decklist's text read as `totem check` reads a file (`size` past the limit: a file too large to read). */
function listText(text: string | Uint8Array, file: string, size?: number) {
  if (size !== undefined && size > MAX_DECK_BYTES)
    return Promise.resolve(unreadableDeck(file, 'file-too-large', { size: (size / 1048576).toFixed(1) }));
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
  options: Checked<LibrarySchemas['OPTIONS']['findCards']> = {},
): Promise<FindCardsAnswer> {
  if (options.why !== undefined && options.fits === undefined)
    throw errorOf(UsageError, 'library-argument', {
      call: 'findCards',
      what: 'option why',
      expected: 'given with fits',
      value: 'without',
    });
  const found = await findOf(ctx, query, config, { ...options, type: oneTypeOption(options.type) });
  return answerOf(find, found, ctx.locale);
}

/** `totem totems --types … [QUERY] --format json` as an object: `types` as `--types` takes them. */
export function totemsIn(
  ctx: CommandContext,
  types: string | readonly string[] | undefined,
  options: Checked<LibrarySchemas['OPTIONS']['totems']> = {},
): TotemsAnswer {
  const { query = '', limit, variant } = options;
  const wanted = types === undefined ? null : extraTypesOption(typeof types === 'string' ? types : types.join(','));
  return answerOf(totemsCommand, findTotems(ctx, query, { types: wanted, limit, variant }), ctx.locale);
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
  args: [schemas().deckText] as [LibrarySchemas['deckText']],
  options,
  lists: ([text]: [string | Uint8Array], opts: { file?: string }) => [{ text, file: opts.file ?? file }],
});
/** One decklist through `totem check`: checkDeck's and analyzeDeck's use case. */
const checkOne = (DECK: LibrarySchemas['DECK']) =>
  call({
    ...overList(DECK, 'deck.txt'),
    run: async (ctx, { config, options, lists }) =>
      checkOneDeck(ctx, await lists[0]!.read(), { ...listOptions(options), config }),
  });
/** Every call of the library, the same on both entries, over the schemas (made with the first). */
const callsOf = ({ str, types, DECK, OPTIONS, deckInput }: LibrarySchemas) => ({
  /**
   * One decklist checked as `totem check` checks it: the deck report, exactly as an element of `decks` in
   * `totem check --format json` (report version 1). Cards that could not be looked up are problems of the
   * report, as in the CLI; no card data at all is a TotemError (exitCode 2).
   */
  checkDeck: call({ ...checkOne(DECK), answer: ({ result }) => result.report }),
  /** checkDeck's report, the plain odds of `totem stats` and every line's card, from one check. */
  analyzeDeck: call({ ...checkOne(DECK), answer: analysisOf }),
  /** `totem cost CARD --format json`, as an object. */
  cost: call({
    names: ['the card'],
    args: [str],
    options: OPTIONS.cost,
    run: async (ctx, { args: [name], options }) => answerOf(costCommand, await costOf(ctx, name, options), ctx.locale),
  }),
  /** `totem identity CARD --format json`, as an object; `deck`: a decklist's text to test against this Totem. */
  identity: call({
    names: ['the card'],
    args: [str],
    options: OPTIONS.identity,
    run: async (ctx, { args: [name], options }) => {
      const text = options.deck;
      const deck = text === undefined ? undefined : { name: 'deck.txt', read: () => listText(text, 'deck.txt') };
      const result = await identityOf(ctx, name, { extraTypes: options.extraTypes ?? null, deck });
      return answerOf(identityCommand, result, ctx.locale);
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
      return answerOf(statsCommand, run, ctx.locale)[0]!;
    },
  }),
  /** `totem sample DECK --format json`: a seeded sample opening by the setup, the deck checked as `check` does. */
  sample: call({
    ...overList(OPTIONS.sample),
    run: async (ctx, { options: opts, lists }) => {
      const deal = { seed: opts.seed ?? Math.floor(Math.random() * 1001), turns: opts.turns ?? 3 };
      return answerOf(sampleCommand, await sampleOf(ctx, lists[0]!, { ...listOptions(opts), ...deal }), ctx.locale);
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
});

type Calls = ReturnType<typeof callsOf>;
let calls: Calls | undefined; // made by the first call, with the schemas; their names known before
const NAMES = 'checkDeck analyzeDeck cost identity stats sample exportDeck findCards totems pod diff'.split(' ');
/** The calls of an entry whose source options are `S`: each call's arguments, then its options with the source's. */
type EntryCalls<S> = {
  [K in Exclude<keyof Calls, 'findCards'>]: Calls[K] extends Call<infer Z, infer O, infer _T, infer R>
    ? (...args: [...In<Z>, ...Options<S & z.input<O>>]) => Promise<R>
    : never;
} & { findCards: FindCardsCall<S> };

/** An entry's calls over the cards `open` gives (`C`: `S` as checked), each argument checked first. */
export function libraryCalls<S extends CommonOptions, C = S>(entry: Entry, open: OpenCards<C>): EntryCalls<S> {
  // A call's options: the entry's source options and the call's own; Node's may be left out (its own card data).
  const options = (own: z.ZodObject) => {
    const schema = z.looseObject({ ...schemas().SOURCES[entry].shape, ...own.shape });
    return entry === 'node' ? schema.optional() : schema;
  };
  // Async: a wrong argument is a rejected promise, as every call's other failures are.
  const wrap = (name: keyof Calls) => {
    let tuple: Schemas | undefined; // made on the first call (not as the library loads), kept for the next
    return async (...given: unknown[]) => {
      const c = (calls ??= callsOf(schemas()))[name] as AnyCall;
      const all = argsOf<unknown[]>(name, c.names, (tuple ??= tupleOf([...c.args, options(c.options)])), given);
      const [args, opts] = [all.slice(0, c.names.length), (all[c.names.length] ?? {}) as C & CheckedDeck];
      const decks = await Promise.all(
        (c.lists?.(args, opts) ?? []).map((d, i) => listText(d.text, d.file ?? `deck-${i + 1}.txt`, opts.size)),
      );
      const over = { ...opts, decks, totem: totemOption(opts.totem), search: c.search?.(opts) };
      return open(opts, async (ctx, config) => {
        const lists = decks.map((p) => ({ read: () => Promise.resolve(p), config }));
        const use = { config, args, options: opts, lists };
        const run = await overServedPack(ctx.lookup, (lookup) => c.run({ ...ctx, lookup }, use), over);
        return c.answer ? c.answer(run, ctx) : run.result;
      });
    };
  };
  return Object.fromEntries(NAMES.map((name) => [name, wrap(name as keyof Calls)])) as unknown as EntryCalls<S>;
}
