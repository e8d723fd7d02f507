import { defineConfig } from 'vitest/config';

// `npm run bench`'s page timings: the game-night page in Chromium, timed, run by bench/run.js and never by `npm
// test` (a speed target is a bench row, not a test that fails on a slow machine).
export default defineConfig({
  test: {
    include: ['bench/page/*.measure.ts'],
    testTimeout: 300_000,
    hookTimeout: 900_000,
    pool: 'forks',
    globalSetup: ['test/helpers/global-setup.ts'],
    env: { TOTEM_PACK_DIR: 'off' },
  },
});
