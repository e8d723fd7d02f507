// `npm run graph`: the folder graph of what runs when a module is loaded — static imports only. The dynamic
// imports into src/packer/ (data dirs named) and src/sources/ (a card missing from the packs) and type-only imports
// are left out, so the graph shows that no runtime folder loads them; `npm run depcheck` checks the full picture.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads CommonJS configs
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  ...base,
  options: {
    ...base.options,
    tsPreCompilationDeps: false,
    exclude: { path: '\\.test\\.ts$', dynamic: true },
  },
};
