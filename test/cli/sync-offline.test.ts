import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { SHARED_OVERLAY, describeWithData } from '../helpers/dataset.js';

const temp = () => mkdtempSync(join(tmpdir(), 'totem-sync-down-'));

// The API is a dead local port (the test helper's default): nothing listens, no retry, no internet.
describeWithData('totem cards sync with the API down', () => {
  it('a filled store (a CI cache) is kept: a warning, exit 0, and check works offline', () => {
    const cache = temp();
    cpSync(SHARED_OVERLAY, join(cache, 'overlay'), { recursive: true });
    const run = totem(['cards', 'sync'], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(
      /^totem: warning: the Pokémon TCG API at .* could not be reached: connection refused \(ECONNREFUSED\); the card cache keeps its \d+ cards/m,
    );
    const check = totem(['check', 'examples/decks/charizard-ex.txt', '--offline'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache },
    });
    expect(check.status).toBe(0);
  });

  it('an empty store: exit 2, as there is nothing to check with', () => {
    const run = totem(['cards', 'sync'], { data: false, env: { TOTEM_CACHE_DIR: temp() } });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^totem: the Pokémon TCG API at .* could not be reached: connection refused \(ECONNREFUSED\)$/m,
    );
  });
});
