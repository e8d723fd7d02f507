import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const VALID = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
// The red-team probe (issue #44): each `**` of a pattern is a nested loop over the path's folders. A pattern that
// matches a folder of the walk prunes it early; one that matches none (the last `b/`) tries every split of every
// folder down to 60 deep: 8 `**` ran for minutes before the bound.
const DEEP = 'a/'.repeat(60) + 'deck.txt';
const EIGHT = '**/a/'.repeat(7) + '**/b/';
// A wide deadline (not a timing): before the bound, the runs were killed here and their status was null.
const deadlineMs = 20_000;

function tree(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'totem-ignores-')));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('an ignore pattern with more than 2 "**" is refused before anything is matched', () => {
  it('in a .gitignore: exit 2, naming the pattern and the file, in English and Spanish', () => {
    const dir = tree({ '.git/HEAD': 'ref: refs/heads/main\n', '.gitignore': `# notes\n${EIGHT}\n`, [DEEP]: VALID });
    const run = totem(['check', '.', '--offline'], { cwd: dir, deadlineMs });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`.gitignore: the ignore pattern "${EIGHT}" has more than 2 "**"`);
    const es = totem(['check', '.', '--offline', '--lang', 'es'], { cwd: dir, deadlineMs });
    expect(es.status).toBe(2);
    expect(es.stderr).toContain(`.gitignore: el patrón de exclusión "${EIGHT}" tiene más de 2 "**"`);
  });

  it('in .git/info/exclude', () => {
    const dir = tree({ '.git/HEAD': 'ref: refs/heads/main\n', '.git/info/exclude': `${EIGHT}\n`, [DEEP]: VALID });
    const run = totem(['check', '.', '--offline'], { cwd: dir, deadlineMs });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`.git/info/exclude: the ignore pattern "${EIGHT}"`);
  });

  it('through --ignore-pattern', () => {
    const dir = tree({ [DEEP]: VALID });
    const run = totem(['check', '.', '--offline', '--ignore-pattern', EIGHT], { cwd: dir, deadlineMs });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`--ignore-pattern: the ignore pattern "${EIGHT}"`);
  });

  it('through a config\'s "ignores", found or given with --config', () => {
    const dir = tree({ 'totem.config.json': JSON.stringify({ ignores: [EIGHT] }), [DEEP]: VALID });
    const found = totem(['check', '.', '--offline'], { cwd: dir, deadlineMs });
    expect(found.status).toBe(2);
    expect(found.stderr).toContain(`totem.config.json: the ignore pattern "${EIGHT}"`);
    const given = totem(['check', '.', '--offline', '--config', 'totem.config.json'], { cwd: dir, deadlineMs });
    expect(given.status).toBe(2);
    expect(given.stderr).toContain(`totem.config.json: the ignore pattern "${EIGHT}"`);
  });
});

describeWithData('an ignore pattern with 2 "**" still works', () => {
  it('the deep deck it matches is left out; the other deck is checked', () => {
    const dir = tree({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.gitignore': '**/a/**\n',
      [DEEP]: VALID,
      'b/deck.txt': VALID,
    });
    const run = totem(['check', '.', '--offline', '--format', 'json'], { cwd: dir, deadlineMs });
    expect(run.status).toBe(0);
    const decks = (JSON.parse(run.stdout) as { decks: { file: string }[] }).decks.map((d) => d.file);
    expect(decks).toEqual(['b/deck.txt']);
  });
});
