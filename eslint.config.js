// ESLint (flat config): typescript-eslint's recommended rules on the sources, the tests and the scripts.
// Formatting is Prettier's job, so eslint-config-prettier switches off every rule that would fight it.
// eslint-plugin-regexp on the code that reads untrusted text (src/, scripts/): super-linear backtracking and
// super-linear moves are errors, since a pattern that reads a decklist, card data, a file name or an API answer must
// run in linear time (one 1,000-character line once hung the reader for over a minute).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import regexp from 'eslint-plugin-regexp';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test/fixtures/', 'web/dist/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        fetch: 'readonly',
        setImmediate: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'error',
      // The sanitisers exist to find control characters; a regex naming them is the point.
      'no-control-regex': 'off',
    },
  },
  // The game-night page runs in a browser and its worker: TypeScript (web/tsconfig.json) knows those globals.
  { files: ['web/src/**/*.ts'], rules: { 'no-undef': 'off' } },
  {
    files: ['src/**/*.ts', 'scripts/**/*.js', 'bin/**/*.js'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // bin/ is CommonJS too (bin/package.json): bin/totem.js says why.
    files: ['**/*.cjs', 'bin/**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Only the command line prints.
  {
    files: ['src/cli/**/*.ts', 'bench/**/*.{ts,js}', 'test/**/*.{ts,js}', 'scripts/**/*.js'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
