// The folders of src/ follow the data flow: text → entries → cards → facts → problems → report → output.
// Each layer may import the layers before it and the shared model; nothing imports a layer after it.
// `npm run depcheck` (part of `npm test`) fails on any import that goes against the flow.
const LAYERS = [
  ['model', []],
  ['parse', ['model']],
  ['cards', ['model']],
  ['derive', ['model', 'cards']],
  ['rules', ['model', 'derive']],
  ['check', ['model', 'parse', 'cards', 'derive', 'rules']],
  ['stats', ['model', 'cards', 'derive']],
  ['format', ['model']],
  ['cli', ['model', 'parse', 'cards', 'derive', 'rules', 'check', 'stats', 'format']],
];

const names = LAYERS.map(([name]) => name);

module.exports = {
  forbidden: [
    ...LAYERS.map(([layer, allowed]) => ({
      name: `${layer}-imports-only-earlier-layers`,
      comment: `src/${layer} may import only ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'itself'} (the data flow is ${names.join(' → ')})`,
      severity: 'error',
      from: { path: `^src/${layer}/` },
      to: {
        path: `^src/(?!(${[layer, ...allowed].join('|')})/)[^/]+/`,
      },
    })),
    {
      name: 'no-circular',
      comment: 'modules must not depend on each other in a cycle',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'a module nothing imports is dead code (rule tables and entry points excepted)',
      severity: 'error',
      from: { orphan: true, path: '^src/', pathNot: ['\\.test\\.ts$', '^src/cli/main\\.ts$', '\\.d\\.ts$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^src/[^/]+' },
    },
  },
};
