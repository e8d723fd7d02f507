import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem, withoutImportLines } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';

function withConfig(config: string, options: { deadlineMs?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'totem-cfg-'));
  writeFileSync(
    join(dir, 'd.txt'),
    'Totem: 1\n1 Charizard ex OBF 125\nPokémon:\n1 Charmander MEW 4\n98 Basic {R} Energy SVE 2\n',
  );
  writeFileSync(join(dir, 'totem.config.json'), config);
  return totem(['check', join(dir, 'd.txt')], options);
}

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at /);

describeWithData('house config faults', () => {
  it.each([
    ['not JSON', '{ not json', /totem\.config\.json: .*JSON/],
    ['a wrong severity', '{"rules": {"type-identity": "sometimes"}}', /rules\.type-identity: /],
    [
      'an unknown rule id',
      '{"rules": {"no-such-rule": "off"}}',
      /rules\.no-such-rule: unknown rule id; known rules are parse, /,
    ],
    ['an unknown key', '{"rulez": {}}', /rulez|Unrecognized key/],
    ['a ban that is neither name nor id', '{"ban": [{"reason": "why"}]}', /ban\[0\]/],
    ['a dataDir of the wrong type', '{"dataDir": 42}', /dataDir: /],
    [
      'rules.__proto__',
      '{"rules": {"__proto__": "off"}}',
      /rules\.__proto__: unknown rule id; known rules are parse, /,
    ],
    ['rules.constructor', '{"rules": {"constructor": "off"}}', /rules\.constructor: unknown rule id/],
  ])('%s: exit 2 with the field named', (_name, config, message) => {
    const run = withConfig(config);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(message);
    noStack(run.stderr);
  });

  it('a ban that names no card is a warning, and the check goes on', () => {
    const run = withConfig('{"ban": ["Not A Real Card", {"id": "zz-999"}]}');
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/ban "Not A Real Card" names no card/);
    expect(run.stderr).toMatch(/ban "zz-999" names no card/);
  });

  it('a config with a UTF-8 byte order mark is read, as a decklist with one is', () => {
    const run = withConfig('\uFEFF{"ban": ["Charmander"]}');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Charmander MEW 4 is banned/);
  });

  it('10,000 bans: matched in linear time; bans naming no card are summed up after 20 warnings', () => {
    const ban = [...Array.from({ length: 9998 }, (_, i) => `Not A Card ${i}`), 'Charmander', { id: 'sv3-125' }];
    const run = withConfig(JSON.stringify({ ban }), { deadlineMs: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/Charmander MEW 4 is banned/);
    expect(run.stdout).toMatch(/Charizard ex OBF 125 is banned/);
    const warnings = run.stderr.trimEnd().split('\n');
    expect(warnings).toHaveLength(21);
    expect(warnings[20]).toMatch(/… and 9978 more bans in .*totem\.config\.json name no card/);
  }, 120_000);

  it('--config naming a missing file: exit 2', () => {
    const run = totem(['check', 'examples/decks/charizard-ex.txt', '--config', '/nonexistent/totem.config.json']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/nonexistent\/totem\.config\.json/);
    noStack(run.stderr);
  });

  it('a valid config: its dataDir is relative to the config file and replaces TOTEM_DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-cfg-'));
    writeFileSync(
      join(dir, 'd.txt'),
      'Totem: 1\n1 Charizard ex OBF 125\nPokémon: 5\n1 Charmander MEW 4\n98 Basic {R} Energy SVE 2\n',
    );
    writeFileSync(
      join(dir, 'totem.config.json'),
      JSON.stringify({ rules: { 'section-count': 'off' }, dataDir: relative(dir, DATA_DIR) }),
    );
    const run = totem(['check', join(dir, 'd.txt'), '--offline'], {
      data: false,
      env: { TOTEM_CACHE_DIR: mkdtempSync(join(tmpdir(), 'totem-cfg-cache-')) },
    });
    expect(withoutImportLines(run.stderr)).toBe('');
    expect(run.status).toBe(0);
  });
});

describeWithData('config discovery stops at the git repository root', () => {
  /** outer/totem.config.json bans Charizard ex; outer/repo is a git repository with a deck that plays it. */
  function nested() {
    const outer = mkdtempSync(join(tmpdir(), 'totem-cfg-outer-'));
    writeFileSync(join(outer, 'totem.config.json'), JSON.stringify({ ban: ['Charizard ex'] }));
    const repo = join(outer, 'repo');
    mkdirSync(join(repo, 'decks'), { recursive: true });
    mkdirSync(join(repo, '.git'));
    writeFileSync(join(repo, 'decks/d.txt'), readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt')));
    return { outer, repo };
  }

  it('a totem.config.json above the repository is not applied; --verbose and the JSON report say none was', () => {
    const { repo } = nested();
    const run = totem(['check', '--offline', '--verbose', '--format', 'json', 'decks/d.txt'], { cwd: repo });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).decks[0].config).toBeNull();
    expect(run.stderr).toMatch(
      /^totem: house rules for decks\/d\.txt: none \(no totem\.config\.json up to the repository root\)$/m,
    );
  });

  it('a config inside the repository, or one named by --config, is applied and named', () => {
    const { outer, repo } = nested();
    const above = totem(
      [
        'check',
        '--offline',
        '--verbose',
        '--format',
        'json',
        '--config',
        join(outer, 'totem.config.json'),
        'decks/d.txt',
      ],
      { cwd: repo },
    );
    expect(above.status).toBe(1);
    expect(JSON.parse(above.stdout).decks[0].config).toBe(join(outer, 'totem.config.json'));
    writeFileSync(join(repo, 'totem.config.json'), JSON.stringify({ ban: ['Charizard ex'] }));
    const inside = totem(['check', '--offline', '--verbose', '--format', 'json', 'decks/d.txt'], { cwd: repo });
    expect(inside.status).toBe(1);
    expect(JSON.parse(inside.stdout).decks[0].config).toBe('totem.config.json');
    expect(inside.stderr).toMatch(/^totem: house rules for decks\/d\.txt: totem\.config\.json$/m);
  });
});
