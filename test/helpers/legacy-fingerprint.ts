// The fingerprint before wording-tolerant effect texts, frozen here so the dataset test can list every group
// the new definition merges that this one split. Not used by the tool.
import { createHash } from 'node:crypto';
import type { Card } from '../../src/model/card.js';
import { basicEnergyType, expandSymbols, fold, singletonName, straightenQuotes } from '../../src/model/names.js';

type FingerprintInput = Omit<Card, 'fingerprint'>;

/** Rules text as the old fingerprint read it: whitespace, case, accents, quotes, energy-symbol spelling. */
const norm = (s: string): string =>
  fold(expandSymbols(straightenQuotes(s)))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[×✕]/g, 'x');

/**
 * Mechanical fingerprint. Pokémon: name + HP + types + attacks + abilities of every era + Ancient
 * Trait + Weakness + Resistance + Retreat Cost. Trainers and Energy: name + rule text, so "every printing is
 * mechanically identical" means one text. Reprints and alternate arts share a fingerprint.
 */
export function fingerprintOf(card: FingerprintInput): string {
  // Every basic Energy of a type is the same card, whatever the printing calls it ("Basic {R} Energy", "Fire Energy").
  if (card.energyKind === 'basic') return `basic-energy-${basicEnergyType(card as Card) ?? norm(card.name)}`;
  const parts: unknown[] = [card.supertype, norm(card.supertype === 'Pokémon' ? card.name : singletonName(card.name))];
  if (card.supertype === 'Pokémon') {
    parts.push(
      card.hp,
      [...card.types].sort(),
      card.attacks.map((a) => [norm(a.name), a.cost.join(','), norm(a.damage), norm(a.text)]),
      card.abilities.map((a) => [norm(a.kind), norm(a.name), norm(a.text)]),
      card.ancientTrait ? [norm(card.ancientTrait.name), norm(card.ancientTrait.text)] : null,
      card.weaknesses.map((w) => [w.type, norm(w.value)]),
      card.resistances.map((w) => [w.type, norm(w.value)]),
      card.retreat,
    );
  } else {
    parts.push(
      card.rules.map(norm),
      card.abilities.map((a) => [norm(a.name), norm(a.text)]),
    );
  }
  return createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}
