import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { clean, inertLine } from '../../src/model/clean.js';
import { BIN, ROOT, totem, withoutImportLines } from '../helpers/cli.js';
import { DATA_DIR, SHARED_CACHE, describeWithData } from '../helpers/dataset.js';
import { FORGE, commandLines, expectInert, hostileSetup } from '../helpers/hostile-dataset.js';

it('clean() keeps a field on one line: CR, LF, CRLF, U+2028, U+2029 and NEL become a visible ⏎', () => {
  expect(clean('a\nb\r\nc\rd\u2028e\u2029f\u0085g')).toBe('a⏎b⏎c⏎d⏎e⏎f⏎g');
  expect(clean(`Pikachu${FORGE}`)).toBe('Pikachu⏎::error file=README.md,line=1::forged');
  expect(clean('a\tb')).toBe('a b');
});

describeWithData('CI output: no forged workflow commands', () => {
  let setup: ReturnType<typeof hostileSetup>;
  beforeAll(() => {
    setup = hostileSetup();
  });

  it.each(['text', 'github', 'junit', 'sarif', 'json'])(
    'a line break in a card name, an attack name or a file name never starts a new output line (%s)',
    (format) => {
      const result = setup.run(['check', '__DECK__', '--format', format]);
      expect(result.status).toBe(1);
      expectInert(result);
      // The hostile text did reach the output, on the line it belongs to.
      expect(result.stdout).toMatch(/forged-name/);
      expect(result.stdout).toMatch(/forged-file/);
      if (format === 'text')
        expect(result.stdout).toMatch(/Burning Darkness⏎::error file=README\.md,line=1::forged-attack/);
    },
  );
});

/** A folder with one invalid deck whose file name is a workflow command, and one that would stop all commands. */
function forgedNames(): { dir: string; names: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'totem-forged-names-'));
  const deck = readFileSync(join(ROOT, 'examples/decks/dragapult-ex-invalid.txt'));
  const names = ['::error file=README.md,line=1,title=Security::Token leaked.txt', '::stop-commands::stopped.txt'];
  for (const name of names) writeFileSync(join(dir, name), deck);
  return { dir, names };
}

/** The workflow commands totem means in --format github: annotations whose `file` is escaped, and its notice. */
const OWN_COMMAND = /^::(?:error|warning) file=%3A%3A|^::notice title=totem::/;

describeWithData('CI output: file names that are workflow commands', () => {
  let forged: ReturnType<typeof forgedNames>;
  beforeAll(() => {
    forged = forgedNames();
  });
  const check = (args: string[]) => totem(['check', '--offline', '--verbose', ...args], { cwd: forged.dir });

  it.each(['text', 'github', 'junit', 'sarif', 'json'])(
    'no line of --format %s (stdout, stderr or the -o file) starts with `::` unless totem meant it',
    (format) => {
      const printed = check(['--format', format, '.']);
      expect(printed.status).toBe(1);
      const written = check(['--format', format, '-o', join(forged.dir, `report.${format}.out`), '.']);
      expect(written.status).toBe(1);
      const file = readFileSync(join(forged.dir, `report.${format}.out`), 'utf8');
      for (const text of [printed.stdout, printed.stderr, written.stderr, file])
        expect(commandLines(text).filter((line) => !(format === 'github' && OWN_COMMAND.test(line)))).toEqual([]);
      // The names are still there, readable (percent-encoded in SARIF's URIs).
      const shown = format === 'sarif' ? decodeURIComponent(printed.stdout + file) : printed.stdout + file;
      expect(shown).toMatch(/::error file=README\.md,line=1,title=Security::Token leaked\.txt/);
      expect(shown).toMatch(/::stop-commands::stopped\.txt/);
      if (format === 'github') {
        expect(printed.stdout).toMatch(
          /^::error file=%3A%3Aerror file=README\.md%2Cline=1%2Ctitle=Security%3A%3AToken leaked\.txt,line=7,/m,
        );
        expect(printed.stdout).toMatch(/^ {2}·::stop-commands::stopped\.txt:7 {2}error/m);
      }
      if (format === 'text') expect(printed.stdout).toMatch(/^·::stop-commands::stopped\.txt {2}✖ invalid/m);
    },
  );
});

it('inertLine: only a line that starts (after any whitespace) with `::` is marked', () => {
  expect(inertLine('::error::x')).toBe('·::error::x');
  expect(inertLine(' \t\u00a0::warning::x')).toBe(' \t\u00a0·::warning::x');
  expect(inertLine('a ::error::x')).toBe('a ::error::x');
  expect(inertLine(':x')).toBe(':x');
});

describeWithData('card names that are workflow commands (cards info, cards find, cost, identity)', () => {
  let setup: ReturnType<typeof hostileSetup>;
  beforeAll(() => {
    setup = hostileSetup();
  });

  it.each([
    ['cards info', ['cards', 'info', 'OBF 66']],
    ['cards find', ['cards', 'find', 'stop-commands']],
    ['cost', ['cost', 'OBF 66']],
    ['identity', ['identity', 'OBF 66']],
  ])('%s: the name is shown, on no line that starts with `::`', (_name, args) => {
    for (const extra of [[], ['--format', 'json']]) {
      const result = setup.run([...args, ...extra]);
      expect(result.status, result.stderr).toBe(0);
      expect(commandLines(result.stdout + result.stderr)).toEqual([]);
      expectInert(result);
      expect(result.stdout).toMatch(/::stop-commands::forged-stop/);
    }
  });

  it.each([
    ['cards info', ['cards', 'info', 'OBF 66']],
    ['cards find', ['cards', 'find', 'stop-commands']],
    ['cost', ['cost', 'OBF 66']],
    ['identity', ['identity', 'OBF 66']],
  ])('%s --format json: no string in it holds ESC, a control or a bidi character from card data', (_name, args) => {
    const result = setup.run([...args, '--format', 'json']);
    expect(result.status, result.stderr).toBe(0);
    const strings: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object')
        Object.entries(value).forEach(([k, v]) => (strings.push(k), walk(v)));
    };
    walk(JSON.parse(result.stdout));
    expect(strings.filter((s) => /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(s))).toEqual([]);
    expect(strings.some((s) => s.startsWith('::stop-commands::forged-stop'))).toBe(true);
  });
});

describeWithData('CI output: report files', () => {
  it('check --format sarif -o FILE on a folder without decks: exit 2, and FILE is a valid SARIF log with no results', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-no-decks-'));
    writeFileSync(join(dir, 'notes.md'), 'no decks here\n');
    const result = totem(['check', '--offline', '--format', 'sarif', '-o', 'e.sarif', '.'], { cwd: dir });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^totem: \.: no deck files/m);
    const log = JSON.parse(readFileSync(join(dir, 'e.sarif'), 'utf8'));
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    expect(log.runs[0].tool.driver.name).toBe('totem');
    expect(log.runs[0].tool.driver.rules.length).toBeGreaterThan(0);
    expect(log.runs[0].results).toEqual([]);
    expect(log.runs[0].invocations[0].executionSuccessful).toBe(false);
    expect(log.runs[0].invocations[0].toolExecutionNotifications[0].message.text).toMatch(/no deck files/);
  });

  it('SARIF artifactLocation.uri is a percent-encoded URI reference (%, #, space, a line break, `:`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-sarif-uri-'));
    const names = ['deck #1 100%.txt', 'a:b?.txt', 'line\nbreak.txt'];
    const deck = readFileSync(join(ROOT, 'examples/decks/dragapult-ex-invalid.txt'));
    for (const name of names) writeFileSync(join(dir, name), deck);
    const result = totem(['check', '--offline', '--format', 'sarif', '.'], { cwd: dir });
    expect(result.status).toBe(1);
    const uris = new Set<string>(
      JSON.parse(result.stdout).runs[0].results.map(
        (r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
          r.locations[0]!.physicalLocation.artifactLocation.uri,
      ),
    );
    expect([...uris].sort()).toEqual(['a%3Ab%3F.txt', 'deck%20%231%20100%25.txt', 'line%0Abreak.txt']);
    // Each resolves, against the folder, to the very file it names: the line break percent-encoded (issue 44
    // item 8: a name is never collapsed onto another; before, ⏎ named a file that does not exist).
    for (const uri of uris)
      expect(decodeURIComponent(new URL(uri, 'file:///decks/').pathname.slice(7))).toMatch(
        /^(deck #1 100%|a:b\?|line\nbreak)\.txt$/,
      );
  });

  it('a failed write to standard output (> /dev/full): exit 2 and one line on stderr', () => {
    const full = openSync('/dev/full', 'w');
    const result = spawnSync(process.execPath, [BIN, 'check', '--offline', 'examples/decks/charizard-ex.txt'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TOTEM_CACHE_DIR: SHARED_CACHE,
        NO_COLOR: '1',
        TOTEM_DATA_DIR: DATA_DIR,
      },
      stdio: ['ignore', full, 'pipe'],
      encoding: 'utf8',
    });
    closeSync(full);
    expect(result.status).toBe(2);
    expect(withoutImportLines(result.stderr)).toBe(
      'totem: cannot write to standard output (ENOSPC): the report is incomplete\n',
    );
  });
});

it('-o FILE on a full disk keeps the previous report whole (a sibling is written, then renamed over it)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'totem-full-disk-'));
  writeFileSync(join(dir, 'notes.md'), 'no decks here\n');
  const args = ['check', '--offline', '--format', 'sarif', '-o', 'e.sarif', '.'];
  expect(totem(args, { cwd: dir, data: false }).status).toBe(2);
  const previous = readFileSync(join(dir, 'e.sarif'), 'utf8');
  expect(previous.length).toBeGreaterThan(2048);
  // No file may grow past 1 KiB: the disk is full for the new report.
  const full = totem(args, { cwd: dir, data: false, fileSizeLimitKb: 1 });
  expect(full.status).toBe(2);
  expect(full.stderr).toMatch(/e\.sarif: cannot write \((EFBIG|ENOSPC)\)/);
  expect(readFileSync(join(dir, 'e.sarif'), 'utf8')).toBe(previous);
  expect(readdirSync(dir).sort()).toEqual(['e.sarif', 'notes.md']);
});

it('-o FILE: a new file gets the usual mode, an old one keeps its mode, a device is written in place', () => {
  const dir = mkdtempSync(join(tmpdir(), 'totem-output-mode-'));
  writeFileSync(join(dir, 'notes.md'), 'no decks here\n');
  const args = (file: string) => ['check', '--offline', '--format', 'json', '-o', file, '.'];
  totem(args('new.json'), { cwd: dir, data: false });
  expect(statSync(join(dir, 'new.json')).mode & 0o777).toBe(0o666 & ~process.umask());
  writeFileSync(join(dir, 'kept.json'), 'old', { mode: 0o600 });
  totem(args('kept.json'), { cwd: dir, data: false });
  expect(statSync(join(dir, 'kept.json')).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(join(dir, 'kept.json'), 'utf8'))).toBeTruthy();
  const devnull = totem(args('/dev/null'), { cwd: dir, data: false });
  expect(devnull.stderr).not.toMatch(/cannot write/);
  expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
});
