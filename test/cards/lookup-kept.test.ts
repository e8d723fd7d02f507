import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CardPack } from '../../src/cards/pack/reader.js';
import type { CardIndex } from '../../src/cards/card-index.js';
import { checkDeck, memoryIndex } from '../../src/lib/index.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';
import { SETS, card } from '../helpers/synthetic.js';

// Every library call makes a new lookup over the card data the process opened (the shipped pack over the overlay,
// offline: nothing adds cards to it). What its lines resolved to is kept with that data, as one CLI run's decks
// share one lookup: a second call reads no printing again. Counted through the pack's reads, never timed.

const saved = { ...process.env };
beforeAll(() => {
  for (const name of Object.keys(process.env)) if (name.startsWith('TOTEM_')) delete process.env[name];
  process.env.TOTEM_PACK_DIR = SHARED_PACK;
  process.env.TOTEM_CACHE_DIR = join(mkdtempSync(join(tmpdir(), 'totem-kept-')), 'cache');
});
afterAll(() => {
  process.env = saved;
  vi.restoreAllMocks();
});

const deck = '1 Charizard ex OBF 125\n1 Charmander MEW 4\n1 Switch SVI 194\n1 Pikachoo OBF 999\n';

describeWithData('resolutions kept across library calls', () => {
  it('a second checkDeck of the same lines over the same opened pack looks up no printing again, and says the same', async () => {
    const reads = vi.spyOn(CardPack.prototype, 'bySetNumber');
    const first = await checkDeck(deck, { offline: true, config: false });
    expect(reads.mock.calls.length).toBeGreaterThan(0);
    reads.mockClear();
    const second = await checkDeck(deck, { offline: true, config: false });
    expect(reads).not.toHaveBeenCalled();
    expect(second).toEqual(first);
  });

  it("a caller's own index is asked again on every call (it may have changed between them)", async () => {
    const indexOf = (name: string) => memoryIndex({ sets: () => SETS, cards: () => [card({ id: 'tst-1', name })] });
    let current = indexOf('Switch');
    // An index whose cards the caller swaps between calls: every method asks the current one.
    const index = new Proxy({} as CardIndex, {
      get: (_, key) => (current as never)[key],
      has: (_, key) => key in current,
    });
    const rules = async () =>
      (await checkDeck('1 Switch\n', { cards: index, config: false })).problems
        .filter((p) => p.line === 1)
        .map((p) => p.rule);
    expect(await rules()).not.toContain('unknown-card');
    current = indexOf('Rare Candy');
    expect(await rules()).toContain('unknown-card');
  });
});
