import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeApi, type FakeApi } from './fake-api.js';
import { DATA_DIR } from './dataset.js';

/**
 * A fake Pokémon TCG API for the tests of one `describe`: started once, reset (requests, faults, latency) before
 * each test, closed after. Read it through the returned getter inside tests.
 */
export function useFakeApi(): () => FakeApi {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi(DATA_DIR);
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(() => {
    api.requests.length = 0;
    api.faults.length = 0;
    api.mode = null;
    api.latencyMs = 0;
    api.setCount = null;
  });
  return () => api;
}
