// The game-night page: `npm run web:build` → web/dist/, `npm run web:preview` serves it on 127.0.0.1.
// The card pack (built by `npm run cards:pack`, never committed) is copied in under a folder named by its content
// hash, so a new pack is new URLs and the service worker's cache-first copy of an old one is never served for it.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACK = resolve(process.env.TOTEM_PACK_DIR ?? join(ROOT, 'pack'));

function packVersion(): string {
  const index = join(PACK, 'index.json');
  if (!existsSync(index))
    throw new Error(`no card pack at ${PACK}: run \`npm run cards:pack\` first (it needs the dataset checkouts)`);
  const hash = (JSON.parse(readFileSync(index, 'utf8')) as { hash?: string }).hash ?? '';
  // The site's set files are the pack's slimmed (slimSet): a new way of slimming is new addresses too.
  return hash ? createHash('sha256').update(hash).update(slimSet.toString()).digest('hex').slice(0, 12) : 'dev';
}

/**
 * A set file without what no page reads of a card: the attacks' text, Weakness, Resistance, rarity and Ancient
 * Trait (src/ reads them only to build the pack, whose fingerprints already hold them, and for `cards show`). Every
 * line keeps its fields, blanked, so a card is read as before; the header's line lengths follow. The check, the
 * odds (abilities' and rules' text), "cards that fit" (the search index, untouched) and the card views (HP, types,
 * attack costs, Retreat) read the same cards: test/web/site.test.ts's parity holds the verdicts and the JSON to
 * the CLI's. A seventh fewer bytes packed (3.05 → 2.65 MB for all sets; a first check fetches its sets).
 */
function slimSet(text: string): Buffer {
  const [header, names, ...lines] = text.split('\n');
  const head = JSON.parse(header!) as { cards: [string, string, string, number][] };
  const cards = lines.slice(0, -1).map((line) => {
    const card = JSON.parse(line) as Record<string, unknown> & { attacks: { text: string }[] };
    for (const attack of card.attacks) attack.text = '';
    Object.assign(card, { weaknesses: [], resistances: [], rarity: null, ancientTrait: null });
    return JSON.stringify(card);
  });
  head.cards.forEach((row, i) => (row[3] = Buffer.byteLength(cards[i]!)));
  return Buffer.from([JSON.stringify(head), names, ...cards, ''].join('\n'));
}

/**
 * The pack as the site serves it: its files by name (the sets slimmed), and the index giving each set file's new
 * size and digest, so the page's reader checks what it is served as it checks any pack.
 */
function sitePack(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const index = JSON.parse(readFileSync(join(PACK, 'index.json'), 'utf8')) as {
    sets: { file: string; digest: string; bytes: number; size: number }[];
  };
  for (const entry of index.sets) {
    const slim = slimSet(readFileSync(join(PACK, entry.file), 'utf8'));
    files.set(entry.file, slim);
    Object.assign(entry, { digest: `sha256-${createHash('sha256').update(slim).digest('hex')}` });
    Object.assign(entry, { bytes: slim.length, size: slim.length });
  }
  files.set('index.json', Buffer.from(JSON.stringify(index)));
  return files;
}

function* filesOf(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* filesOf(full);
    else yield full;
  }
}

const typeOf = (file: string): string =>
  file.endsWith('.js')
    ? 'text/javascript'
    : file.endsWith('.css')
      ? 'text/css'
      : file.endsWith('.gz')
        ? 'application/gzip'
        : file.endsWith('.jsonl')
          ? 'application/jsonl'
          : file.endsWith('.tsv')
            ? 'text/tab-separated-values'
            : 'application/json';

/**
 * Brotli at its best (a minute or two for the whole pack): kept by the text's digest, so a pack is packed once. In
 * the checkout's own node_modules/.cache, not a shared temp folder another user could fill first; a kept file is
 * used only when it unpacks to the text (what the site serves runs in the player's browser).
 */
const BROTLI_CACHE = join(ROOT, 'node_modules/.cache/totem-site-br');
const brotli = promisify(brotliCompress);
async function brotliOf(text: Buffer): Promise<Buffer> {
  const kept = join(BROTLI_CACHE, `${createHash('sha256').update(text).digest('hex')}.br`);
  if (existsSync(kept)) {
    const packed = readFileSync(kept);
    if (brotliDecompressSync(packed).equals(text)) return packed;
  }
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_LGWIN, BROTLI_PARAM_SIZE_HINT } = constants;
  const packed = await brotli(text, {
    params: { [BROTLI_PARAM_QUALITY]: 11, [BROTLI_PARAM_LGWIN]: 24, [BROTLI_PARAM_SIZE_HINT]: text.length },
  });
  mkdirSync(BROTLI_CACHE, { recursive: true });
  writeFileSync(`${kept}.${process.pid}`, packed);
  renameSync(`${kept}.${process.pid}`, kept); // whole or not at all, for another build reading it meanwhile
  return packed;
}

/**
 * The pack's index and set files into `pack/<version>/` of the site (served as-is by the dev server). The set files
 * (`.jsonl`, text in the pack: a check in Node reads them fastest so) are packed with gzip under the same names: a
 * phone downloads and keeps a sixth of the bytes, whatever the server does, and the page's reader unpacks what
 * starts with gzip's magic number. The index's digests are of the text, so they hold for either form.
 *
 * Beside each file, `<name>.br`: its text packed with brotli, a quarter fewer bytes than gzip (all of the pack: 3.3
 * → 2.5 MB). A host that answers a request for a file with its `.br` and `Content-Encoding: br` when the browser
 * accepts it (nginx's brotli_static, Caddy's `precompressed br`; docs/game-night.md) sends that instead, and
 * `npm run web:preview` does (below). The browser unpacks it: the page reads the text, as from any server's
 * Content-Encoding.
 */
function cardPack(version: string): Plugin {
  const prefix = `/pack/${version}/`;
  return {
    name: 'totem-card-pack',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const at = url.indexOf(prefix);
        if (at < 0) return next();
        const file = resolve(PACK, decodeURIComponent(url.slice(at + prefix.length)));
        if (!file.startsWith(PACK + sep) || !existsSync(file)) return next(); // whole segments, never a prefix
        res.setHeader('Content-Type', typeOf(file));
        res.end(readFileSync(file));
      });
    },
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const packed = url.includes(prefix) || /\/assets\/[^/]+\.(?:js|css)$/.test(url);
        if (!packed || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        const file = resolve(dist, `.${decodeURIComponent(url)}`);
        if (!file.startsWith(dist + sep) || !existsSync(`${file}.br`)) return next(); // whole segments only
        res.setHeader('Content-Type', typeOf(file));
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Vary', 'Accept-Encoding');
        res.end(readFileSync(`${file}.br`));
      });
    },
    // The page's scripts and styles too (the check's worker is 0.5 MB): packed once here, not on every request.
    async writeBundle({ dir }, bundle) {
      const assets = Object.keys(bundle).filter((name) => /\.(?:js|css)$/.test(name));
      for (const name of assets)
        writeFileSync(join(dir!, `${name}.br`), await brotliOf(readFileSync(join(dir!, name))));
    },
    async generateBundle() {
      const served = sitePack();
      const packing: Promise<void>[] = [];
      for (const file of filesOf(PACK)) {
        if (!/\.(?:jsonl|json(?:\.gz)?|tsv)$/.test(file)) continue;
        const name = relative(PACK, file).split('\\').join('/');
        const bytes = served.get(name) ?? readFileSync(file);
        const fileName = `pack/${version}/${name}`;
        this.emitFile({
          type: 'asset',
          fileName,
          source: file.endsWith('.jsonl') ? gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) : bytes,
        });
        if (!file.endsWith('.gz'))
          packing.push(
            brotliOf(bytes).then((source) => void this.emitFile({ type: 'asset', fileName: `${fileName}.br`, source })),
          );
      }
      await Promise.all(packing);
    },
  };
}

/**
 * string-width builds an Intl.Segmenter and Unicode-property regular expressions as it loads (15-75 ms of the check
 * worker's start on a loaded 2-core machine, before it can open the pack), for text that is not one-column only
 * (src/format/text-width.ts), which a check's verdict never measures. As in the CLI's bundle (scripts/build.js),
 * src/format/full-width.ts requires it on its first call: the bundler keeps the module and runs it then.
 */
const lazyStringWidth = (): Plugin => ({
  name: 'totem-lazy-string-width',
  transform(_code, id) {
    if (!/[\\/]src[\\/]format[\\/]full-width\.ts$/.test(id)) return null;
    return "let measure;\nexport const fullWidth = (text) => (measure ??= require('string-width').default)(text);\n";
  },
});

/**
 * The library's modules, for the bundler, have no side effects but those that register words or data (below): the
 * page's own script imports words and types from the library (engine.ts), and with this it carries only those,
 * never the checking engine, which the one worker module (worker.ts) alone ships. Without it, a re-export from
 * `src/lib/browser.ts` keeps every module that file reaches (its use cases are built at load).
 */
const SRC = join(ROOT, 'src') + sep;
// Every module that calls addWords (its Spanish beside its English) or registers data: `*messages.ts`, words.ts.
const REGISTERS =
  /^(?:lib\/browser-data|model\/i18n\/[^/]+|(?:model|format)\/(?:[^/]+-)?messages|commands\/[^/]+\/words)\.ts$/;
const sideEffects = (id: string): boolean | undefined =>
  id.startsWith(SRC) ? REGISTERS.test(id.slice(SRC.length).split(sep).join('/')) : undefined;

export default defineConfig(() => {
  const version = packVersion();
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // Relative: the site works from any folder (a GitHub Pages project site is served under /<repo>/).
    base: './',
    define: { __PACK_PATH__: JSON.stringify(`pack/${version}/`) },
    // The worker's formatters and schemas in its one script: a check asks for no chunk after the press (each was a
    // round trip on the way to a verdict).
    worker: {
      format: 'es' as const,
      plugins: () => [lazyStringWidth()],
      rolldownOptions: { output: { codeSplitting: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      rollupOptions: { treeshake: { moduleSideEffects: sideEffects } },
    },
    preview: { host: '127.0.0.1', port: 4173, strictPort: false },
    server: { host: '127.0.0.1' },
    plugins: [
      lazyStringWidth(),
      cardPack(version),
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        manifest: {
          name: 'Totem deck check',
          short_name: 'Totem',
          description: 'Check a Pokémon TCG decklist against the Totem Format, offline.',
          theme_color: '#8b1a1a',
          background_color: '#fbfaf7',
          display: 'standalone',
          start_url: './',
          scope: './',
          icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
        },
        workbox: {
          // The app itself (HTML, scripts, the worker, styles, icon): precached, so one visit is enough.
          globPatterns: ['**/*.{html,js,css,svg,webmanifest}'],
          globIgnores: ['pack/**'],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
          navigateFallback: 'index.html',
          // Every pack file the page fetched (the index and the sets a list named): kept, served first. Not the
          // fetches of "keep all card data" (web/src/pack-store.ts, `cache: 'no-store'`): it keeps them itself, packed,
          // and a copy put here after its own would replace it.
          runtimeCaching: [
            {
              urlPattern: ({ url, request }) => url.pathname.includes('/pack/') && request.cache !== 'no-store',
              handler: 'CacheFirst',
              options: {
                cacheName: 'totem-pack',
                expiration: { maxEntries: 600 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
    ],
  };
});
