import { cpSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';
import { describeWithTcgdex } from '../helpers/tcgdex.js';
import { checkDeck, cost, identity, stats, UsageError } from '../../src/lib/index.js';
import * as browser from '../../src/lib/browser.js';
import { memoryIndex } from '../../src/lib/browser.js';

// The Node entry as a user's program meets it: no TOTEM_DATA_DIR, no dataset, the shipped card pack alone
// (here a copy of the tests' pack, named by TOTEM_PACK_DIR as the shipped one is found by its place).

const CHARIZARD = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const saved = { ...process.env };
let pack: string;

beforeAll(() => {
  for (const name of Object.keys(process.env)) if (name.startsWith('TOTEM_')) delete process.env[name];
  const dir = mkdtempSync(join(tmpdir(), 'totem-lib-'));
  pack = join(dir, 'pack');
  cpSync(SHARED_PACK, pack, { recursive: true });
  process.env.TOTEM_PACK_DIR = pack;
  process.env.TOTEM_CACHE_DIR = join(dir, 'cache');
});

afterAll(() => {
  process.env = saved;
});

describeWithData('the Node library on the card pack alone', () => {
  describeWithTcgdex('built from both datasets', () => {
    it("checkDeck(text, { offline: true }), docs/library.md's first call, answers from the pack (no 'preload is not a function')", async () => {
      const report = await checkDeck(CHARIZARD, { offline: true, config: false });
      expect(report.valid).toBe(true);
      expect(report.totem?.name).toBe('Charizard ex');
    });

    it('keeps the card data it opened: a later call reads no pack again (here: the pack moved away meanwhile)', async () => {
      await checkDeck(CHARIZARD, { offline: true, config: false });
      renameSync(pack, `${pack}-moved`);
      try {
        const again = await checkDeck(CHARIZARD, { offline: true, config: false });
        expect(again.valid).toBe(true);
      } finally {
        renameSync(`${pack}-moved`, pack);
      }
    });

    it('cost and identity take the data options of checkDeck (offline, dataDirs), and kos: 1 works', async () => {
      const one = await cost('Charizard ex OBF 125', { offline: true, config: false, kos: 1 });
      expect(one).toMatchObject({ invocationCost: expect.any(Number) });
      const who = await identity('Charizard ex OBF 125', { offline: true, config: false });
      expect(who).toHaveProperty('types');
      await expect(cost('Charizard ex OBF 125', { dataDirs: [join(tmpdir(), 'no-such-dataset')] })).rejects.toThrow(
        /no-such-dataset/,
      );
    });

    it('a String object is a string', async () => {
      const boxed = new String(CHARIZARD) as unknown as string;
      expect((await checkDeck(boxed, { offline: true, config: false })).valid).toBe(true);
    });
  });
});

it.each([
  ['kos 2.5', { kos: 2.5 }],
  ['kos 1e9', { kos: 1e9 }],
  ['kos -5', { kos: -5 }],
  ['kos NaN', { kos: NaN }],
  ['returns 2.5', { returns: 2.5 }],
  ['returns -1', { returns: -1 }],
])('cost with %s is a UsageError, as the CLI says it', async (_name, options) => {
  const failure = await cost('Charizard ex OBF 125', { offline: true, ...options }).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(UsageError);
  expect((failure as UsageError).message).toMatch(/^(kos|returns) takes a whole number from 0 to 1000/);
});

const WRONG: [string, unknown, unknown][] = [
  ['null', null, undefined],
  ['42', 42, undefined],
  ['{}', {}, undefined],
  ['[deck]', [CHARIZARD], undefined],
  ['a Symbol', Symbol('deck'), undefined],
  ['options null', CHARIZARD, null],
  ['options 42', CHARIZARD, 42],
  ['dataDirs a string', CHARIZARD, { dataDirs: '/data' }],
  ['offline "yes"', CHARIZARD, { offline: 'yes' }],
  ['lang "fr"', CHARIZARD, { lang: 'fr' }],
  ['onWarning 1', CHARIZARD, { onWarning: 1 }],
];

it.each(WRONG)(
  'checkDeck with %s is a UsageError naming the argument, not a TypeError',
  async (_name, text, options) => {
    const failure = await checkDeck(text as string, options as object).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UsageError);
    expect((failure as UsageError).exitCode).toBe(2);
    expect((failure as UsageError).message).toMatch(/^checkDeck: (the decklist|the options|option \w+) must be /);
  },
);

it.each([
  ['cost', () => cost(null as unknown as string)],
  ['identity', () => identity(42 as unknown as string)],
  ['stats', () => stats({} as unknown as string)],
  ['stats runs 0', () => stats(CHARIZARD, { runs: 0 })],
])('%s with a wrong input is a UsageError', async (_name, call) => {
  await expect(call()).rejects.toBeInstanceOf(UsageError);
});

it('the browser entry checks the same, and takes config: false like the Node entry', async () => {
  const cards = memoryIndex({ sets: () => [], cards: () => [] });
  await expect(browser.checkDeck(null as unknown as string, { cards })).rejects.toBeInstanceOf(UsageError);
  await expect(browser.checkDeck(CHARIZARD, null as unknown as { cards: typeof cards })).rejects.toBeInstanceOf(
    UsageError,
  );
  await expect(browser.cost('Charizard ex', { cards, kos: 2.5 })).rejects.toBeInstanceOf(UsageError);
  const report = await browser.checkDeck('4 Basic {R} Energy SVE 2', { cards, config: false });
  expect(report.config).toBeNull();
});
