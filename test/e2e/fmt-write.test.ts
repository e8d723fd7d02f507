import { lstatSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const MESSY = [
  'My Dragapult list',
  '# by Ana',
  'Pokémon: 2',
  '# the baby',
  '1 Dreepy TWM 128',
  '1 Dreepy TWM 128',
  'Energy:',
  '3 Basic {P} Energy SVE 5',
  '// more energy',
  '2 Basic Psychic Energy',
  '# totem: Dragapult ex TWM 130',
  '# end note',
  '',
].join('\n');

const CANONICAL = [
  'My Dragapult list',
  '# by Ana',
  '',
  'Totem: 1',
  '1 Dragapult ex TWM 130',
  '',
  'Pokémon: 2',
  '# the baby',
  '2 Dreepy TWM 128',
  '',
  'Energy: 5',
  '// more energy',
  '5 Basic Psychic Energy',
  '',
  'Total Cards: 8',
  '',
  '# end note',
  '',
].join('\n');

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-fmt-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describeWithData('fmt --write and --check', () => {
  it('fmt FILE prints the canonical form: comments and the name kept, basic Energy without a set code', () => {
    const dir = folder({ 'messy.txt': MESSY });
    const run = totem(['fmt', 'messy.txt'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(CANONICAL);
    expect(readFileSync(join(dir, 'messy.txt'), 'utf8')).toBe(MESSY);
  });

  it('--check lists the files not in canonical form and exits 1; exit 0 when all are', () => {
    const dir = folder({ 'messy.txt': MESSY, 'clean.txt': CANONICAL });
    const run = totem(['fmt', '--check', 'messy.txt', 'clean.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('messy.txt\n1 file is not in canonical form: run totem fmt --write to fix it\n');
    expect(readFileSync(join(dir, 'messy.txt'), 'utf8')).toBe(MESSY);
    const ok = totem(['fmt', '--check', 'clean.txt'], { cwd: dir });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toBe('1 file is in canonical form\n');
  });

  it('--write rewrites in place the files that differ, and the result passes --check', () => {
    const dir = folder({ 'messy.txt': MESSY, 'clean.txt': CANONICAL });
    const run = totem(['fmt', '--write', 'messy.txt', 'clean.txt'], { cwd: dir });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('messy.txt: rewritten in canonical form\n');
    expect(readFileSync(join(dir, 'messy.txt'), 'utf8')).toBe(CANONICAL);
    const again = totem(['fmt', '--check', 'messy.txt', 'clean.txt'], { cwd: dir });
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('all 2 files are in canonical form\n');
  });

  it('--write leaves a file with a line that does not resolve as it is, and exits 1', () => {
    const broken = 'Totem: 1\n1 sv6-130\nPokémon: 1\n1 Dreepy XYZ 999\n';
    const dir = folder({ 'broken.txt': broken });
    const run = totem(['fmt', '--write', 'broken.txt'], { cwd: dir });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/broken\.txt:4: /);
    expect(run.stderr).toMatch(/broken\.txt was left as it is: a line could not be read or resolved/);
    expect(readFileSync(join(dir, 'broken.txt'), 'utf8')).toBe(broken);
  });

  it('usage: several files need --write or --check; not both; not stdin (exit 2)', () => {
    const dir = folder({ 'a.txt': CANONICAL, 'b.txt': CANONICAL });
    const cases: [string[], RegExp][] = [
      [['fmt', 'a.txt', 'b.txt'], /fmt prints one deck; to format several files, use --write or --check/],
      [['fmt', '--write', '--check', 'a.txt'], /--write and --check do not go together/],
      [['fmt', '--write', '-'], /--write and --check take files, not -/],
    ];
    for (const [args, message] of cases) {
      const run = totem(args, { cwd: dir });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});

describeWithData('fmt --write keeps what is not its to change', () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'totem-fmt-keep-'));

  it('notes, empty files and a JSON deck named .txt are left untouched, with a warning each', () => {
    const dir = folder();
    const files = {
      'notes.txt': 'Shopping list\nmilk and eggs\n',
      'empty.txt': '',
      'comment.txt': '# just a comment\n',
      'pj.txt': readFileSync('examples/decks/pidgeot-ex-colorless.json', 'utf8'),
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const run = totem(['fmt', '--write', ...Object.keys(files).map((f) => join(dir, f))]);
    expect(run.status).toBe(0);
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join(dir, name), 'utf8')).toBe(text);
    expect(run.stderr).toMatch(/notes\.txt is not a decklist \(no card line\): left as it is/);
    expect(run.stderr).toMatch(/pj\.txt: a JSON deck is left as it is/);
    expect(run.stdout).toBe('');
  });

  it('comments as written, the byte-order mark and CRLF line endings are kept; a symlink stays a link', () => {
    const dir = folder();
    const deck = [
      '\uFEFF# Boss’s Orders is “great” &amp; cheap',
      '#\tindented\ttab',
      'Totem: 1',
      '1 Charizard ex OBF 125',
      'Pokémon: 1',
      '1 Charmander OBF 26',
      '',
    ].join('\r\n');
    writeFileSync(join(dir, 'real.txt'), deck);
    symlinkSync(join(dir, 'real.txt'), join(dir, 'link.txt'));
    const run = totem(['fmt', '--write', join(dir, 'link.txt')]);
    expect(run.status).toBe(0);
    expect(lstatSync(join(dir, 'link.txt')).isSymbolicLink()).toBe(true);
    const written = readFileSync(join(dir, 'real.txt'), 'utf8');
    expect(written.startsWith('\uFEFF# Boss’s Orders is “great” &amp; cheap\r\n#\tindented\ttab\r\n')).toBe(true);
    expect(written.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(written).toContain('\r\nTotal Cards: 2\r\n');
    expect(totem(['fmt', '--check', join(dir, 'link.txt')]).status).toBe(0);
  });

  it('a write that fails (no room to grow the file) leaves the deck whole, not cut short', () => {
    const dir = folder();
    // Card ids are short; the canonical form writes names, so it is larger than the 1 KiB the file may grow to.
    const ids = Array.from({ length: 80 }, (_, i) => `sv3-${i + 26}`);
    const deck = `Totem: 1\n1 sv3-125\nPokémon: ${ids.length}\n${ids.map((id) => `1 ${id}`).join('\n')}\n`;
    writeFileSync(join(dir, 'deck.txt'), deck);
    expect(deck.length).toBeLessThan(1024);
    const run = totem(['fmt', '--write', join(dir, 'deck.txt')], { fileSizeLimitKb: 1 });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/deck\.txt.*(EFBIG|ENOSPC)/);
    expect(readFileSync(join(dir, 'deck.txt'), 'utf8')).toBe(deck);
    expect(readdirSync(dir)).toEqual(['deck.txt']);
  });

  it('the file is written in the language of --lang or the config, never the environment: no flip-flop', () => {
    const dir = folder();
    writeFileSync(join(dir, 'deck.txt'), 'Totem: 1\n1 Charizard ex OBF 125\nPokémon: 1\n1 Charmander OBF 26\n');
    expect(totem(['fmt', '--write', join(dir, 'deck.txt')]).status).toBe(0);
    const spanishDesk = totem(['fmt', '--check', join(dir, 'deck.txt')], { env: { LANG: 'es_ES.UTF-8' } });
    expect(spanishDesk.status).toBe(0);
    expect(spanishDesk.stdout).toBe('1 archivo está en forma canónica\n');
    expect(totem(['fmt', '--check', '--lang', 'es', join(dir, 'deck.txt')]).status).toBe(1);
  });
});
