// The library's boundary: every call's arguments are checked here, once, with one zod schema per call, so a wrong
// value is a UsageError naming the argument (as the CLI names a flag) instead of a TypeError from deep inside a
// use case. The bounds are the CLI's (commands/options.ts BOUNDS), the words a player writes are read as the CLI
// reads them (extra types, a Totem).
import { z } from 'zod';
import { EXPORT_FORMATS } from '../model/export.js';
import { BOUNDS, FITS_CATEGORIES, extraTypesOption } from '../commands/shared/options.js';
import { REPORT_FORMATS } from '../format/registry.js';
import { errorOf, UsageError } from '../model/errors.js';
import { LANGS } from '../model/i18n/locales.js';

/** A `String` object is a string: unboxed before the schema sees it. */
const unbox = (value: unknown): unknown => (value instanceof String ? value.valueOf() : value);

const str = z.preprocess(unbox, z.string());
const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', { error: 'a function' });
const plainObject = z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  error: 'an object',
});
const has = (v: unknown, key: string, type: string): boolean =>
  typeof (v as Record<string, unknown>)[key] === type && (v as Record<string, unknown>)[key] !== null;
/** Cards a caller brings: a CardIndex (a card pack), a CardSource, or `{ index, remote }`. */
const cards = z.custom<object>(
  (v) =>
    typeof v === 'object' &&
    v !== null &&
    (has(v, 'byName', 'function') ||
      (has(v, 'sets', 'function') && has(v, 'cards', 'function')) ||
      (has(v, 'index', 'object') && has((v as { index: object }).index, 'byName', 'function'))),
  { error: 'a card pack, a CardIndex or a CardSource' },
);
/** `--extra-types`: "Fire,Water" or a list, each word read as the CLI reads it (a word that is no type: UsageError). */
const types = z
  .union([str, z.array(str)], { error: 'a string or a list of strings' })
  .transform((v) => extraTypesOption(typeof v === 'string' ? v : v.join(',')) ?? []);
const deckText = z.preprocess(
  unbox,
  z.union([z.string(), z.instanceof(Uint8Array)], { error: 'a string or a Uint8Array' }),
);
const whole = (bounds: { min: number; max: number }) => z.number().int().min(bounds.min).max(bounds.max);
const variant = z.enum(['standard', 'tribute']).optional();
const lang = z.enum(LANGS);

const common = { lang: lang.optional(), onWarning: fn.optional(), onLoading: fn.optional() };

/** Where the cards come from: the Node entry's choices, or the browser's (the caller's cards, a config's content). */
const SOURCES = {
  node: {
    ...common,
    cards: cards.optional(),
    offline: z.boolean().optional(),
    dataDirs: z.array(str).optional(),
    config: z.union([str, plainObject, z.literal(false)], { error: 'a path, an object or false' }).optional(),
    cwd: str.optional(),
  },
  browser: {
    ...common,
    cards,
    config: z.union([plainObject, z.literal(false)], { error: 'an object or false' }).optional(),
  },
};

const deck = {
  totem: str.optional(),
  extraTypes: types.optional(),
  file: str.optional(),
  size: z.number().nonnegative().optional(),
  variant,
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
const report = z.union([z.looseObject({ decks: z.array(deckReport), lang: lang.optional() }), deckReport], {
  error: 'a report or a deck report',
});

type Source = typeof SOURCES.node | typeof SOURCES.browser;

/** Each call's arguments: their names (as messages say them) and one schema of them all. */
function callsOver<S extends Source>(source: S) {
  // Node's options may be left out (its own card data); a browser's hold the cards, so never.
  const optional = !('cards' in source && source.cards === SOURCES.browser.cards);
  const options = <T extends z.ZodRawShape>(shape: T) => {
    const schema = z.looseObject({ ...source, ...shape });
    return optional ? schema.optional() : schema;
  };
  const checkOptions = options(deck);
  return {
    checkDeck: { names: ['the decklist'], schema: z.tuple([deckText, checkOptions]) },
    analyzeDeck: { names: ['the decklist'], schema: z.tuple([deckText, checkOptions]) },
    cost: {
      names: ['the card'],
      schema: z.tuple([
        str,
        options({ kos: whole(BOUNDS.count).optional(), returns: whole(BOUNDS.count).optional(), variant }),
      ]),
    },
    identity: {
      names: ['the card'],
      schema: z.tuple([str, options({ extraTypes: types.optional(), deck: str.optional() })]),
    },
    stats: {
      names: ['the decklist'],
      schema: z.tuple([
        deckText,
        options({
          ...deck,
          keys: z.array(str).optional(),
          model: z.enum(['plain', 'search']).optional(),
          seed: whole(BOUNDS.count).optional(),
          runs: whole(BOUNDS.runs).optional(),
        }),
      ]),
    },
    findCards: {
      names: ['the query'],
      schema: z.tuple([
        str,
        options({
          fits: str.optional(),
          why: str.optional(),
          type: str.optional(),
          category: z.enum(FITS_CATEGORIES).optional(),
          extraTypes: types.optional(),
          includeBanned: z.boolean().optional(),
          limit: whole(BOUNDS.limit).optional(),
          variant,
          listed: z.array(str).max(BOUNDS.limit.max).optional(),
        }),
      ]),
    },
    totems: {
      names: ['the types'],
      schema: z.tuple([
        types.optional(),
        options({ query: str.optional(), limit: whole(BOUNDS.limit).optional(), variant }),
      ]),
    },
    sample: {
      names: ['the decklist'],
      schema: z.tuple([
        deckText,
        options({ ...deck, seed: whole(BOUNDS.count).optional(), turns: whole(BOUNDS.count).optional() }),
      ]),
    },
    exportDeck: {
      names: ['the decklist'],
      schema: z.tuple([deckText, options({ ...deck, to: z.enum(EXPORT_FORMATS).optional() })]),
    },
    pod: { names: ['the decks'], schema: z.tuple([z.array(deckInput), checkOptions]) },
    diff: { names: ['the first list', 'the second list'], schema: z.tuple([deckInput, deckInput, checkOptions]) },
    formatReport: {
      names: ['the report', 'the format'],
      schema: z.tuple([
        report,
        z.enum(REPORT_FORMATS),
        z
          .looseObject({
            lang: lang.optional(),
            width: z.number().int().nonnegative().optional(),
            version: str.optional(),
          })
          .optional(),
      ]),
    },
    catalog: { names: ['the language'], schema: z.tuple([lang]) },
    reportOf: { names: ['the deck report', 'the language'], schema: z.tuple([deckReport, lang.optional()]) },
  };
}

/** The library's entries: Node's (totem's card data) and the browser's (the caller's cards). */
export type Entry = 'node' | 'browser';
const CALLS: Record<Entry, object> = { node: callsOver(SOURCES.node), browser: callsOver(SOURCES.browser) };
export type LibraryCall = keyof ReturnType<typeof callsOver> & string;

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
 * A call's arguments checked against its schema, returned as the call declares them: String objects unboxed,
 * extra types read; the options keep the caller's own keys, and the objects given (cards, config) are the same.
 */
export function argsOf<A extends unknown[]>(entry: Entry, call: LibraryCall, args: [...A]): A {
  const { names, schema } = (CALLS[entry] as Record<LibraryCall, { names: string[]; schema: z.ZodType }>)[call];
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
