import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const deck = (name: string): string => resolve(ROOT, 'examples/decks', name);

/** A folder with a house config naming a watch list, and copies of two example decks. */
function podFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-pod-'));
  writeFileSync(
    join(dir, 'totem.config.json'),
    JSON.stringify({
      watch: [
        { card: 'Iono', reason: 'hand disruption: ask the table first' },
        { card: 'Charizard ex', reason: 'our table plays it at most once' },
        { card: 'Nobody Here', reason: 'never matches' },
      ],
    }),
  );
  copyFileSync(deck('charizard-ex.txt'), join(dir, 'charizard-ex.txt'));
  copyFileSync(deck('dragapult-ex-invalid.txt'), join(dir, 'dragapult-ex-invalid.txt'));
  return dir;
}

describeWithData('totem pod', () => {
  // Case table: arguments → exit code and what the output must hold.
  const cases: { name: string; args: string[]; status: number; has: (string | RegExp)[] }[] = [
    {
      name: 'every deck valid: exit 0',
      args: ['pod', deck('charizard-ex.txt'), deck('kyogre-groudon-legend.txt')],
      status: 0,
      has: ['Pod table: 2 decks · 2 valid · 0 invalid', 'no power score', /Kyogre & Groudon LEGEND/],
    },
    {
      name: 'one deck invalid: exit 1, its errors counted',
      args: ['pod', deck('charizard-ex.txt'), deck('dragapult-ex-invalid.txt')],
      status: 1,
      has: [/dragapult-ex-invalid\.txt {2}invalid \(3 errors\)/, /cost 4 · after 1 Knock Out 5 · Prize cards 2/],
    },
    {
      name: 'a card that cannot be a Totem: no Invocation Cost shown',
      args: ['pod', deck('not-a-totem.txt')],
      status: 1,
      has: ["Pikachu [sv2-62] — can't be a Totem", /invoked by turn 4 none/],
    },
    {
      name: 'Spanish',
      args: ['pod', deck('charizard-ex.txt'), '--lang', 'es'],
      status: 0,
      has: [
        'Mesa de pod: 1 mazo · 1 válido · 0 no válido',
        /coste 4 · tras 1 Fuera de Combate 5 · cartas de Premio 2/,
        /un Básico en la mano inicial 72,1\s%/,
      ],
    },
  ];
  for (const c of cases)
    it(`text: ${c.name}`, () => {
      const run = totem(c.args);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.status).toBe(c.status);
      for (const h of c.has) expect(run.stdout).toMatch(h);
      // Laid out for an 80-column terminal.
      for (const line of run.stdout.split('\n')) expect([...line].length).toBeLessThanOrEqual(80);
    });

  it('json: the documented shape, totem/identity/counts as in the check report, the watch list hits', () => {
    const dir = podFolder();
    const run = totem(['pod', 'charizard-ex.txt', 'dragapult-ex-invalid.txt', '--format', 'json'], { cwd: dir });
    expect(run.status).toBe(1);
    const pod = JSON.parse(run.stdout);
    expect(pod.decks).toHaveLength(2);
    const [a, b] = pod.decks;
    expect(Object.keys(a)).toEqual([
      'file',
      'valid',
      'errors',
      'totem',
      'invocationCost',
      'prizeCards',
      'identity',
      'counts',
      'limits',
      'odds',
      'watch',
    ]);
    const check = JSON.parse(totem(['check', 'charizard-ex.txt', '--format', 'json'], { cwd: dir }).stdout).decks[0];
    expect(a.totem).toEqual(check.totem);
    expect(a.identity).toEqual(check.identity);
    expect(a.counts).toEqual(check.counts);
    expect(a).toMatchObject({ valid: true, errors: 0, invocationCost: { now: 4, afterOneKnockOut: 5 }, prizeCards: 2 });
    expect(Object.keys(a.limits)).toEqual(
      expect.arrayContaining(['ruleBox', 'aceSpec', 'radiant', 'prismStar', 'star', 'specialEnergy']),
    );
    expect(a.limits).toMatchObject({ ruleBox: 1, specialEnergy: 1, basicEnergy: 28 });
    // Exact, as totem stats has them.
    expect(a.odds.basicInOpeningHand).toBeCloseTo(0.7211050023, 9);
    const stats = JSON.parse(totem(['stats', 'charizard-ex.txt', '--format', 'json'], { cwd: dir }).stdout);
    expect(a.odds.invokedByTurn4).toBe(stats.invocation.byTurn[3].p);
    expect(a.watch).toEqual([
      { card: 'Iono', reason: 'hand disruption: ask the table first', line: expect.any(Number) },
      { card: 'Charizard ex', reason: 'our table plays it at most once', line: expect.any(Number) },
    ]);
    expect(b).toMatchObject({ valid: false, errors: 3, watch: [] });
    const text = totem(['pod', 'charizard-ex.txt'], { cwd: dir });
    expect(text.stdout).toMatch(/Watch {7}Iono: hand disruption: ask the table first \(line \d+\)/);
  });

  it('no watch list is shipped: without a config, nothing is watched', () => {
    const run = totem(['pod', deck('charizard-ex.txt'), '--format', 'json']);
    expect(JSON.parse(run.stdout).decks[0].watch).toEqual([]);
  });

  it('more than 8 decks: exit 2, nothing checked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-pod-9-'));
    const nine = Array.from({ length: 9 }, (_, i) => join(dir, `deck-${i}.txt`));
    for (const file of nine) copyFileSync(deck('charizard-ex.txt'), file);
    const run = totem(['pod', ...nine]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^totem: a pod table holds at most 8 decks, not 9; split the table\n$/);
    const es = totem(['pod', '--lang', 'es', ...nine]);
    expect(es.stderr).toContain('una mesa de pod tiene como máximo 8 mazos, no 9');
  });

  it('an unreadable deck: exit 2, named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-pod-bad-'));
    writeFileSync(join(dir, 'junk.txt'), Buffer.from([0, 1, 2, 0, 159, 146, 150]));
    const run = totem(['pod', deck('charizard-ex.txt'), join(dir, 'junk.txt')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/junk\.txt: not a deck \(.*NUL.*\)/);
  });

  it('a watch entry without a reason is a config error (exit 2)', () => {
    const dir = podFolder();
    writeFileSync(join(dir, 'totem.config.json'), JSON.stringify({ watch: [{ card: 'Iono' }] }));
    const run = totem(['pod', 'charizard-ex.txt'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/watch/);
  });
});

describe('totem pod --help', () => {
  it('is listed', () => {
    expect(totem(['pod', '--help'], { data: false }).stdout).toContain('up to 8 decks side by side');
  });
});
