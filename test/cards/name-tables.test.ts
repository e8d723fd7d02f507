import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';

// Every library call makes a new lookup over the card data the process opened (the shipped pack over the overlay):
// the tables a lookup derives from the names (the loose-name index, the did-you-mean answers) are built once for
// that data, not once per call. Counted through the functions that build them, never timed.

const counts = vi.hoisted(() => ({ loose: 0, closest: 0 }));

vi.mock('../../src/model/spellings.js', async (original) => {
  const module = await original<typeof import('../../src/model/spellings.js')>();
  return {
    ...module,
    looseKey: (name: string) => {
      counts.loose++;
      return module.looseKey(name);
    },
  };
});

vi.mock('../../src/model/suggest.js', async (original) => {
  const module = await original<typeof import('../../src/model/suggest.js')>();
  return {
    ...module,
    closest: (...args: Parameters<typeof module.closest>) => {
      counts.closest++;
      return module.closest(...args);
    },
  };
});

const { checkDeck } = await import('../../src/lib/index.js');

const saved = { ...process.env };
beforeAll(() => {
  for (const name of Object.keys(process.env)) if (name.startsWith('TOTEM_')) delete process.env[name];
  process.env.TOTEM_PACK_DIR = SHARED_PACK;
  process.env.TOTEM_CACHE_DIR = join(mkdtempSync(join(tmpdir(), 'totem-names-')), 'cache');
});
afterAll(() => {
  process.env = saved;
});

// "Buddy Buddy Poffin" is found through the loose-name index (the card is "Buddy-Buddy Poffin"); "Pikachoo" names
// no card and gets did-you-mean names.
const deck = (extra: string): string => `1 Buddy Buddy Poffin\n1 Pikachoo\n${extra}\n`;

describeWithData('name tables kept across library calls', () => {
  it('a second checkDeck over the same opened card data builds neither the loose-name index nor the suggestions again', async () => {
    const first = await checkDeck(deck('1 Switch'), { offline: true, config: false });
    expect(first.problems.filter((p) => p.rule === 'unknown-card').map((p) => p.line)).toEqual([2]);
    // The first call built the loose index: one loose key per name of the card data (thousands).
    expect(counts.loose).toBeGreaterThan(1000);
    expect(counts.closest).toBeGreaterThan(0);
    const before = { ...counts };
    const second = await checkDeck(deck('1 Rare Candy'), { offline: true, config: false });
    const unknown = (report: typeof first) => report.problems.filter((p) => p.rule === 'unknown-card');
    expect(unknown(second).map((p) => p.message)).toEqual(unknown(first).map((p) => p.message));
    // A handful of loose keys (the lines' own), no index over every name; the typo's suggestions are kept.
    expect(counts.loose - before.loose).toBeLessThan(50);
    expect(counts.closest - before.closest).toBe(0);
  });
});
