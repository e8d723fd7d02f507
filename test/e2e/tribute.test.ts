import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

// issue 31 item 2: `check --variant tribute` (seed 001). The example's Totem is a Basic Pikachu without a Rule Box.
const EXAMPLE = 'examples/tribute/pikachu.txt';

/** The example in a folder of its own, with a totem.config.json holding `config`. */
function withConfig(config: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-tribute-check-'));
  copyFileSync(resolve(ROOT, EXAMPLE), join(dir, 'pikachu.txt'));
  writeFileSync(join(dir, 'totem.config.json'), JSON.stringify(config));
  return join(dir, 'pikachu.txt');
}

describeWithData('totem check --variant tribute', () => {
  it('the example is valid in the variant (exit 0), its Totem line shows the Tribute Cost', () => {
    const run = totem(['check', EXAMPLE, '--variant', 'tribute']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Basic (stage value 1) · Tribute Cost 1 · 1 Prize card · tribute variant');
    expect(run.stdout).not.toContain('Invocation Cost');
  });

  it('without the flag the same list is invalid: totem-eligible (exit 1)', () => {
    const run = totem(['check', EXAMPLE, '--format', 'json']);
    expect(run.status).toBe(1);
    const deck = JSON.parse(run.stdout).decks[0];
    expect(deck.variant).toBe('standard');
    expect(deck.totem.tributeCost).toBeUndefined();
    expect(deck.problems.map((p: { rule: string; messageId: string }) => [p.rule, p.messageId])).toEqual([
      ['totem-eligible', 'not-eligible'],
    ]);
  });

  it('JSON: variant and totem.tributeCost, the figure `cost --variant tribute --format json` gives', () => {
    const run = totem(['check', EXAMPLE, '--variant', 'tribute', '--format', 'json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.version).toBe(1);
    const deck = report.decks[0];
    expect(deck.variant).toBe('tribute');
    const cost = totem(['cost', 'Pikachu PAL 62', '--variant', 'tribute', '--format', 'json']);
    expect(cost.status).toBe(0);
    const tributeCost = JSON.parse(cost.stdout).tributeCost;
    expect(tributeCost).toBe(1);
    expect(deck.totem.tributeCost).toBe(tributeCost);
  });

  it('"variant": "tribute" in totem.config.json does the same; --variant standard overrides it', () => {
    const file = withConfig({ variant: 'tribute' });
    const run = totem(['check', file, '--format', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).decks[0].variant).toBe('tribute');
    // The same config gives `stats` its variant (the config schema takes "variant" now).
    const stats = totem(['stats', file, '--format', 'json']);
    expect(stats.status).toBe(0);
    expect(JSON.parse(stats.stdout).variant).toBe('tribute');
    const standard = totem(['check', file, '--variant', 'standard', '--format', 'json']);
    expect(standard.status).toBe(1);
    expect(JSON.parse(standard.stdout).decks[0].variant).toBe('standard');
  });

  it('a config naming a variant it does not know is a usage error (exit 2)', () => {
    const run = totem(['check', withConfig({ variant: 'house' })]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/variant/);
  });

  it('in Spanish: the Coste de Tributo, and what can be a Totem there when the card is not a Pokémon', () => {
    const run = totem(['check', EXAMPLE, '--variant', 'tribute', '--lang', 'es']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Coste de Tributo 1');
    expect(run.stdout).toContain('variante del Tributo');
    const dir = mkdtempSync(join(tmpdir(), 'totem-tribute-check-'));
    const trainer = join(dir, 'ball.txt');
    writeFileSync(trainer, 'Totem: 1\n1 Ultra Ball SVI 196\nPokémon: 1\n1 Pikachu PAL 62\n');
    const es = totem(['check', trainer, '--variant', 'tribute', '--lang', 'es', '--format', 'json']);
    expect(es.status).toBe(1);
    const problem = JSON.parse(es.stdout).decks[0].problems.find((p: { rule: string }) => p.rule === 'totem-eligible');
    expect(problem.messageId).toBe('not-eligible-tribute');
    expect(problem.message).toContain('En la variante del Tributo un Tótem es un Pokémon');
  });

  it('a list with no Totem: every Pokémon is a candidate, with its Tribute Cost', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-tribute-check-'));
    const file = join(dir, 'no-totem.txt');
    const text = readFileSync(resolve(ROOT, EXAMPLE), 'utf8');
    writeFileSync(
      file,
      text.replace(/Totem: 1\n1 Pikachu PAL 62\n/, '').replace('Pokémon: 30', 'Pokémon: 31\n1 Pikachu PAL 62'),
    );
    const run = totem(['check', file, '--variant', 'tribute', '--format', 'json']);
    expect(run.status).toBe(1);
    const deck = JSON.parse(run.stdout).decks[0];
    expect(deck.problems.map((p: { messageId: string }) => p.messageId)).toContain('missing-tribute');
    const pikachu = deck.totemCandidates.find((c: { name: string }) => c.name === 'Pikachu');
    expect(pikachu).toMatchObject({ valid: true, tributeCost: 1 });
    expect(deck.totemCandidates.length).toBeGreaterThan(1);
  });

  it('pod, diff and sheet take --variant too', () => {
    const pod = totem(['pod', EXAMPLE, '--variant', 'tribute', '--format', 'json']);
    expect(pod.status).toBe(0);
    const diff = totem(['diff', EXAMPLE, EXAMPLE, '--variant', 'tribute', '--format', 'json']);
    expect(diff.status).toBe(0);
    const out = join(mkdtempSync(join(tmpdir(), 'totem-tribute-sheet-')), 'sheet.html');
    expect(totem(['sheet', EXAMPLE, '--variant', 'tribute', '-o', out]).status).toBe(0);
    expect(totem(['sheet', EXAMPLE, '-o', out]).status).toBe(1);
  });
});
