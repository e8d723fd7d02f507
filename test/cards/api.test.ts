import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from '../helpers/fake-api.js';
import { freshApiLookup } from '../helpers/api-lookup.js';
import { checkParsedDeck } from '../../src/check/run.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { ROOT } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';

let api: FakeApi;

const deckFile = (name: string) => parseTextDeck(readFileSync(join(ROOT, 'examples/decks', name), 'utf8'), name);

describeWithData('API client against a local API', () => {
  beforeAll(async () => {
    api = await startFakeApi(DATA_DIR);
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    api.requests.length = 0;
    api.faults.length = 0;
    api.latencyMs = 0;
  });

  it('resolves a 100-card deck from an empty store in at most 3 requests', async () => {
    const { lookup, store } = freshApiLookup(api);
    const { report } = await checkParsedDeck(deckFile('charizard-ex.txt'), lookup, { context: { bans: [] } });
    expect(report.problems).toEqual([]);
    expect(report.valid).toBe(true);
    expect(api.requests.length).toBeLessThanOrEqual(3);
    expect(store.count()).toBeGreaterThanOrEqual(70);
    // A second check needs no request at all: everything is in the store.
    const before = api.requests.length;
    await checkParsedDeck(deckFile('charizard-ex.txt'), lookup, { context: { bans: [] } });
    expect(api.requests.length).toBe(before);
  });

  it('sends the API key as X-Api-Key', async () => {
    const { lookup } = freshApiLookup(api, { apiKey: 'secret-key-123' });
    await lookup.prefetch([{ id: 'sv3-125' }]);
    expect(api.requests.every((r) => r.apiKey === 'secret-key-123')).toBe(true);
  });
});
