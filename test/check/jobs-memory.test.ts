import { describe, expect, it } from 'vitest';
import { JobPool } from '../../src/check/jobs.js';
import { EMPTY_CONFIG } from '../../src/check/house-config.js';
import type { DeckCheck } from '../../src/check/run.js';
import { checkDecks } from '../../src/commands/check/index.js';
import { ENGLISH } from '../../src/model/render-message.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { deckText, synthLookup } from '../helpers/synthetic.js';

// What bounds the memory of `check` on many decks (issue #42: 10,000 decks peaked at 255 MB on 2 threads).
describe('check --jobs keeps its memory bounded', () => {
  it('a deck checked ahead holds only its report and counts until its turn, not the resolved deck', async () => {
    const session = { lookup: synthLookup(), locale: ENGLISH, configFor: () => Promise.resolve(EMPTY_CONFIG) };
    const inputs = [0, 1, 2].map((i) => ({
      path: `d${i}.txt`,
      display: `d${i}.txt`,
      read: () => Promise.resolve(parseTextDeck(deckText(['1 Blaze ex TST 1'], []), `d${i}.txt`)),
    }));
    const held: DeckCheck[] = [];
    const jobs = {
      ahead: 3,
      check: async (_input: unknown, _config: string | null, here: () => Promise<DeckCheck>) => {
        const checked = await here();
        held.push(checked);
        return checked;
      },
    };
    const run = await checkDecks(session, inputs, { configName: String, jobs });
    expect(run.report.summary.decks).toBe(3);
    expect(held).toHaveLength(3);
    for (const checked of held)
      expect(Object.keys(checked).sort()).toEqual(['newer', 'report', 'unknown', 'unverified']);
  });

  it("a worker's heap may grow to 1 GB, not the main thread's 4 GB (V8 collects it sooner)", async () => {
    const pool = new JobPool<null, number>(new URL('./fixtures/jobs-heap-worker.mjs', import.meta.url), null, 1);
    const answer = await pool.run(null);
    expect('value' in answer && answer.value).toBeGreaterThan(1000);
    expect('value' in answer && answer.value).toBeLessThan(1200);
  });
});
