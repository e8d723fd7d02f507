import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, ApiRemote, type ApiOptions } from '../../src/sources/pokemontcg/api.js';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import type { FakeApi } from './fake-api.js';

/**
 * A lookup with an empty overlay of its own, backed by the fake API; short retry waits so fault tests stay quick.
 * The idle timeout is wide: the stand-in runs in the test's own process, which a busy machine (or the sync's own
 * parsing) can keep from answering for seconds. Tests of the timeouts name their own.
 */
export function freshApiLookup(api: FakeApi, options: Omit<ApiOptions, 'baseUrl'> = {}) {
  const store = new CardCache(join(mkdtempSync(join(tmpdir(), 'totem-api-')), 'overlay'));
  const client = new ApiClient({
    timeoutMs: 30_000,
    retries: 3,
    baseDelayMs: 20,
    maxWaitMs: 3000,
    ...options,
    baseUrl: api.url,
  });
  const warnings: string[] = [];
  const remote = new ApiRemote(client, store, (m) => warnings.push(String(m)));
  return { store, client, remote, lookup: new CardLookup(store, remote, (m) => warnings.push(String(m))), warnings };
}
