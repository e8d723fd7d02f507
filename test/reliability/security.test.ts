import { gunzipSync } from 'node:zlib';
import { existsSync, lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { clean, cleanJson, cleanValue } from '../../src/model/clean.js';
import { reportText } from '../../src/cli/output.js';
import { freshApiLookup } from '../helpers/api-lookup.js';
import { ROOT, totem, totemAsync } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { startFakeApi, type FakeApi } from '../helpers/fake-api.js';

const OSC_TITLE = '\u001b]0;pwned\u0007';

it('clean() strips ANSI escapes and control characters, keeps text', () => {
  expect(clean(`1 ${OSC_TITLE}Pikachu`)).toBe('1 Pikachu');
  expect(clean('\u001b[2J\u001b[31mred\u001b[0m \u009b31m x\u0000y\u0007')).toBe('red 31m xy');
  expect(clean('Boss’s Orders ◇ ★ δ Pokémon')).toBe('Boss’s Orders ◇ ★ δ Pokémon');
});

it('clean() leaves a field with nothing to remove as it is: its one-test shortcut agrees with the replacements', () => {
  // A removed mark first makes clean() run every replacement; the field alone may take the shortcut.
  for (let c = 0; c <= 0xffff; c++) {
    const field = `a${String.fromCharCode(c)}b`;
    expect(clean(field), `U+${c.toString(16)}`).toBe(clean(`\u200e${field}`));
  }
});

it('cleanJson() gives the text of the cleaned value, whether it takes its shortcut or not', () => {
  // Strings of the characters clean() changes, the escapes JSON writes for them, and plain text.
  const nasty = fc.constantFrom(
    ...['a', 'é', ' ', '\\', '"', 'n', 'u', '\n', '\r', '\t', '\u001b', '\u0000', '\u007f', '\u0085', '\u009b'],
    ...['\u2028', '\u2029', '\u200e', '\u202e', '\u2066', '\u061c', '::', '\uE000', '◇'],
  );
  const text = fc.array(nasty, { maxLength: 12 }).map((parts) => parts.join(''));
  const value = fc.letrec((tie) => ({
    node: fc.oneof({ depthSize: 'small' }, text, fc.integer(), fc.constant(null), tie('list'), tie('object')),
    list: fc.array(tie('node'), { maxLength: 4 }),
    object: fc.dictionary(text, tie('node'), { maxKeys: 4 }),
  })).node;
  fc.assert(
    fc.property(value, (v) => {
      expect(cleanJson(v)).toBe(JSON.stringify(cleanValue(v), null, 2));
    }),
    { numRuns: 2000 },
  );
});

it('a report of several lines is printed as it is only when cleaning would change nothing', () => {
  const lines = fc
    .array(fc.constantFrom('a', ' ', '\t', '\n', '::', '\u001b[31m', '\r', '\u2028', '\u202e', '\u0085', 'é'), {
      maxLength: 16,
    })
    .map((parts) => parts.join(''));
  fc.assert(
    fc.property(lines, (text) => {
      const out = reportText(text);
      expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e]/);
      expect(out).not.toMatch(/^\s*::/m);
      if (out !== text) expect(text).toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202e]|^\s*::/m);
    }),
    { numRuns: 2000 },
  );
});

it('no SQL is built from strings: every statement in the store is a constant with bound parameters', () => {
  for (const file of readdirSync(join(ROOT, 'src/cards')).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(ROOT, 'src/cards', file), 'utf8');
    for (const m of source.matchAll(/\.(prepare|exec)\((`[^`]*`|'[^']*')/g))
      expect(m[2], `${file}: ${m[0]}`).not.toMatch(/\$\{/);
  }
});

describeWithData('security', () => {
  let api: FakeApi;
  let images: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi(DATA_DIR);
    images = await startFakeApi(DATA_DIR);
  });
  afterAll(async () => {
    await api.close();
    await images.close();
  });

  it.each(['text', 'github', 'junit', 'sarif', 'json'])(
    'a decklist line with escape sequences cannot reach the terminal (%s)',
    (format) => {
      const input = `Totem: 1\n1 Charizard ex OBF 125\n1 ${OSC_TITLE}Pikachu\n1 \u001b[2JArven SVI 166\n1 Bad\u0007Bell\n`;
      const run = totem(['check', '-', '--format', format], { input, env: { FORCE_COLOR: '1', NO_COLOR: undefined } });
      expect(run.stdout + run.stderr).not.toMatch(/\u001b\]|\u0007|\u001b\[2J/);
      expect(run.stdout).toMatch(/Pikachu/);
    },
  );

  it('card ids, set codes and names from input never become file paths', () => {
    const cache = mkdtempSync(join(tmpdir(), 'totem-paths-'));
    const input =
      "Totem: 1\n1 ../../../../etc/passwd\n1 Arven ../.. 1\n1 x-../../../etc/shadow\n1 Robert'); DROP TABLE cards;-- SVI 1\n";
    const run = totem(['check', '-', '--format', 'json'], { input, env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(1);
    // Only the cache's own files: the dataset's pack in datasets/ (this run built it, so it wrote no code cache:
    // bin/load-bundle.js), nothing named after the input.
    expect(readdirSync(cache).sort()).toEqual(['datasets']);
    expect(readdirSync(join(cache, 'datasets')).every((f) => /^[0-9a-f]{16}-[0-9a-f]{16}$/.test(f))).toBe(true);
    // The table a hostile name tried to drop is still there; this run, which built nothing, adds the CLI's code
    // cache in v8/ (named after the bundle and Node).
    expect(totem(['check', 'examples/decks/charizard-ex.txt'], { env: { TOTEM_CACHE_DIR: cache } }).status).toBe(0);
    expect(readdirSync(cache).sort()).toEqual(['datasets', 'v8']);
    expect(readdirSync(join(cache, 'v8')).every((f) => /^totem-v[\d.]+-\w+-[0-9a-z]+-[0-9a-z]+\.bin$/.test(f))).toBe(
      true,
    );
  });

  it('POKEMONTCG_API_KEY never appears in output, errors or the cache', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'totem-key-'));
    const key = 'sk-totem-test-4f9a2c';
    const ok = await totemAsync(['check', 'examples/decks/charizard-ex.txt', '--format', 'json'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache, TOTEM_API_URL: api.url, POKEMONTCG_API_KEY: key },
    });
    expect(ok.status).toBe(0);
    expect(api.requests.some((r) => r.apiKey === key)).toBe(true);
    api.faults.push(...Array.from({ length: 10 }, () => ({ kind: 'status', status: 503 }) as const));
    const failing = await totemAsync(['cards', 'info', 'Lapras OBF 45'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache, TOTEM_API_URL: api.url, POKEMONTCG_API_KEY: key, TOTEM_DEBUG: '1' },
    });
    api.faults.length = 0;
    for (const text of [ok.stdout, ok.stderr, failing.stdout, failing.stderr]) expect(text).not.toContain(key);
    // Every file the cache holds (the overlay's set files are gzip'd: read unpacked).
    const files = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const e of files) {
      const bytes = readFileSync(join(e.parentPath, e.name));
      const text = e.name.endsWith('.gz') ? gunzipSync(bytes) : bytes;
      expect(text.includes(Buffer.from(key))).toBe(false);
    }
  }, 60_000);

  it('only the API base URL is contacted: URLs inside card data are never fetched', async () => {
    api.imageBase = images.url;
    images.requests.length = 0;
    api.requests.length = 0;
    const { lookup } = freshApiLookup(api);
    await lookup.prefetch([{ id: 'sv3-125' }, { name: 'Arven' }]);
    expect(lookup.resolve({ id: 'sv3-125' }).status).toBe('found');
    const cache = mkdtempSync(join(tmpdir(), 'totem-urls-'));
    const run = await totemAsync(['check', 'examples/decks/charizard-ex.txt'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache, TOTEM_API_URL: api.url },
    });
    api.imageBase = null;
    expect(run.status).toBe(0);
    expect(images.requests).toEqual([]);
    expect(api.requests.length).toBeGreaterThan(0);
    expect(api.requests.every((r) => r.path === '/v2/cards' || r.path === '/v2/sets')).toBe(true);
  });

  it('--offline and --data-dir never touch the network', async () => {
    api.requests.length = 0;
    const empty = mkdtempSync(join(tmpdir(), 'totem-offline-'));
    const offline = await totemAsync(['check', 'examples/decks/charizard-ex.txt', '--offline'], {
      data: false,
      env: { TOTEM_CACHE_DIR: empty, TOTEM_API_URL: api.url },
    });
    expect(offline.status).toBe(2);
    const typo = 'Totem: 1\n1 Charizard ex OBF 125\n1 Charmandr MEW 4\n';
    const withData = await totemAsync(['check', '-'], { input: typo, env: { TOTEM_API_URL: api.url } });
    expect(withData.status).toBe(1);
    expect(api.requests).toEqual([]);
  });
});

describeWithData('-o never writes through a symbolic link', () => {
  it('a committed `totem.sarif` link to a file outside the workspace: exit 2, the file untouched', () => {
    const outside = mkdtempSync(join(tmpdir(), 'totem-outside-'));
    const victim = join(outside, 'victim.txt');
    writeFileSync(victim, 'keep me\n');
    const repo = mkdtempSync(join(tmpdir(), 'totem-link-repo-'));
    symlinkSync(victim, join(repo, 'totem.sarif'));
    writeFileSync(join(repo, 'd.txt'), readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt')));
    const result = totem(['check', '--offline', '--format', 'sarif', '-o', 'totem.sarif', 'd.txt'], { cwd: repo });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^totem: totem\.sarif: is a symbolic link; totem does not write a report through one/m,
    );
    expect(readFileSync(victim, 'utf8')).toBe('keep me\n');
    expect(lstatSync(join(repo, 'totem.sarif')).isSymbolicLink()).toBe(true);
    // A link to nowhere is refused too (it would create the file it points at).
    symlinkSync(join(outside, 'new.txt'), join(repo, 'dangling.xml'));
    const dangling = totem(['check', '--offline', '--format', 'junit', '-o', 'dangling.xml', 'd.txt'], { cwd: repo });
    expect(dangling.status).toBe(2);
    expect(existsSync(join(outside, 'new.txt'))).toBe(false);
    // A plain file is written as before.
    expect(totem(['check', '--offline', '-o', 'report.txt', 'd.txt'], { cwd: repo }).status).toBe(0);
    expect(readFileSync(join(repo, 'report.txt'), 'utf8')).toMatch(/d\.txt {2}✔ valid/);
  });
});
