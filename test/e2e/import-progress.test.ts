import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BIN, ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';

describeWithData('a first import says so on stderr', () => {
  it('check --data-dir on a fresh cache: one line before and one after, then nothing on the next run', () => {
    const cache = mkdtempSync(join(tmpdir(), 'totem-progress-'));
    const args = ['check', 'examples/decks/charizard-ex.txt', '--data-dir', DATA_DIR];
    const first = totem(args, { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(first.status).toBe(0);
    expect(first.stderr.split('\n')).toEqual([
      `importing card data from ${DATA_DIR} (first run, about 5 s) …`,
      expect.stringMatching(/^imported 19,783 cards in \d+\.\d s$/),
      '',
    ]);
    expect(first.stderr).not.toMatch(/\r/);
    const second = totem(args, { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(second.status).toBe(0);
    expect(second.stderr).toBe('');
    expect(second.stdout).toBe(first.stdout);
  });

  it('cards import says what it imports on stderr; its result line stays on stdout', () => {
    const cache = mkdtempSync(join(tmpdir(), 'totem-progress-'));
    const run = totem(['cards', 'import', DATA_DIR], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(`importing card data from ${DATA_DIR} (first run, about 5 s) …\n`);
    expect(run.stdout).toMatch(/^Imported 19,783 cards from 170 sets in \d+\.\d s into /);
  });

  // util-linux `script` runs the CLI on a pseudo-terminal: stderr is a TTY there, as in a user's shell.
  it.runIf(existsSync('/usr/bin/script'))(
    'on a terminal, one live line: rewritten in place when the import ends',
    () => {
      const cache = mkdtempSync(join(tmpdir(), 'totem-progress-'));
      const command = `'${process.execPath}' '${BIN}' cost sv3-125 --offline --data-dir '${DATA_DIR}'`;
      const run = spawnSync('/usr/bin/script', ['-qec', command, '/dev/null'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: process.env.HOME, TOTEM_CACHE_DIR: cache, NO_COLOR: '1' },
        timeout: 120_000,
      });
      expect(run.status).toBe(0);
      const [live, card] = run.stdout.split('\r\n');
      expect(live).toMatch(
        /^\rimporting card data from .* \(first run, about 5 s\) …\rimported 19,783 cards in \d+\.\d s +$/,
      );
      expect(card).toBe('Charizard ex OBF 125 (sv3-125)');
    },
  );
});
