import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import type { FakeApi } from '../helpers/fake-api.js';
import { useFakeApi } from '../helpers/use-fake-api.js';
import { freshApiLookup } from '../helpers/api-lookup.js';
import { checkParsedDeck } from '../../src/check/run.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { ROOT } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

let api: FakeApi;

const deckFile = (name: string) => parseTextDeck(readFileSync(join(ROOT, 'examples/decks', name), 'utf8'), name);

describeWithData('API client against a local API', () => {
  const fakeApi = useFakeApi();
  beforeEach(() => {
    api = fakeApi();
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
