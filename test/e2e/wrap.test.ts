import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { BIN, ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, SHARED_CACHE, describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

const DECK = 'examples/decks/dragapult-ex-invalid.txt';

describeWithData('messages and the terminal width', () => {
  const messages = (JSON.parse(totem(['check', DECK, '--format', 'json']).stdout) as Report).decks[0]!.problems.map(
    (p) => p.message,
  );

  it('piped output keeps every message whole on its line: never cut, never folded', () => {
    const run = totem(['check', DECK]);
    expect(run.status).toBe(1);
    expect(messages.length).toBe(3);
    for (const message of messages) expect(run.stdout).toContain(`  error    ${message}\n`);
  });

  // util-linux `script` gives the CLI a terminal of 70 columns.
  it.runIf(existsSync('/usr/bin/script'))('on a 70-column terminal, messages fold at spaces within 70 columns', () => {
    const command = `stty cols 70; '${process.execPath}' '${BIN}' check ${DECK} --no-color --data-dir '${DATA_DIR}'`;
    const run = spawnSync('/usr/bin/script', ['-qec', command, '/dev/null'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TOTEM_CACHE_DIR: SHARED_CACHE },
      timeout: 120_000,
    });
    const lines = run.stdout.split('\r\n').filter((l) => !/^\r?(importing|imported|card data ready)/.test(l));
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(70);
    // Joined back, the folded lines are the messages word for word: no word was cut.
    const text = lines.map((l) => l.trim()).join(' ');
    for (const message of messages) expect(text).toContain(message);
    expect(lines.filter((l) => /^ {19}\S/.test(l)).length).toBeGreaterThan(5);
  });
});
