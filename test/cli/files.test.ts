import { mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const VALID = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
const VALID_JSON = readFileSync(join(ROOT, 'examples/decks/pidgeot-ex-colorless.json'), 'utf8');

function tree(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'totem-files-')));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

/** A deck repo as a maintainer has it: decks, and everything else a repo holds. */
function deckRepo(): string {
  return tree({
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.git/stray.txt': VALID,
    '.gitignore': 'wip/\n*.bak.txt\n',
    'package.json': '{ "name": "our-decks", "version": "1.0.0", "private": true }\n',
    'tsconfig.json': '{ "compilerOptions": { "strict": true } }\n',
    '.vscode/settings.json': '{\n  // editor settings\n  "editor.tabSize": 2\n}\n',
    'notes.txt': 'Ideas for next week\n- try Gardevoir\n- ask about the ban list\n',
    'totem.config.json': '{ "ignores": ["archive/"] }\n',
    'node_modules/some-package/deck.txt': VALID,
    'wip/half.txt': VALID,
    'archive/2023.txt': VALID,
    'extra/e.txt': VALID,
    'decks/charizard.txt': VALID,
    'decks/pidgeot.json': VALID_JSON,
    'decks/old.bak.txt': VALID,
    'decks/.gitignore': 'private/\n!keep.bak.txt\n',
    'decks/keep.bak.txt': VALID,
    'decks/private/p.txt': VALID,
  });
}

const json = (stdout: string) => JSON.parse(stdout) as Report & { summary: { skipped?: number } };
const files = (stdout: string) => json(stdout).decks.map((d) => d.file);

describeWithData('which files totem check reads', () => {
  it('a plain `totem check` in a deck repo reports decks only', () => {
    const repo = deckRepo();
    const run = totem(['check', '--format', 'json', '--verbose', '--ignore-pattern', 'extra/'], { cwd: repo });
    expect(run.status).toBe(0);
    expect(files(run.stdout)).toEqual(['decks/charizard.txt', 'decks/keep.bak.txt', 'decks/pidgeot.json']);
    expect(json(run.stdout).summary).toMatchObject({ decks: 3, valid: 3, skipped: 4 });
    for (const name of ['.vscode/settings.json', 'notes.txt', 'package.json', 'tsconfig.json'])
      expect(run.stderr).toContain(`totem: skipped ${name}: `);

    const text = totem(['check', '--ignore-pattern', 'extra/'], { cwd: repo });
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/✔ 3 decks valid \(0 errors, 0 warnings\)\n4 files skipped: not decklists/);
    expect(text.stderr).toBe('');

    // Without the pattern, extra/ is checked too; --ignore-pattern repeats.
    const all = totem(['check', '.', '--format', 'json'], { cwd: repo });
    expect(files(all.stdout)).toContain('extra/e.txt');
    const fewer = totem(['check', '--format', 'json', '--ignore-pattern', 'extra', '--ignore-pattern', '*.json'], {
      cwd: repo,
    });
    expect(files(fewer.stdout)).toEqual(['decks/charizard.txt', 'decks/keep.bak.txt']);
  });

  it('.gitignore files apply from the repository top, also when a subfolder is checked', () => {
    const repo = deckRepo();
    const run = totem(['check', 'decks', '--format', 'json'], { cwd: join(repo) });
    expect(files(run.stdout)).toEqual(['decks/charizard.txt', 'decks/keep.bak.txt', 'decks/pidgeot.json']);
    const inside = totem(['check', '.', '--format', 'json'], { cwd: join(repo, 'decks') });
    expect(files(inside.stdout)).toEqual(['charizard.txt', 'keep.bak.txt', 'pidgeot.json']);
  });

  it('globs: braces, globstar and classes, through the same filters', () => {
    const repo = deckRepo();
    const braces = totem(['check', 'decks/**/*.{txt,json}', '--format', 'json'], { cwd: repo });
    expect(files(braces.stdout)).toEqual(['decks/charizard.txt', 'decks/keep.bak.txt', 'decks/pidgeot.json']);
    const dir = tree({ 'c1.txt': VALID, 'd1.txt': VALID, 'e1.txt': VALID, 'sub/c2.txt': VALID });
    expect(files(totem(['check', '[cd]*.txt', '--format', 'json'], { cwd: dir }).stdout)).toEqual(['c1.txt', 'd1.txt']);
    const none = totem(['check', 'decks/*.md'], { cwd: repo });
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/no deck files match decks\/\*\.md/);
  });

  it('the same file given twice, through a symlink, or inside a folder also given is checked once', () => {
    const dir = tree({ 'decks/a.txt': VALID, 'decks/b.txt': VALID });
    symlinkSync(join(dir, 'decks/a.txt'), join(dir, 'decks/link-to-a.txt'));
    const run = totem(
      ['check', 'decks/a.txt', 'decks', './decks/../decks/a.txt', 'decks/link-to-a.txt', '--format', 'json'],
      { cwd: dir },
    );
    expect(run.status).toBe(0);
    expect(files(run.stdout)).toEqual(['decks/a.txt', 'decks/b.txt']);
  });

  it('links inside a folder that lead outside the given paths are not followed, with one warning', () => {
    const outside = tree({ 'x.txt': VALID, 'y.txt': VALID });
    const dir = tree({ 'decks/a.txt': VALID });
    symlinkSync(outside, join(dir, 'decks/elsewhere'));
    symlinkSync(join(outside, 'y.txt'), join(dir, 'decks/y.txt'));
    const run = totem(['check', 'decks', '--format', 'json'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(files(run.stdout)).toEqual(['decks/a.txt']);
    expect(run.stderr.match(/warning/g)).toHaveLength(1);
    expect(run.stderr).toMatch(/not following 2 symbolic links that lead outside the given paths/);
    // Given the outside folder too, the link is inside the given paths; a file named through a link is read.
    expect(files(totem(['check', 'decks', outside, '--format', 'json'], { cwd: dir }).stdout)).toHaveLength(3);
    const named = totem(['check', 'decks/elsewhere/x.txt', '--format', 'json'], { cwd: dir });
    expect(files(named.stdout)).toEqual(['decks/elsewhere/x.txt']);
  });

  it('a folder without decks is exit 2, saying what was skipped; a file named explicitly is always checked', () => {
    const repo = tree({ 'package.json': '{"name": "x"}', 'notes.txt': 'hello\n' });
    const run = totem(['check'], { cwd: repo });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/\.: no deck files .* in this folder; 2 skipped as not decklists/);
    const named = totem(['check', 'notes.txt', '--format', 'json'], { cwd: repo });
    expect(named.status).toBe(1);
    expect(json(named.stdout).decks[0]!.problems.map((p) => p.rule)).toContain('totem-missing');
    expect(totem(['check', 'missing.txt'], { cwd: repo }).stderr).toMatch(/missing\.txt: no such file or folder/);
  });

  it('-o / --output-file writes the report there; the exit code is unchanged', () => {
    const dir = tree({ 'good.txt': VALID, 'bad.txt': `${VALID}1 Lapras OBF 45\n` });
    const good = totem(['check', 'good.txt', '--format', 'json', '-o', 'report.json'], { cwd: dir });
    expect(good.status).toBe(0);
    expect(good.stdout).toBe('');
    expect(json(readFileSync(join(dir, 'report.json'), 'utf8')).summary.valid).toBe(1);
    const bad = totem(['check', 'bad.txt', '--output-file', 'report.txt'], { cwd: dir });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toMatch(/✖ 1 of 1 deck invalid/);
    const nowhere = totem(['check', 'good.txt', '-o', 'no/such/dir/r.txt'], { cwd: dir });
    expect(nowhere.status).toBe(2);
    expect(nowhere.stderr).toMatch(/no\/such\/dir\/r\.txt: cannot write \(ENOENT\)/);
  });
});

describeWithData('file names that are not UTF-8', () => {
  const INVALID = readFileSync(join(ROOT, 'examples/decks/dragapult-ex-invalid.txt'), 'utf8');
  /** `dir` with entries whose names are bytes: a Latin-1 or cut-off name, as an old archive or disk leaves them. */
  const raw = (dir: string, ...parts: (string | Buffer)[]): Buffer =>
    Buffer.concat([Buffer.from(`${dir}/`), ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))]);

  it('a folder with a non-UTF-8 name is walked: its invalid deck is checked, its name shown escaped', () => {
    const dir = tree({ 'ok/deck.txt': VALID });
    mkdirSync(raw(dir, Buffer.from([0x64, 0xc3])));
    writeFileSync(raw(dir, Buffer.from([0x64, 0xc3]), '/deck.txt'), INVALID);
    const run = totem(['check', '.', '--format', 'json'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(files(run.stdout)).toEqual(['d\\xc3/deck.txt', 'ok/deck.txt']);
    const text = totem(['check', '.'], { cwd: dir });
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(/^d\\xc3\/deck\.txt/m);
    expect(text.stdout).not.toMatch(/1 deck valid\b(?! ·)/);
  });

  it('one non-UTF-8 file name does not stop the folder check: both files are checked', () => {
    const dir = tree({ 'ok.txt': VALID });
    writeFileSync(raw(dir, Buffer.from([0x64, 0xff]), '.txt'), INVALID);
    const run = totem(['check', '.', '--format', 'json'], { cwd: dir });
    expect(run.stderr).not.toMatch(/cannot read/);
    expect(run.status).toBe(1);
    expect(files(run.stdout)).toEqual(['d\\xff.txt', 'ok.txt']);
    // A control character in a name is not an escape sequence on the terminal: it is shown escaped (#44 item 8).
    writeFileSync(raw(dir, Buffer.from([0x65, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0xfe]), '.txt'), VALID);
    const text = totem(['check', '.'], { cwd: dir });
    expect(text.stdout).not.toMatch(/\u001b/);
    expect(text.stdout).toMatch(/^e\\x1b\[31m\\xfe\.txt {2}✔ valid/m);
  });
});

// The red-team probe (issue #44): each `**` of a pattern is a nested loop over the path's folders. A pattern that
// matches a folder of the walk prunes it early; one that matches none (the last `b/`) tries every split of every
// folder down to 60 deep: 8 `**` ran for minutes before the bound.
const DEEP = 'a/'.repeat(60) + 'deck.txt';
const EIGHT = '**/a/'.repeat(7) + '**/b/';
// A wide deadline (not a timing): before the bound, the runs were killed here and their status was null.
const deadlineMs = 20_000;

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
    expect(files(run.stdout)).toEqual(['b/deck.txt']);
  });
});
