import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { fingerprintOf } from '../../src/sources/fingerprint.js';
import type { Card, CardSet } from '../../src/model/card.js';
import { normalizeCard, normalizeSet } from '../../src/sources/normalize.js';
import { fingerprintOf as oldFingerprintOf } from '../helpers/legacy-fingerprint.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { KNOWN_DIFFERENT } from './known-different.js';

/**
 * The new fingerprint (src/sources/fingerprint.ts) against today's (src/derive/fingerprint.ts) on every Pokémon of
 * the real dataset. Prints the version counts and every group of printings the new rule merges; set
 * TOTEM_FINGERPRINT_REPORT=/tmp/merged.txt to also write that list to a file for review.
 */

interface Printing {
  card: Card;
  old: string;
  new: string;
}

let pokemon: Printing[] = [];
const byId = new Map<string, Printing>();

function loadPokemon(): Printing[] {
  const sets = new Map<string, CardSet>();
  for (const raw of JSON.parse(readFileSync(join(DATA_DIR, 'sets', 'en.json'), 'utf8')) as unknown[]) {
    const { set } = normalizeSet(raw);
    if (set) sets.set(set.id, set);
  }
  const out: Printing[] = [];
  const dir = join(DATA_DIR, 'cards', 'en');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    for (const raw of JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown[]) {
      const { card } = normalizeCard(raw, (id) => sets.get(id));
      if (card?.supertype === 'Pokémon') out.push({ card, old: oldFingerprintOf(card), new: fingerprintOf(card) });
    }
  }
  return out;
}

const printing = (id: string): Printing => {
  const p = byId.get(id);
  if (!p) throw new Error(`no Pokémon ${id} in the dataset`);
  return p;
};

/** Groups of printings the new rule merges and the old one split: each group as its old versions. */
function mergedGroups(): { name: string; hp: number | null; versions: string[][] }[] {
  const byNew = new Map<string, Printing[]>();
  for (const p of pokemon) {
    const list = byNew.get(p.new);
    if (list) list.push(p);
    else byNew.set(p.new, [p]);
  }
  const out: { name: string; hp: number | null; versions: string[][] }[] = [];
  for (const group of byNew.values()) {
    const olds = [...new Set(group.map((p) => p.old))];
    if (olds.length < 2) continue;
    const versions = olds.map((o) => group.filter((p) => p.old === o).map((p) => p.card.id));
    out.push({ name: group[0]!.card.name, hp: group[0]!.card.hp, versions });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.versions[0]![0]!.localeCompare(b.versions[0]![0]!));
}

describeWithData('mechanical fingerprint on the real dataset', () => {
  beforeAll(() => {
    pokemon = loadPokemon();
    for (const p of pokemon) byId.set(p.card.id, p);
  });

  it('merges re-worded printings, and only merges: every old group stays whole', () => {
    const versions = (key: 'old' | 'new') => new Set(pokemon.map((p) => `${p.card.name}\u0000${p[key]}`)).size;
    const merged = mergedGroups();
    const lines = merged.map((g) => `${g.name} (${g.hp} HP): ${g.versions.map((v) => v.join(', ')).join(' | ')}`);
    console.log(
      [
        `[fingerprint] ${pokemon.length} Pokémon printings, ${new Set(pokemon.map((p) => p.card.name)).size} names`,
        `[fingerprint] versions (name + fingerprint): old ${versions('old')}, new ${versions('new')}`,
        `[fingerprint] ${merged.length} groups merged by the new rule (old versions separated by |):`,
        ...lines.map((l) => `  ${l}`),
      ].join('\n'),
    );
    if (process.env.TOTEM_FINGERPRINT_REPORT)
      writeFileSync(process.env.TOTEM_FINGERPRINT_REPORT, lines.join('\n') + '\n');

    const oldToNew = new Map<string, string>();
    for (const p of pokemon) {
      const seen = oldToNew.get(p.old);
      if (seen !== undefined) expect(p.new, `${p.card.id} leaves its old group`).toBe(seen);
      else oldToNew.set(p.old, p.new);
    }
    expect(versions('new')).toBeLessThan(versions('old'));
    expect(merged.length).toBeGreaterThanOrEqual(80);
  });

  it.each(KNOWN_DIFFERENT.map((k) => [k.name, k] as const))('keeps known-different %s apart', (_name, known) => {
    const printings = known.ids.map(printing);
    for (const p of printings) {
      expect(p.card.name, p.card.id).toBe(known.name);
      expect(p.card.hp, p.card.id).toBe(known.hp);
    }
    const seen = new Map<string, string>();
    for (const p of printings) {
      const twin = seen.get(p.new);
      expect(twin, `${p.card.id} has the fingerprint of ${twin} (${known.why})`).toBeUndefined();
      seen.set(p.new, p.card.id);
    }
  });

  it.each([
    ['Raichu Fossil holo / non-holo ("do that damage" / "do the damage")', ['base3-14', 'base3-29']],
    ['Marshadow-GX BUS 80 / full art 137 / rainbow 156 / promo', ['sm3-80', 'sm3-137', 'sm3-156', 'smp-SM59']],
    ['Ho-Oh-EX BKP 92 / full art 121', ['xy9-92', 'xy9-121']],
    ['Espeon-GX SUM 61 / 152', ['sm1-61', 'sm1-140', 'sm1-152']],
    ['Tapu Fini-GX BUS 39 / 133', ['sm3-39', 'sm3-133', 'sm3-152']],
    ['Entei-EX DEX 13 / 103', ['bw5-13', 'bw5-103']],
    ['Genesect-EX FCO 64 / 120', ['xy10-64', 'xy10-120']],
    ['Reshiram BLW 26 / 113 and its reprints', ['bw1-26', 'bw1-113', 'bw11-28', 'bw11-114']],
    ['Alakazam Base / Legendary Collection (Pokémon Power clause)', ['base1-1', 'base6-1']],
    ['Charizard Base / Legendary Collection', ['base1-4', 'base6-3']],
    ['Caterpie Base / Evolutions ("the Defending Pokémon")', ['base1-45', 'xy12-3']],
    ['Heracross-EX FFI 4 / 105 (Rule Box sentence in the attack text)', ['xy3-4', 'xy3-105']],
    ['Audino "Doubleslap" / "Double Slap"', ['bw1-87', 'mcd11-12']],
  ])('merges %s', (_what, ids) => {
    const fps = new Set(ids.map((id) => printing(id).new));
    expect(fps.size).toBe(1);
    expect(new Set(ids.map((id) => printing(id).old)).size).toBeGreaterThan(1);
  });

  it('a name-only Marshadow-GX line has one version (it had three)', () => {
    const marshadow = pokemon.filter((p) => p.card.name === 'Marshadow-GX');
    expect(new Set(marshadow.map((p) => p.old)).size).toBe(3);
    expect(new Set(marshadow.map((p) => p.new)).size).toBe(1);
  });

  it('keeps real differences apart: Ancient Trait, Dragon-type reprints', () => {
    expect(printing('xy6-76').new).not.toBe(printing('xy7-98').new); // M Rayquaza-EX: different Ancient Trait
    const dragonOrNot = (name: string) => {
      const all = pokemon.filter((p) => p.card.name === name);
      const dragon = new Set(all.filter((p) => p.card.types.includes('Dragon')).map((p) => p.new));
      const other = new Set(all.filter((p) => !p.card.types.includes('Dragon')).map((p) => p.new));
      expect(dragon.size).toBeGreaterThan(0);
      for (const fp of dragon) expect(other.has(fp), name).toBe(false);
    };
    dragonOrNot('Garchomp');
    dragonOrNot('Palkia-GX');
  });
});
