import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import { englishFragments, englishIn } from '../i18n/catalog.js';
import { pdf } from '../stats/jstat.js';

const noStack = (s: string) => expect(s).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);

/** The Charizard ex example with its line: two of its Basics swapped for Charmander OBF 26 and Charmeleon OBF 27. */
function charizardWithLine(): string {
  const text = readFileSync('examples/decks/charizard-ex.txt', 'utf8')
    .replace('1 Salandit OBF 139', '1 Charmander OBF 26')
    .replace('1 Darumaka OBF 34', '1 Charmeleon OBF 27');
  const file = join(mkdtempSync(join(tmpdir(), 'totem-tribute-')), 'charizard-line.txt');
  writeFileSync(file, text);
  return file;
}

describeWithData('totem stats --variant tribute', () => {
  it('text: draw 17 keep 7, the Prize cards chosen, the Tribute timeline and the Evolution Tribute; exit 0', () => {
    const run = totem(['stats', charizardWithLine(), '--variant', 'tribute']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('99 cards · 15 Basic Pokémon · Tribute Cost variant');
    expect(run.stdout).toMatch(/At least 1 Basic Pokémon in 17 cards +95\.4%/);
    expect(run.stdout).toContain('Prize cards (10, chosen)');
    expect(run.stdout).toContain('Tribute Cost 3 (Stage 2: discard 3)');
    expect(run.stdout).toMatch(/cards in hand \(after the draw\)\n +7 +8 +9 +10/);
    expect(run.stdout).toContain('the line in the deck: Charmander (1 card) → Charmeleon (1 card)');
    expect(run.stdout).toMatch(/P\(paid by turn t\)\n +0\.0% +0\.0% +3\.5%/);
    expect(run.stdout).not.toContain('Invocation timeline');
  });

  it('json: the documented shape, exact figures', () => {
    const run = totem(['stats', charizardWithLine(), '--variant', 'tribute', '--format', 'json', '--key', 'Arven']);
    expect(run.status).toBe(0);
    const s = JSON.parse(run.stdout);
    expect([s.variant, s.cards, s.basics]).toEqual(['tribute', 99, 15]);
    expect(s.openingHand).toMatchObject({ drawn: 17, kept: 7 });
    expect(Math.abs(s.openingHand.pAtLeastOneBasic - (1 - pdf(0, 99, 15, 17)))).toBeLessThan(1e-12);
    expect(s.prizes).toEqual({ count: 10, chosen: true });
    expect(s.invocation).toMatchObject({ cost: 3, reason: 'Stage 2: discard 3', fromTurn: 2, firstTurn: 2 });
    expect(s.invocation.evolutionTribute).toMatchObject({
      cost: 1,
      onto: 'Charmeleon',
      line: [
        { name: 'Charmander', cards: 1 },
        { name: 'Charmeleon', cards: 1 },
      ],
      missing: null,
    });
    expect(s.draws.map((g: { kind: string }) => g.kind)).toEqual(['energy', 'supporters', 'key']);
    expect(s.model[0]).toMatchObject({ id: 'tribute-model-hand', message: expect.stringContaining('17 cards') });
    expect(s).not.toHaveProperty('search');
    // Without --variant (and no config naming one): the standard odds, as before.
    const standard = JSON.parse(totem(['stats', 'examples/decks/charizard-ex.txt', '--format', 'json']).stdout);
    expect(standard.variant).toBe('standard');
    expect(standard.invocation.cost).toBe(4);
  });

  it('a Totem with no line in the deck: the Evolution Tribute said impossible, no number invented', () => {
    const run = totem(['stats', 'examples/decks/charizard-ex.txt', '--variant', 'tribute', '--format', 'json']);
    expect(run.status).toBe(0);
    const s = JSON.parse(run.stdout);
    expect(s.invocation.evolutionTribute).toMatchObject({ missing: 'Charmeleon', turnFor50: null });
    expect(s.notes.find((n: { id: string }) => n.id === 'note-evolution-missing').message).toContain(
      'no Charmeleon in the deck',
    );
  });

  it('--lang es: the Spanish words, no English sentence, every line within 80 columns', () => {
    const file = charizardWithLine();
    for (const lang of ['en', 'es']) {
      const run = totem(['stats', file, 'examples/decks/charizard-ex.txt', '--variant', 'tribute', '--lang', lang]);
      expect(run.status).toBe(0);
      expect(run.stdout.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
      if (lang === 'es') {
        expect(run.stdout).toContain('Mano inicial (roba 17, quédate 7)');
        expect(run.stdout).toMatch(/Al menos 1 Pokémon Básico en 17 cartas +95,4 %/);
        expect(run.stdout).toContain('Coste de Tributo 3 (Fase 2: descarta 3)');
        expect(run.stdout).toContain('Tributo de Evolución (descarta 1): el Tótem evoluciona sobre Charmeleon');
        expect(englishIn(run.stdout, englishFragments())).toEqual([]);
      }
    }
  });

  it('a deck with no Basic Pokémon: no odds and the reason, exit 1', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'totem-tribute-')), 'deck.txt');
    writeFileSync(file, 'Totem: 1\n1 Charizard ex OBF 125\nEnergy: 99\n99 Fire Energy\n');
    const run = totem(['stats', file, '--variant', 'tribute']);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('no odds: the deck has no Basic Pokémon');
  });

  it('--model search with the tribute variant is a usage error (exit 2), in either language', () => {
    const args = ['stats', 'examples/decks/charizard-ex.txt', '--variant', 'tribute', '--model', 'search'];
    const run = totem(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^totem: --model search plays Energy charging the Totem/);
    noStack(run.stderr);
    expect(totem([...args, '--lang', 'es']).stderr).toMatch(/la variante del Tributo no tiene/);
  });
});

describe('totem stats --variant: a value it does not know exits 2', () => {
  it('--variant house', () => {
    const run = totem(['stats', 'examples/decks/charizard-ex.txt', '--variant', 'house'], { data: false });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--variant/);
    noStack(run.stderr);
  });
});
