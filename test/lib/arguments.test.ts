import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as node from '../../src/lib/index.js';
import * as browser from '../../src/lib/browser.js';
import { MAX_DECK_BYTES } from '../../src/parse/decode.js';

// The library checks its arguments as the CLI checks its flags (issue 44 item 6): a wrong argument is a UsageError
// with a stable `code`, never a TypeError from inside, and the bounds are the CLI's.

const cards = browser.memoryIndex({ sets: () => [], cards: () => [] });
const LIST = '1 Blaze ex TST 1\n';

/** What a call threw (or resolved to). */
const outcome = (call: () => unknown): Promise<unknown> =>
  (async () => call())().then(
    (value) => ({ resolved: value }),
    (error: unknown) => error,
  );

async function usageError(call: () => unknown, code?: string): Promise<void> {
  const failure = await outcome(call);
  expect(failure).toBeInstanceOf(node.UsageError);
  expect((failure as node.UsageError).exitCode).toBe(2);
  if (code) expect((failure as node.UsageError).code).toBe(code);
}

describe('extra types in a list are checked as the string form is', () => {
  it.each([
    ['Node', () => node.checkDeck(LIST, { cards, config: false, extraTypes: ['Bogus'] as never })],
    ['browser', () => browser.checkDeck(LIST, { cards, extraTypes: ['Bogus'] as never })],
    ['identity', () => browser.identity('Blaze ex TST 1', { cards, extraTypes: ['Bogus'] as never })],
    ['the string form', () => browser.checkDeck(LIST, { cards, extraTypes: 'Bogus' })],
  ])('%s: extraTypes ["Bogus"] is a UsageError', async (_name, call) => {
    await usageError(call, 'not-a-type');
  });
});

describe('diff() refuses what the CLI refuses: a list that is no deck', () => {
  const binary = new Uint8Array([0, 1, 2, 0, 255, 254, 0, 0]);
  const huge = 'x'.repeat(MAX_DECK_BYTES + 1);
  it.each([
    ['two binary files (browser)', () => browser.diff({ text: binary }, { text: binary }, { cards })],
    ['two 2 MB texts (browser)', () => browser.diff({ text: huge }, { text: huge }, { cards })],
    ['two binary files (Node)', () => node.diff({ text: binary }, { text: binary }, { cards, config: false })],
  ])('%s: a UsageError, not same: true', async (_name, call) => {
    await usageError(call, 'diff-unreadable');
  });
});

describe('findCards takes the bounds of cards find --limit, --category and --why', () => {
  it.each([
    ['limit -1', { limit: -1 }],
    ['limit 1e9', { limit: 1e9 }],
    ['limit NaN', { limit: NaN }],
    ['limit 2.5', { limit: 2.5 }],
    ['category "bogus"', { category: 'bogus' }],
    ['why 42', { fits: 'Blaze ex TST 1', why: 42 }],
  ])('%s is a UsageError', async (_name, options) => {
    await usageError(() => browser.findCards('', { cards, ...(options as object) }), 'library-argument');
    await usageError(() => node.findCards('', { cards, config: false, ...(options as object) }), 'library-argument');
  });

  it('totems takes --limit as cards find does', async () => {
    await usageError(() => browser.totems('Fire', { cards, limit: 0 }), 'library-argument');
  });
});

/** Each documented call with arguments that conform, for both entries (the cards: an empty memory index), and
 * the options it takes besides `cards`, each with values of a wrong type. */
type Call = (...args: unknown[]) => unknown;
const report = await browser.checkDeck(LIST, { cards });
const text = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { minLength: 1 }));
const num = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.constant(NaN), fc.constant(-1));
const COMMON = { lang: fc.constantFrom('fr', 1, null), onWarning: text, onLoading: text };
const DECK = { ...COMMON, totem: text, extraTypes: fc.constantFrom(1, ['Bogus'], 'Nope', [1]), file: text, size: num };
const CALLS: [name: string, valid: unknown[], options: Record<string, fc.Arbitrary<unknown>>][] = [
  ['checkDeck', [LIST, { cards }], DECK],
  ['analyzeDeck', [LIST, { cards }], DECK],
  ['cost', ['Blaze ex TST 1', { cards }], { ...COMMON, kos: num, returns: num }],
  ['identity', ['Blaze ex TST 1', { cards }], { ...COMMON, extraTypes: DECK.extraTypes, deck: text }],
  [
    'stats',
    [LIST, { cards }],
    { ...DECK, keys: fc.constantFrom(1, 'Charizard', [1]), model: text, seed: num, runs: num },
  ],
  [
    'findCards',
    ['Blaze', { cards }],
    { ...COMMON, fits: text, type: text, limit: num, includeBanned: fc.constantFrom(1, 'yes', null) },
  ],
  ['totems', ['Fire', { cards }], { ...COMMON, query: text, limit: num }],
  ['sample', [LIST, { cards }], { ...DECK, seed: num, turns: num }],
  ['exportDeck', [LIST, { cards }], { ...DECK, to: text }],
  ['pod', [[{ text: LIST }], { cards }], DECK],
  ['diff', [{ text: LIST }, { text: LIST }, { cards }], DECK],
  ['formatReport', [report, 'json', {}], { lang: COMMON.lang, width: num, version: text }],
  ['catalog', ['en'], {}],
  ['reportOf', [report, 'en'], {}],
];

/** A value of no type a call takes as a positional argument. */
const notAnArgument = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.bigInt(),
  fc.constant(Symbol('x')),
  fc.array(fc.integer(), { minLength: 1 }),
  fc.constant(() => 1),
);

const ENTRIES = { node, browser } as unknown as Record<string, Record<string, Call>>;

describe('any non-conforming argument is a UsageError, never a TypeError', () => {
  it.each([
    ['undefined', undefined],
    ['42', 42],
    ['{}', {}],
  ])('every call, both entries, with %s as each argument in turn', async (_name, value) => {
    for (const [entryName, entry] of Object.entries(ENTRIES))
      for (const [name, valid] of CALLS)
        for (let i = 0; i < valid.length; i++) {
          const isOptions = typeof valid[i] === 'object' && valid[i] !== null && 'cards' in (valid[i] as object);
          // What conforms: no options or {} in the Node entry (its own card data), totems with no types.
          if (isOptions && entryName === 'node' && value !== 42) continue;
          if (value === undefined && ((name === 'totems' && i === 0) || (name === 'reportOf' && i === 1))) continue;
          if (name === 'formatReport' && i === 2 && value !== 42) continue;
          const failure = await outcome(() => entry[name]!(...valid.with(i, value)));
          expect(failure, `${entryName} ${name} argument ${i}: ${String(value)}`).toBeInstanceOf(node.UsageError);
        }
  });

  it('property: a wrong value as any argument, or as any option a call takes, rejects with a UsageError', async () => {
    const cases = fc.oneof(
      fc.tuple(fc.constantFrom(...CALLS), fc.nat(), notAnArgument).map(([[name, valid], at, bad]) => ({
        name,
        args: valid.with(at % valid.length, bad),
      })),
      fc.constantFrom(...CALLS.filter(([, , options]) => Object.keys(options).length)).chain(([name, valid, options]) =>
        fc
          .oneof(...Object.entries(options).map(([key, bad]) => bad.map((value) => ({ key, value }))))
          .map(({ key, value }) => {
            const at = name === 'formatReport' ? 2 : valid.length - 1;
            return { name, args: valid.with(at, { ...(valid[at] as object), [key]: value }) };
          }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cases, fc.constantFrom('node', 'browser'), async ({ name, args }, entry) => {
        const failure = await outcome(() => ENTRIES[entry]![name]!(...args));
        expect(failure).not.toBeInstanceOf(TypeError);
        expect(failure).toBeInstanceOf(node.UsageError);
      }),
      { numRuns: 400 },
    );
  });
});
