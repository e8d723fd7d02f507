import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

// A list as the Pokémon TCG Live client exports it: Pokémon, Trainer and Energy sections, no Totem.
const PASTE = join(ROOT, 'test/fixtures/ptcg-live/mega-gardevoir-ex.txt');

describeWithData('a pasted list with no Totem gets its Totem candidates', () => {
  it('JSON: totem-missing and every candidate, checked, best first', () => {
    const run = totem(['check', '--offline', '--format', 'json', PASTE]);
    expect(run.status).toBe(1);
    const deck = JSON.parse(run.stdout).decks[0];
    expect(deck.problems.map((p: { rule: string }) => p.rule)).toEqual(['totem-missing']);
    const byName = Object.fromEntries(deck.totemCandidates.map((c: { name: string }) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(['Gardevoir ex', "Lillie's Clefairy ex", 'Mega Gardevoir ex', 'Mew ex']);
    expect(byName['Mega Gardevoir ex']).toEqual({
      ids: ['me1-60'],
      name: 'Mega Gardevoir ex',
      set: 'MEG',
      number: '60',
      valid: true,
      errors: 0,
      firstRule: null,
      identity: ['Colorless', 'Psychic'],
      invocationCost: 4,
      prizeCards: 3,
    });
    // Mew ex has Retreat Cost 0: no Colorless in its identity, so the Colorless Pokémon are outside it.
    expect(byName['Mew ex']).toMatchObject({ valid: false, firstRule: 'type-identity' });
    expect(deck.totemCandidates.at(-1).name).toBe('Mew ex');
  });

  it('--format github: the log names the best candidate and the --totem that picks it (issue 43 item 8)', () => {
    const run = totem(['check', '--offline', '--format', 'github', PASTE]);
    expect(run.status).toBe(1);
    const use = /^ {2}to use it: --totem "([^"]+)"/m.exec(run.stdout)?.[1];
    const best = JSON.parse(totem(['check', '--offline', '--format', 'json', PASTE]).stdout).decks[0]
      .totemCandidates[0];
    expect(use).toBe(`${best.name} ${best.set} ${best.number}`);
    expect(totem(['check', '--offline', '--totem', use!, PASTE]).status).toBe(0);
  });

  it('text: a table and the --totem to use; that --totem makes the list valid, and fmt writes the Totem section', () => {
    const run = totem(['check', '--offline', PASTE]);
    expect(run.stdout).toContain('Totem candidates (the list checked with each as its Totem, best first):');
    const use = /--totem "([^"]+)"/.exec(run.stdout.split('\n').find((l) => l.includes('to use it'))!)![1]!;
    expect(totem(['check', '--offline', '--totem', use, PASTE]).status).toBe(0);

    const fmt = totem(['fmt', '--offline', '--totem', 'Mega Gardevoir ex MEG 60', PASTE]);
    expect(fmt.status).toBe(0);
    expect(fmt.stdout.startsWith('Totem: 1\n1 Mega Gardevoir ex MEG 60\n\nPokémon: 37\n')).toBe(true);
    const file = join(tmpdir(), `totem-fmt-${process.pid}.txt`);
    writeFileSync(file, fmt.stdout);
    const after = totem(['check', '--offline', '--format', 'json', file]);
    expect(after.status).toBe(0);
    expect(JSON.parse(after.stdout).decks[0].totemCandidates).toEqual([]);
    expect(readFileSync(PASTE, 'utf8')).not.toContain('Totem');
  });

  it('Spanish: the table in Spanish', () => {
    const run = totem(['check', '--offline', '--lang', 'es', PASTE]);
    expect(run.stdout).toContain('Candidatas a Tótem');
    expect(run.stdout).toContain('para usarla: --totem "');
  });
});
