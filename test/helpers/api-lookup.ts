import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, ApiRemote } from '../../src/cards/sources/pokemontcg/api.js';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { CardStore } from '../../src/cards/store/store.js';
import type { FakeApi } from './fake-api.js';

/** A lookup with an empty store of its own, backed by the fake API; short waits so fault tests stay quick. */
export function freshApiLookup(api: FakeApi, options: { apiKey?: string; timeoutMs?: number; retries?: number } = {}) {
  const store = new CardStore(join(mkdtempSync(join(tmpdir(), 'totem-api-')), 'cards.sqlite'));
  const client = new ApiClient({
    baseUrl: api.url,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? 2000,
    retries: options.retries ?? 3,
    baseDelayMs: 20,
    maxWaitMs: 3000,
  });
  const warnings: string[] = [];
  const remote = new ApiRemote(client, store, (m) => warnings.push(m));
  return { store, client, remote, lookup: new CardLookup(store, remote, (m) => warnings.push(m)), warnings };
}
