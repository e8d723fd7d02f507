import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import { englishFragments, englishIn } from '../i18n/catalog.js';

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);

describeWithData('totem stats', () => {
  it('text: the counts, the opening hand, the Prize cards, the Invocation timeline and the model; exit 0', () => {
    const run = totem(['stats', 'examples/decks/charizard-ex.txt']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('99 cards · 16 Basic Pokémon · 29 Energy cards for the Totem');
    expect(run.stdout).toMatch(/At least 1 Basic Pokémon in 7 cards +72\.1%/);
    expect(run.stdout).toMatch(/cost 4\n +0\.0% +0\.0% +0\.0% +36\.7%/);
    expect(run.stdout).toMatch(/cost 7 \(\+3 KOs\)/);
    expect(run.stdout).toContain('every turn you draw 1 card, on your first turn too (rulebook §6)');
  });

  it('text fits an 80-column terminal, the search model and a 1-card --key too (issue 31 item 12)', () => {
    for (const lang of ['en', 'es'])
      for (const deck of ['examples/decks/charizard-ex.txt', 'examples/decks/dragapult-ex-invalid.txt']) {
        const run = totem(['stats', deck, '--lang', lang, '--key', 'Lacey', '--model', 'search', '--runs', '500']);
        expect([0, 1]).toContain(run.status);
        expect(run.stdout.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
      }
  });

  it('Pidgeot ex with 4 Energy: a warning that invoking is unlikely, and the two Energy counts explained (issue 31 item 11)', () => {
    const run = totem(['stats', 'examples/decks/pidgeot-ex-colorless.json', '--format', 'json']);
    const s = JSON.parse(run.stdout) as { notes: { id: string; message: string }[]; invocation: { turnFor50: number } };
    expect(s.invocation.turnFor50).toBe(54);
    expect(s.notes.find((n) => n.id === 'note-invocation-unlikely')?.message).toContain('50% only by turn 54');
  });

  it('json: the documented shape, probabilities as numbers', () => {
    const run = totem(['stats', 'examples/decks/charizard-ex.txt', '--format', 'json', '--key', 'Arven']);
    expect(run.status).toBe(0);
    const s = JSON.parse(run.stdout);
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining(['cards', 'basics', 'energyCards', 'openingHand', 'prizes', 'invocation', 'model']),
    );
    expect([s.cards, s.basics, s.energyCards]).toEqual([99, 16, 29]);
    expect(Object.keys(s.openingHand)).toEqual(['pAtLeastOneBasic', 'expectedMulligans', 'basicsInKeptHand']);
    expect(s.openingHand.pAtLeastOneBasic).toBeCloseTo(0.7211050023, 9);
    expect(Object.keys(s.prizes)).toEqual(['pGivenCardPrized', 'groups']);
    expect(s.prizes.groups.map((g: { kind: string }) => g.kind)).toEqual(['energy', 'supporters', 'key']);
    expect(Object.keys(s.invocation)).toEqual(['cost', 'byTurn', 'turnFor50', 'turnFor90', 'afterKnockOuts']);
    expect(s.invocation.cost).toBe(4);
    expect(s.invocation.byTurn[0]).toEqual({ turn: 1, p: 0 });
    expect(s.invocation.afterKnockOuts.map((k: { cost: number }) => k.cost)).toEqual([5, 6, 7]);
    expect(s.model[0]).toMatchObject({ id: 'model-kept-hand', message: expect.stringContaining('§5') });
    expect(s.search).toBeNull();
  });

  it('--lang es: the rulebook’s Spanish words', () => {
    const run = totem(['stats', 'examples/decks/charizard-ex.txt', '--lang', 'es']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('99 cartas · 16 Pokémon Básicos · 29 cartas de Energía para el Tótem');
    expect(run.stdout).toContain('Cartas de Premio (6, tras la mano inicial)');
    expect(run.stdout).toMatch(/Al menos 1 Pokémon Básico en 7 cartas +72,1\s%/);
    expect(run.stdout).not.toMatch(/Opening hand|Prize cards|every turn/);
    // The rulebook's "Fuera de Combate", as cost says it, not "KO" (issue 24, item 13).
    expect(run.stdout).toMatch(/^ {4}coste 5 \(\+1 Fuera de Combate\)\n +0,0\s%/m);
    expect(run.stdout).toMatch(/^ {4}coste 7 \(\+3 Fuera de Combate\)$/m);
    expect(run.stdout).not.toMatch(/\bKOs?\b/);
  });

  it('--lang es: no English sentence of any catalog in text, JSON messages, the search model or --help', () => {
    const fragments = englishFragments();
    for (const args of [
      ['stats', 'examples/decks/charizard-ex.txt', '--lang', 'es', '--model', 'search', '--runs', '500'],
      ['stats', 'examples/decks/dragapult-ex-invalid.txt', '--lang', 'es', '--key', 'Dreepy'],
      ['stats', '--help', '--lang', 'es'],
    ]) {
      const run = totem(args);
      expect(run.status, args.join(' ')).toBe(0);
      expect(englishIn(run.stdout, fragments), run.stdout).toEqual([]);
    }
    const json = JSON.parse(
      totem(['stats', 'examples/decks/dragapult-ex-invalid.txt', '--lang', 'es', '--format', 'json']).stdout,
    );
    const messages = [...json.notes, ...json.model].map((n: { message: string }) => n.message).join('\n');
    expect(englishIn(messages, fragments), messages).toEqual([]);
    expect(messages).toContain('este mazo no pasa check (3 errores)');
  });

  it('--model search: seeded, its runs and 95% interval printed, labelled a model', () => {
    const args = ['stats', 'examples/decks/charizard-ex.txt', '--model', 'search', '--seed', '5', '--runs', '2000'];
    const run = totem(args);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Search model (Monte Carlo, 2000 runs, seed 5)');
    expect(run.stdout).toContain('95% interval');
    expect(totem(args).stdout).toBe(run.stdout);
  });

  it('a deck with an unknown card and a failing check: odds with notes naming it, exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-stats-'));
    const file = join(dir, 'deck.txt');
    writeFileSync(file, 'Totem: 1\n1 Charizard ex OBF 125\nPokémon: 31\n30 Charmander MEW 4\n1 Notacard Mon\n');
    const run = totem(['stats', file, '--format', 'json']);
    expect(run.status).toBe(0);
    const s = JSON.parse(run.stdout);
    expect(s.unknown).toEqual([{ name: 'Notacard Mon', line: 5, copies: 1 }]);
    expect(s.notes.map((n: { id: string }) => n.id)).toEqual(
      expect.arrayContaining(['note-fails-check', 'note-unknown', 'note-deck-size']),
    );
    expect(s.notes.find((n: { id: string }) => n.id === 'note-unknown').message).toContain('Notacard Mon');
  });

  it('a deck with no Basic Pokémon: a clear reason, exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-stats-'));
    const file = join(dir, 'deck.txt');
    writeFileSync(file, 'Totem: 1\n1 Charizard ex OBF 125\nEnergy: 99\n99 Fire Energy\n');
    const run = totem(['stats', file]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('no odds: the deck has no Basic Pokémon');
  });
});

describeWithData('totem stats: the search model has a bound on its work', () => {
  it('runs × cards past 50,000,000 is a usage error naming the bound and the range of --runs for that deck', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'totem-stats-')), 'big.txt');
    const charizard = readFileSync('examples/decks/charizard-ex.txt', 'utf8');
    // 399 cards: the largest deck the odds are worked out for; a million runs ran for minutes before.
    writeFileSync(file, `${charizard}\n${'50 Basic {R} Energy SVE 2\n'.repeat(6)}`);
    const run = totem(['stats', file, '--model', 'search', '--runs', '1000000']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /--runs 1000000 with the 399 cards of .*big\.txt is more work than the search model does \(runs × cards at most 50000000\): for this deck --runs takes 1 to 125313/,
    );
    expect(run.stdout).toBe('');
    noStack(run.stderr);
    const es = totem(['stats', file, '--model', 'search', '--runs', '1000000', '--lang', 'es']);
    expect(es.status).toBe(2);
    expect(es.stderr).toMatch(/para este mazo --runs admite de 1 a 125313/);
    // The plain model takes no runs: the same deck gets its odds.
    expect(totem(['stats', file, '--runs', '1000000']).status).toBe(0);
  });
});

describe('totem stats: bad input exits 2 with a message', () => {
  it.each([
    [['stats'], /missing required argument/],
    [['stats', 'does-not-exist.txt', '--offline'], /does-not-exist\.txt: no such file/],
    [['stats', 'examples/decks/charizard-ex.txt', '--runs', '0'], /--runs takes a whole number from 1 to 1000000/],
    [['stats', 'examples/decks/charizard-ex.txt', '--model', 'magic'], /--model/],
    [['stats', 'examples/decks/charizard-ex.txt', '--format', 'yaml'], /--format must be one of text, json/],
  ])('%j', (args, message) => {
    const run = totem(args, { data: false });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^totem: /);
    expect(run.stderr).toMatch(message);
    noStack(run.stderr);
  });
});
