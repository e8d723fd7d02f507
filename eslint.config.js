// ESLint (flat config): typescript-eslint's recommended rules on the sources, the tests and the scripts.
// Formatting is Prettier's job, so eslint-config-prettier switches off every rule that would fight it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

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
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  // Only the command line prints.
  {
    files: ['src/cli/**/*.ts', 'bench/**/*.js', 'test/**/*.{ts,js}', 'scripts/**/*.js'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
