// The folders of src/ follow the data flow: text → entries → cards → facts → problems → report → use case →
// formatter → face (the CLI; the library entry points).
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
  ['commands', ['model', 'parse', 'cards', 'derive', 'rules', 'check', 'stats', 'format']],
  ['format', ['model']],
  ['cli', ['model', 'parse', 'cards', 'derive', 'rules', 'check', 'stats', 'commands', 'format']],
  // The library's faces (Node and browser), beside the CLI: neither imports the other.
  ['lib', ['model', 'parse', 'cards', 'derive', 'rules', 'check', 'stats', 'commands', 'format']],
  // Build-only code (dataset readers, pack builder): beside the flow, never on the check path (rules below).
  ['build', ['model', 'cards', 'derive']],
];

// What the browser core must never reach: Node's own modules, the file system, the cache and what opens it.
const NOT_IN_BROWSER = [
  '^(node:)?(fs|fs/promises|path|os|crypto|child_process|url|module|stream|http|https|net|tls|zlib|worker_threads|util)$',
  '^node:',
  '^src/build/',
  '^src/cards/cache/',
  '^src/cards/open[.]ts$',
  '^src/commands/(session|config|config-file)[.]ts$',
  '^src/lib/index[.]ts$',
  // cli-table3 brings @colors/colors, which requires util and os.
  '^src/format/table[.]ts$',
  'cli-table3',
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
        // How runtime code may reach src/build is said by the two rules below.
        pathNot: '^src/build/',
      },
    })),
    {
      name: 'build-only-code-off-the-check-path',
      comment:
        'src/build/ (dataset readers, pack builder) is loaded only when a pack must be built: runtime code never imports it statically (types excepted), only through a dynamic import of src/build/index.ts',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/build/' },
      to: { path: '^src/build/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'one-entry-into-build-only-code',
      comment: 'the one way into src/build/ from runtime code is a dynamic import of src/build/index.ts',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/build/' },
      to: { path: '^src/build/(?!index[.]ts$)', dependencyTypes: ['dynamic-import'] },
    },
    {
      name: 'browser-core-is-browser-safe',
      comment:
        'src/lib/browser.ts (the "browser" export) must not reach node: modules, the file system or the card store: the caller brings the cards',
      severity: 'error',
      from: { path: '^src/lib/browser[.]ts$' },
      to: { path: NOT_IN_BROWSER.join('|'), reachable: true },
    },
    {
      name: 'page-imports-only-the-library',
      comment:
        'web/src (the game-night page) reaches totem through the browser library alone (src/lib/browser.ts), as any page would',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^src/', pathNot: '^src/lib/browser[.]ts$' },
    },
    {
      name: 'command-folders-are-siblings',
      comment:
        'a command folder (src/commands/<name>/) never imports another: what several use lives below them (src/commands/shared/, src/commands/*.ts)',
      severity: 'error',
      from: { path: '^src/commands/([^/]+)/' },
      to: { path: '^src/commands/[^/]+/', pathNot: ['^src/commands/$1/', '^src/commands/shared/'] },
    },
    {
      name: 'no-circular',
      comment: 'modules must not depend on each other in a cycle',
      severity: 'error',
      from: { path: '^(src|web/src)/' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'a module nothing imports is dead code (rule tables and entry points excepted)',
      severity: 'error',
      from: {
        orphan: true,
        path: '^src/',
        pathNot: ['\\.test\\.ts$', '^src/cli/main\\.ts$', '^src/lib/(index|browser)\\.ts$', '\\.d\\.ts$'],
      },
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
