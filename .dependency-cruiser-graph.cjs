// `npm run graph`: the folder graph of what runs when a module is loaded — static imports only. The one dynamic
// import into src/packer/ (a pack being built) and type-only imports are left out, so the graph shows that no
// runtime folder loads the build-only code; `npm run depcheck` checks the full picture with the real rules.
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
