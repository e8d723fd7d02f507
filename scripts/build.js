// `npm run build`, `prepare` and `prepack`: dist/ from src/ with TypeScript, from scratch, so that a file moved
// or deleted in src/ leaves nothing behind in dist/ (and so in the published package); then the CLI as one
// file, dist/bundle/totem.cjs (esbuild), which bin/totem.js runs: one file to read instead of ~90 modules to
// resolve, and CommonJS so that bin/load-bundle.js can compile it with V8's code cache on every Node (Node 20 has
// no module.enableCompileCache). The library's Node entry (dist/lib/index.js) runs its own such bundle,
// dist/bundle/lib.cjs; the browser entry (dist/lib/browser.js) is bundled as an ES module; their types stay
// TypeScript's output.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Packages set up on their first use, not as the bundle starts (a `require` in a bundle is esbuild's own lazily
 * run module): string-width (src/format/full-width.ts) makes an Intl.Segmenter as it loads (~20 ms on Node 20), and
 * most runs write one-column text only (src/format/text-width.ts counts that itself); env-paths asks node:os for
 * the home and temp folders as it loads, and a run given TOTEM_CACHE_DIR never needs them; chalk asks the terminal
 * what it supports as it loads, and a run without colours (a pipe, CI, NO_COLOR) never paints.
 */
const LAZY_PACKAGES = {
  'env-paths': "export default (...args) => require('env-paths').default(...args);\n",
  chalk: "export function Chalk(options) { return new (require('chalk').Chalk)(options); }\n",
};
const lazyPackages = {
  name: 'lazy-packages',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]format[\\/]full-width\.ts$/ }, (args) => ({
      contents:
        "let measure;\nexport const fullWidth = (text) => (measure ??= require('string-width').default)(text);\n",
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    build.onResolve({ filter: /^(?:env-paths|chalk)$/ }, (args) =>
      args.namespace === 'lazy-package' ? undefined : { path: args.path, namespace: 'lazy-package' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => ({
      contents: LAZY_PACKAGES[args.path],
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/**
 * totem's version and page (src/check/version.ts reads them from package.json as it loads): written into the bundles
 * as they are built, with the package.json they are built with, instead of a file read and parsed by every run.
 */
const versionInlined = {
  name: 'version-inlined',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]check[\\/]version\.ts$/ }, () => {
      const { version, homepage = '' } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
      return {
        contents: `export const VERSION = ${JSON.stringify(version)};\nexport const HOMEPAGE = ${JSON.stringify(homepage)};\n`,
        loader: 'js',
      };
    });
  },
};

/**
 * Node modules that a run of the CLI may not need get a stand-in in the bundle that loads the real module the
 * first time one of its exports is read: commander requires node:child_process as it loads, for subcommands that
 * are programs of their own (totem has none: child_process, net and dgram, ~2 ms); crypto is for digests a stamped
 * pack file skips (~3 ms); os and worker_threads are for `check --jobs` with more than one deck (~3 ms). The
 * stand-in has a getter per export of the real module (read here, at build time): an `import { x }` in the bundle
 * reads `x` where it is used, so nothing loads until then.
 */
const LAZY_BUILTINS = /^(?:node:)?(child_process|crypto|os|worker_threads)$/;
const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(build) {
    build.onResolve({ filter: LAZY_BUILTINS }, (args) =>
      args.namespace === 'lazy' ? undefined : { path: LAZY_BUILTINS.exec(args.path)[1], namespace: 'lazy' },
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, (args) => ({
      contents: `for (const key of ${JSON.stringify(Object.keys(require(`node:${args.path}`)))})
  Object.defineProperty(exports, key, { enumerable: true, get: () => require('node:${args.path}')[key] });\n`,
      loader: 'js',
    }));
  },
};

/**
 * zod's namespace re-exports every language of its own error messages (`z.locales`, ~60 files, 400 KB of a
 * bundle); totem words its messages itself and zod sets up English only, so the bundles get that one.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: "export { default as en } from './en.js';\n",
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * zod is a quarter of the CLI's bundle (~280 KB) and no check of a list needs it: only a house config, an API's
 * answer or a pack being built is checked against a schema (each imported on its first use). Bundled in, every run
 * paid for it all the same: esbuild sets up its namespaces (~900 getters) where the bundle starts, and every function
 * of it is an entry of the code cache to read and deserialize. So the CLI and its worker threads load zod from a
 * bundle of its own, dist/bundle/zod.cjs, the first time a schema is used, with its own code cache
 * (bin/load-bundle.js). The library's bundle keeps it inside: the library sets up its schemas as it loads.
 */
const zodApart = {
  name: 'zod-apart',
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, () => ({ path: 'zod', namespace: 'zod-apart' }));
    build.onLoad({ filter: /.*/, namespace: 'zod-apart' }, () => ({
      contents: "module.exports = require('../../bin/load-bundle.js').loadBundle(`${__dirname}/zod.cjs`, 'zod');\n",
      loader: 'js',
    }));
    build.onResolve({ filter: /^\.\.\/\.\.\/bin\/load-bundle\.js$/, namespace: 'zod-apart' }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

/**
 * esbuild escapes what is not ASCII in strings, not in regular expression literals (`/[★☆]/`): those are escaped
 * here, `\uXXXX` per UTF-16 code unit, which means the same in a regular expression (with or without the `u` flag)
 * as in a string. A character after a backslash would change meaning, so that stops the build instead.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  if (/\\[^\x00-\x7f]/.test(text)) throw new Error(`${file}: a non-ASCII character after a backslash`);
  const ascii = text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  writeFileSync(file, ascii);
}

/** The CLI bundle (esbuild's async build: plugins need it). Native and data-heavy packages stay outside it. */
async function bundle() {
  const esbuild = require('esbuild');
  const options = {
    absWorkingDir: root,
    outdir: 'dist/bundle',
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // The API SDK is loaded only on the network path. The build-only code (src/packer/) is in the bundle, but
    // behind a dynamic import: evaluated only when a pack of data dirs is built.
    external: ['pokemontcgsdk', '@babel/parser'],
    // The sources are ES modules that find their files from import.meta.url; in CommonJS that is the bundle's own URL.
    banner: { js: "const __totemUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { 'process.env.TOTEM_BUNDLED': '"1"', 'import.meta.url': '__totemUrl' },
    legalComments: 'none',
    // No comments or indentation (a smaller file to read), and every character ASCII (below): bin/load-bundle.js
    // then reads it as one-byte text, faster than decoding UTF-8. Names are kept, so the code reads as written.
    minifyWhitespace: true,
    charset: 'ascii',
    logLevel: 'warning',
  };
  const plugins = [lazyPackages, lazyBuiltins, zodEnglishOnly, versionInlined];
  await Promise.all([
    // The CLI, and the worker threads `check --jobs` starts (src/commands/check/thread.ts): each reads that alone.
    esbuild.build({
      ...options,
      entryPoints: { totem: 'src/cli/main.ts', 'check-worker': 'src/commands/check/thread.ts' },
      plugins: [zodApart, ...plugins],
    }),
    // Their zod (zodApart).
    esbuild.build({ ...options, entryPoints: { zod: 'zod' }, plugins }),
    // The library's Node entry, dist/bundle/lib.cjs, run by bin/load-bundle.js with V8's code cache as the CLI is:
    // compiling it was a third of `import('totem-deck')`, and an ES module gets no code cache on Node 20 (nor on
    // 22/24 unless the caller's program turns it on); an import that only checks decks loads no crypto, os,
    // worker_threads or child_process either.
    esbuild.build({ ...options, entryPoints: { lib: 'src/lib/index.ts' }, plugins }),
  ]);
  for (const entry of ['totem', 'check-worker', 'lib', 'zod']) asciiOnly(join(root, `dist/bundle/${entry}.cjs`));
  // dist/lib/index.js is then an ES module naming the bundle's exports (esbuild lists them for an ES module output
  // only: that build is written nowhere) so that `import { checkDeck } from 'totem-deck'` keeps working.
  const names = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/lib/index.ts'],
    outfile: 'dist/lib/index.js',
    write: false,
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['pokemontcgsdk', '@babel/parser'],
    plugins: [lazyPackages, zodEnglishOnly],
    logLevel: 'warning',
  });
  const { exports } = Object.values(names.metafile.outputs).find((o) => o.entryPoint === 'src/lib/index.ts');
  writeFileSync(
    join(root, 'dist/lib/index.js'),
    // Node's modules through require (process.getBuiltinModule: Node 20.16 and later), not an ES module's import,
    // which builds a facade of each (~1-2 ms).
    `// The library (src/lib/index.ts), bundled in ../bundle/lib.cjs and run with V8's code cache (scripts/build.js).
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
const bundle = require('node:path').join(import.meta.dirname, '../bundle/lib.cjs');
export const { ${exports.join(', ')} } = require('../../bin/load-bundle.js').loadBundle(bundle, 'lib');
`,
  );
  // The browser entry stays an ES module, for the page's and other bundlers' own builds.
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/lib/browser.ts'],
    outfile: 'dist/lib/browser.js',
    allowOverwrite: true,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    external: ['pokemontcgsdk', '@babel/parser'],
    plugins: [lazyPackages, zodEnglishOnly],
    minifyWhitespace: true,
    charset: 'ascii',
    legalComments: 'none',
    logLevel: 'warning',
  });
  asciiOnly(join(root, 'dist/lib/browser.js'));
  // bin/ is CommonJS (it starts faster: bin/totem.js says why) and finds the code cache's folder with env-paths,
  // which is ES modules only: a CommonJS copy of it, beside the bundle.
  await esbuild.build({
    absWorkingDir: root,
    stdin: { contents: "module.exports = require('env-paths').default;", resolveDir: root, loader: 'js' },
    outfile: 'dist/bundle/env-paths.cjs',
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/**
 * The CLI bundle, made by this script in a child process (`--bundle`): the callers of `build()` and this are
 * synchronous, and esbuild's synchronous build takes no plugin.
 */
export function bundleCli() {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const made = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--bundle'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (made.status !== 0) throw new Error(`esbuild stopped (exit ${made.status ?? made.signal})`);
  return pkg.version;
}

export function build() {
  const tsc = require.resolve('typescript/bin/tsc');
  rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
  // tsc's diagnostics go to stderr: stdout of `npm pack` is the tarball's name, which tools such as pre-commit read.
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: root, stdio: ['inherit', 2, 2] });
  if (result.status !== 0) return result.status ?? 1;
  try {
    bundleCli();
  } catch (error) {
    console.error(`totem: bundling the CLI failed: ${error.message}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode =
    process.argv[2] === '--bundle'
      ? await bundle().then(
          () => 0,
          () => 1, // esbuild has said why (logLevel)
        )
      : build();
