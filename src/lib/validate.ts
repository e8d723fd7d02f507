// The library's boundary: every call's arguments are checked here, once, with one zod schema per call, so a wrong
// value is a UsageError naming the argument (as the CLI names a flag) instead of a TypeError from deep inside a
// use case. The bounds are the CLI's (commands/options.ts BOUNDS), the words a player writes are read as the CLI
// reads them (extra types, a Totem).
import { z } from 'zod';
import { BOUNDS, FITS_CATEGORIES, extraTypesOption } from '../commands/shared/options.js';
import { VARIANTS } from '../commands/shared/flags.js';
import type { OnLoading } from '../check/served-pack.js';
import { EXPORT_FORMATS } from '../model/export.js';
import type { Notice } from '../model/notice.js';
import type { Card, CardSet } from '../model/card.js';
import type { CardIndex } from '../cards/card-index.js';
import type { RemoteCards } from '../cards/lookup/lookup.js';
import type { configSchema } from '../check/config-schema.js';
import { errorOf, UsageError } from '../model/errors.js';
import { LANGS } from '../model/i18n/locales.js';

/** A `String` object is a string: unboxed. */
export const str = z.union([z.string(), z.instanceof(String).transform(String)], { error: 'a string' });
const isFunction = (v: unknown): boolean => typeof v === 'function';
const fn = <F>() => z.custom<F>(isFunction, { error: 'a function' }).optional();
/** A totem.config.json's content, as schema/totem.config.schema.json describes it. */
export type HouseConfigContent = z.input<typeof configSchema>;
const plainObject = z.custom<HouseConfigContent>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  error: 'an object',
});
const has = (v: unknown, key: string, type: string): boolean =>
  typeof (v as Record<string, unknown>)[key] === type && (v as Record<string, unknown>)[key] !== null;
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
export const types = z
  .union([str, strings], { error: 'a string or a list of strings' })
  .transform((v) => extraTypesOption(typeof v === 'string' ? v : v.join(',')) ?? []);
export const deckText = z.union([str, z.custom<Uint8Array>((v) => v instanceof Uint8Array)], {
  error: 'a string or a Uint8Array',
});
const whole = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max).optional();
const variant = z.enum(VARIANTS).optional();
export const lang = z.enum(LANGS);

/** Options every call takes: the language of messages, warnings as they happen (nothing is printed), a served pack's loads. */
export const COMMON = z.object({
  lang: lang.optional(),
  onWarning: fn<(notice: Notice) => void>(),
  /** On a served card pack (openCardPack): called with the number of sets about to be fetched. */
  onLoading: fn<OnLoading>(),
});

/** Where the cards come from: the Node entry's choices (as `totem` takes them), or the browser's (always the caller's). */
export const SOURCES = {
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
export const DECK = COMMON.extend({
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
export const OPTIONS = {
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

export const deckInput = z.looseObject({ text: deckText, file: str.optional() });

/** A report or one deck's, as checkDeck returns it: what the formatters read. */
export const deckReport = z.looseObject({
  file: z.string(),
  valid: z.boolean().nullable(),
  problems: z.array(z.looseObject({ rule: z.string(), severity: z.string(), message: z.string() })),
  counts: plainObject,
  notes: z.array(z.unknown()),
});
export const anyReport = z.union([z.looseObject({ decks: z.array(deckReport), lang: lang.optional() }), deckReport], {
  error: 'a report or a deck report',
});

/** Cards a caller has (a card pack, a database, a fixture): totem's normalised `Card`s and their sets. */
export interface CardSource {
  sets(): Iterable<CardSet>;
  cards(): Iterable<Card>;
  /** Another source's id for a card (`sv03-125` → `sv3-125`), when there are such ids. */
  aliases?(): Iterable<[alias: string, id: string]>;
}

/** A card index and, optionally, where it gets what it lacks (a card pack's shards, an API). */
export interface CardIndexSource {
  index: CardIndex;
  remote?: RemoteCards;
}

/** What the core is given to find cards in: a list of cards, an index, or an index with a remote. */
export type CardsInput = CardSource | CardIndex | CardIndexSource;

/** The library's entries: Node's (totem's card data) and the browser's (the caller's cards). */
export type Entry = 'node' | 'browser';

/**
 * A call's options on an entry: the entry's source options and the call's own `shape`. Node's may be left out (its
 * own card data); a browser's hold the cards, so never.
 */
export const optionsOf =
  (entry: Entry) =>
  (own: z.ZodObject = COMMON): z.ZodType => {
    const schema = z.looseObject({ ...SOURCES[entry].shape, ...own.shape });
    return entry === 'node' ? schema.optional() : schema;
  };

/** `formatReport`'s options. */
export const formatOptions = z
  .looseObject({ lang: lang.optional(), width: z.number().int().nonnegative().optional(), version: str.optional() })
  .optional();

/** How a wrong value is shown: its type, and the value when it is short and printable. */
function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'symbol') return 'a Symbol';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

/**
 * A call's arguments checked against their schemas (`names`: the arguments before the options), returned typed as
 * they were given (`A`, read off `args`): for schemas that only check (String objects unboxed aside), not for ones
 * that transform; the options keep the caller's own keys, and the objects given (cards, config) are the same.
 */
export function argsOf<A extends unknown[]>(call: string, names: string[], schemas: z.ZodType[], args: [...A]): A {
  const schema = z.tuple(schemas as [z.ZodType, ...z.ZodType[]]);
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
