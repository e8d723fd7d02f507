// The folders of src/ follow the data flow: text → entries → cards → facts → problems → report → use case →
// formatter → face (the CLI; the library entry points).
// Each layer may import the layers before it and the shared model; nothing imports a layer after it.
// `npm run depcheck` (part of `npm test`) fails on any import that goes against the flow.
const LAYERS = [
  ['model', []],
  // Reading regular files only, bounded, and writing whole (temp file + rename): Node's file system, below every
  // folder that reads or writes one.
  ['files', ['model']],
  ['parse', ['model']],
  // The card runtime: pack reader, lookup, the overlay, fingerprint. It imports neither sources nor the packer.
  ['cards', ['model', 'files']],
  // The card API clients: loaded only when a line is missing from the packs (rules below).
  ['sources', ['model', 'files', 'cards']],
  ['derive', ['model', 'cards']],
  ['rules', ['model', 'derive']],
  ['check', ['model', 'parse', 'cards', 'derive', 'rules']],
  ['stats', ['model', 'cards', 'derive']],
  ['commands', ['model', 'files', 'parse', 'cards', 'derive', 'rules', 'check', 'stats', 'format']],
  ['format', ['model']],
  ['cli', ['model', 'files', 'parse', 'cards', 'derive', 'rules', 'check', 'stats', 'commands', 'format']],
  // The library's faces (Node and browser), beside the CLI: neither imports the other.
  ['lib', ['model', 'files', 'parse', 'cards', 'derive', 'rules', 'check', 'stats', 'commands', 'format']],
  // The pack builder (dataset readers, data-dir merge, pack writer): beside the flow, never on the check path
  // (rules below).
  ['packer', ['model', 'files', 'cards', 'sources', 'derive']],
];

// What the browser core must never reach: Node's own modules, the file system, the cache and what opens it.
const NOT_IN_BROWSER = [
  '^(node:)?(fs|fs/promises|path|os|crypto|child_process|url|module|stream|http|https|net|tls|zlib|worker_threads|util)$',
  '^node:',
  '^src/packer/',
  '^src/sources/',
  '^src/cards/cache/',
  '^src/files/',
  '^src/cards/open[.]ts$',
  '^src/commands/shared/(session|files)[.]ts$',
  '^src/lib/index[.]ts$',
  // The terminal's tables (the browser core draws none); cli-table3 (a test's reference) brings @colors/colors.
  '^src/format/table[.]ts$',
  'cli-table3',
];

const names = LAYERS.map(([name]) => name);

/** What a face may import: the registry, a command's entry, what every command shares, the model (and itself). */
const FACE_IMPORTS = [
  '^src/(cli|lib|model)/',
  '^src/commands/(registry|context)[.]ts$',
  '^src/commands/[^/]+/(index|result|options|words)[.]ts$',
  '^src/commands/shared/',
];

// What a face file imports past the registry, each for a reason said here and in docs/architecture.md ("The faces
// import the registry"); a file not named here imports nothing past it, and one named here nothing more than this.
const FACE_DEBT = {
  // The output boundary turns the formatters' colour marks and table into terminal text: the one printer of both.
  'src/cli/output.ts': ['format/style', 'format/table'],
  // The library's calls: each list's text read as `check` reads a file, the call run over the served pack's retry
  // on checkOneDeck (what `check` runs per list), a config's content validated, an export's text.
  'src/lib/calls.ts': [
    'check/config-schema',
    'check/house-config',
    'check/run',
    'check/served-pack',
    'format/export',
    'parse/decode',
    'parse/index',
  ],
  // The Node entry's summary table of several decks (the terminal's table writer: the browser core draws none).
  'src/lib/index.ts': ['format/table'],
  // What both entries export besides the calls: formatReport over the formats' registry, reportOf over
  // finishReport, catalog over every message table, the served pack's error.
  'src/lib/shared.ts': [
    'check/run',
    'check/served-pack',
    'format/messages',
    'format/registry',
    'format/style',
    'rules/index',
  ],
  // What a page lays a report out with, re-exported once: the pack reader, the decoder, words and helpers.
  'src/lib/browser.ts': [
    'cards/pack/reader',
    'check/run',
    'derive/cost',
    'derive/search-encode',
    'format/messages',
    'format/stats-messages',
    'format/stats-text',
    'parse/decode',
    'parse/headers',
  ],
  // A page's way to TCGdex: a library entry of its own over the card runtime and the TCGdex client.
  'src/lib/browser-online.ts': ['cards/', 'sources/'],
};

/**
 * Runtime code loads src/<folder>/ only through a dynamic import of its index.ts, when it is needed (types
 * excepted, and `also`, a module of it that may be imported statically).
 */
const loadedLazily = (folder, when, also, entry) => [
  {
    name: `${folder}-loaded-lazily`,
    comment: `runtime code loads src/${folder}/ only when ${when}: never statically (types${also ? ` and ${also}.ts` : ''} excepted), only through a dynamic import of src/${folder}/index.ts${entry ? ` (and ${entry}, a library entry of its own)` : ''}`,
    severity: 'error',
    from: { path: '^src/', pathNot: ['^src/(sources|packer)/', ...(entry ? [`^${entry}$`] : [])] },
    to: {
      path: also ? `^src/${folder}/(?!${also}[.]ts$)` : `^src/${folder}/`,
      dependencyTypesNot: ['dynamic-import', 'type-only'],
    },
  },
  {
    name: `one-entry-into-${folder}`,
    comment: `the one way into src/${folder}/ from runtime code is a dynamic import of src/${folder}/index.ts`,
    severity: 'error',
    from: { path: '^src/', pathNot: '^src/(sources|packer)/' },
    to: { path: `^src/${folder}/(?!index[.]ts$)`, dependencyTypes: ['dynamic-import'] },
  },
];

module.exports = {
  forbidden: [
    ...LAYERS.map(([layer, allowed]) => ({
      name: `${layer}-imports-only-earlier-layers`,
      comment: `src/${layer} may import only ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'itself'} (the data flow is ${names.join(' → ')})`,
      severity: 'error',
      from: { path: `^src/${layer}/` },
      to: {
        path: `^src/(?!(${[layer, ...allowed].join('|')})/)[^/]+/`,
        // How runtime code may reach src/sources/ and src/packer/ is said by the rules below.
        pathNot: '^src/(sources|packer)/',
      },
    })),
    ...loadedLazily('packer', 'data dirs are named (a pack to open or build)'),
    {
      name: 'cards-imports-neither-sources-nor-packer',
      comment:
        'src/cards/ (the runtime) is handed the API clients and the pack builder as functions (src/commands/card-env.ts); it never imports src/sources/ or src/packer/, not even a type',
      severity: 'error',
      from: { path: '^src/cards/' },
      to: { path: '^src/(sources|packer)/' },
    },
    // settings.ts: the settings a run checks as it starts, whether or not a card is missing.
    // src/lib/browser-online.ts: a page's way to TCGdex, an entry only a page that goes online loads.
    ...loadedLazily(
      'sources',
      'a line is missing from the packs or `cards sync` runs',
      'settings',
      'src/lib/browser-online.ts',
    ),
    {
      name: 'sources-never-import-the-packer',
      comment: 'src/packer/ imports src/sources/ (the dataset layouts, normalisation), never the other way',
      severity: 'error',
      from: { path: '^src/sources/' },
      to: { path: '^src/packer/' },
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
      to: { path: '^src/', pathNot: '^src/lib/browser(-online|-data)?[.]ts$' },
    },
    ...[null, ...Object.keys(FACE_DEBT)].map((file) => ({
      name: 'faces-import-the-registry',
      comment: `the faces (src/cli, src/lib) reach a command through the registry (src/commands/registry.ts), its entry (index.ts, result.ts, options.ts, words.ts) and what every command shares (src/commands/shared/, context.ts), and the model${file ? `; ${file} still reaches ${FACE_DEBT[file].join(', ')}, and nothing more` : ''}`,
      severity: 'error',
      from: file
        ? { path: `^${file}$` }
        : { path: '^src/(cli|lib)/', pathNot: Object.keys(FACE_DEBT).map((f) => `^${f}$`) },
      to: {
        path: '^src/',
        pathNot: [
          ...FACE_IMPORTS,
          ...(file ? FACE_DEBT[file].map((m) => `^src/${m}${m.endsWith('/') ? '' : '[.]ts$'}`) : []),
        ],
      },
    })),
    {
      name: 'command-folders-are-siblings',
      comment:
        'a command folder (src/commands/<name>/) never imports another: what several use lives below them (src/commands/shared/, src/commands/context.ts, src/check/)',
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
        pathNot: [
          '\\.test\\.ts$',
          '^src/cli/main\\.ts$',
          '^src/lib/(index|browser|browser-online)\\.ts$',
          '\\.d\\.ts$',
        ],
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
