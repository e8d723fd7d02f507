import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/helpers/global-setup.ts'],
    // No card pack in the tests unless one names it (TOTEM_PACK_DIR): each pins the card sources it tests.
    env: { TOTEM_PACK_DIR: 'off' },
    reporters: ['default', ['json', { outputFile: 'test-results.json' }]],
  },
});
