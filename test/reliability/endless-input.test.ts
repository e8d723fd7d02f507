import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../helpers/cli.js';
import { DATA_DIR, SHARED_CACHE, describeWithData } from '../helpers/dataset.js';

// Inputs that never end: a FIFO no one writes to, a device that never runs dry. Before, `check FIFO` and
// `--config FIFO` waited forever, and `--config /dev/zero` grew past 1.3 GB in 5 s. A run that hangs is cut off
// after 20 s here (status null), which fails the test instead of the suite's timeout.

const fifo = (): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'totem-fifo-')), 'deck.txt');
  execFileSync('mkfifo', [path]);
  return path;
};

function run(args: string[], data = false) {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NO_COLOR: '1',
    TOTEM_CACHE_DIR: SHARED_CACHE,
    TOTEM_API_URL: 'http://127.0.0.1:9/v2',
    TOTEM_TCGDEX_URL: 'off',
    TOTEM_PACK_DIR: 'off',
    ...(data ? { TOTEM_DATA_DIR: DATA_DIR } : {}),
  };
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

const NOT_REGULAR =
  /not a regular file \(a pipe, a device or a folder\): totem reads decks and configs from regular files only; to check a deck from a pipe, use - \(standard input\)/;

describe('config files that never end', () => {
  it.each([
    ['a FIFO', fifo],
    ['/dev/zero', () => '/dev/zero'],
  ])('--config %s: exit 2 at once, "not a regular file"', (_name, path) => {
    const file = path();
    const result = run(['check', 'examples/decks/charizard-ex.txt', '--offline', '--config', file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`totem: ${file}: `);
    expect(result.stderr).toMatch(NOT_REGULAR);
  });

  it('a config file past 1 MB is refused, as a deck past 1 MB is; in Spanish too', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'totem-config-')), 'totem.config.json');
    writeFileSync(file, `{"ban": [${'"Pikachu", '.repeat(120_000)}"Eevee"]}`);
    const result = run(['check', 'examples/decks/charizard-ex.txt', '--offline', '--config', file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/totem\.config\.json: the config file is larger than 1 MB/);
    const es = run(['check', 'examples/decks/charizard-ex.txt', '--offline', '--config', file, '--lang', 'es']);
    expect(es.stderr).toMatch(/el archivo de configuración ocupa más de 1 MB/);
  });
});

describeWithData('decks that never end', () => {
  it('a FIFO named on the command line: exit 2 at once, "not a regular file" (a pipe is read as -)', () => {
    const file = fifo();
    const result = run(['check', file, '--offline'], true);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(NOT_REGULAR);
    const es = run(['check', file, '--offline', '--lang', 'es'], true);
    expect(es.status).toBe(2);
    expect(es.stderr).toMatch(/no es un archivo normal/);
  });

  it('a folder holding a FIFO named like a deck: the FIFO is left out, the decks are checked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-fifo-dir-'));
    execFileSync('mkfifo', [join(dir, 'a.txt')]);
    execFileSync('cp', [join(ROOT, 'examples/decks/charizard-ex.txt'), join(dir, 'b.txt')]);
    const result = run(['check', dir, '--offline'], true);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/1 deck valid/);
  });
});
