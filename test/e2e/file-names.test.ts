import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { BIN, ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, SHARED_CACHE, describeWithData } from '../helpers/dataset.js';

// #44 item 8: names in reports stay distinct, and names that are not UTF-8 are read.

const INVALID = resolve(ROOT, 'examples/decks/dragapult-ex-invalid.txt');

describeWithData('file names in reports', () => {
  for (const format of ['text', 'json', 'github', 'junit', 'sarif'])
    it(`${format}: a name with a control character is shown escaped, never as another file's name`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'totem-names-'));
      copyFileSync(INVALID, join(dir, 'c\x1b.txt'));
      copyFileSync(INVALID, join(dir, 'c.txt'));
      const run = totem(['check', '.', '--format', format], { cwd: dir });
      expect(run.status).toBe(1);
      // The escape as text: a backslash (JSON writes it as two), then x1b; SARIF's URI percent-encodes the byte.
      expect(run.stdout).toMatch(format === 'sarif' ? /"uri": "c%1B\.txt"/ : /c\\{1,2}x1b\.txt/);
      expect(run.stdout).not.toContain('\x1b');
      if (format === 'json') {
        const files = (JSON.parse(run.stdout) as { decks: { file: string }[] }).decks.map((d) => d.file);
        expect(files.sort()).toEqual(['c.txt', 'c\\x1b.txt']);
      }
    });

  it('a name that is not UTF-8, given as an argument, is checked as one found in a folder is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-latin1-name-'));
    writeFileSync(Buffer.from(`${dir}/d\xe9.txt`, 'latin1'), readFileSync(INVALID));
    // A name of bytes can only be given through a shell: Node's own arguments are UTF-8 strings.
    const script = `exec "$0" "$1" check "$(printf 'd\\351.txt')"`;
    const env = {
      PATH: process.env.PATH,
      NO_COLOR: '1',
      TOTEM_CACHE_DIR: SHARED_CACHE,
      TOTEM_DATA_DIR: DATA_DIR,
      TOTEM_PACK_DIR: 'off',
      TOTEM_API_URL: 'http://127.0.0.1:9/v2',
      TOTEM_TCGDEX_URL: 'off',
    };
    const named = spawnSync('sh', ['-c', script, process.execPath, BIN], { cwd: dir, env, encoding: 'utf8' });
    const found = totem(['check', '.'], { cwd: dir });
    expect(found.stdout).toContain('d\\xe9.txt  ✖ invalid (3 errors)');
    expect(named.stderr).toBe('');
    expect(named.status).toBe(1);
    expect(named.stdout).toBe(found.stdout);
  });
});
