// The library's boundary: what a caller passes is checked here, once, with zod, so a wrong type is a UsageError
// naming the argument (as the CLI names a flag) instead of a TypeError from deep inside a use case.
import { z } from 'zod';
import { errorOf, UsageError } from '../model/errors.js';
import { LANGS } from '../model/i18n/locales.js';

/** A `String` object is a string: unboxed before the schema sees it. */
const unbox = (value: unknown): unknown => (value instanceof String ? value.valueOf() : value);

const str = z.preprocess(unbox, z.string());
const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', { error: 'a function' });
const plainObject = z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), {
  error: 'an object',
});
const types = z.union([str, z.array(str)], { error: 'a string or a list of strings' });

/** A whole number from 0 to 1000, as `--kos`/`--returns` take it. */
const count = z.number().int().min(0).max(1000);

const common = {
  lang: z.enum(LANGS).optional(),
  onWarning: fn.optional(),
  onLoading: fn.optional(),
  cards: plainObject.optional(),
};

const source = {
  ...common,
  offline: z.boolean().optional(),
  dataDirs: z.array(str).optional(),
  config: z.union([str, plainObject, z.literal(false)], { error: 'a path, an object or false' }).optional(),
  cwd: str.optional(),
};

const deck = {
  totem: str.optional(),
  extraTypes: types.optional(),
  file: str.optional(),
  size: z.number().nonnegative().optional(),
  variant: z.enum(['standard', 'tribute']).optional(),
};

const SCHEMAS = {
  checkDeck: z.object({ ...source, ...deck }),
  cost: z.object({
    ...source,
    kos: count.optional(),
    returns: count.optional(),
    variant: z.enum(['standard', 'tribute']).optional(),
  }),
  identity: z.object({ ...source, extraTypes: types.optional(), deck: str.optional() }),
  stats: z.object({
    ...source,
    ...deck,
    keys: z.array(str).optional(),
    model: z.enum(['plain', 'search']).optional(),
    seed: z.number().int().optional(),
    runs: z.number().int().min(1).max(1_000_000).optional(),
    variant: z.enum(['standard', 'tribute']).optional(),
  }),
} as const;

export type LibraryCall = keyof typeof SCHEMAS | 'analyzeDeck' | 'formatReport';

/** How a wrong value is shown: its type, and the value when it is short and printable. */
function shown(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'symbol') return 'a Symbol';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value === 'object' ? 'an object' : typeof value;
}

const fail = (call: string, what: string, expected: string, value: unknown): UsageError =>
  errorOf(UsageError, 'library-argument', { call, what, expected, value: shown(value) });

/** A decklist's text: a string (or String object) or its bytes. */
export function deckText(call: string, text: unknown): string | Uint8Array {
  const value = unbox(text);
  if (typeof value === 'string' || value instanceof Uint8Array) return value;
  throw fail(call, 'the decklist', 'a string or a Uint8Array', text);
}

/** A card argument (cost, identity): a string (or String object). */
export function cardText(call: string, card: unknown): string {
  const value = unbox(card);
  if (typeof value === 'string') return value;
  throw fail(call, 'the card', 'a string', card);
}

/**
 * A call's options: undefined (none) or an object whose known keys have the right types. Returned with String
 * objects unboxed; unknown keys are kept (a caller's own), the objects given (cards, config) are the same objects.
 */
export function optionsOf<T extends object>(call: keyof typeof SCHEMAS | 'analyzeDeck', options: unknown): T {
  if (options === undefined) return {} as T;
  const schema = SCHEMAS[call === 'analyzeDeck' ? 'checkDeck' : call];
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw fail(call, 'the options', 'an object', options);
  const parsed = schema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path.map(String).join('.');
    const value = issue.path.reduce<unknown>(
      (v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k as PropertyKey],
      options,
    );
    // kos and returns are said as the CLI says --kos and --returns.
    if ((key === 'kos' || key === 'returns') && typeof value === 'number')
      throw errorOf(UsageError, 'whole-number', { option: key, value: String(value) });
    throw fail(call, `option ${key}`, expectedOf(issue), value);
  }
  return { ...options, ...parsed.data } as T;
}

const ARTICLE: Record<string, string> = { array: 'a list', int: 'a whole number', number: 'a number' };

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
