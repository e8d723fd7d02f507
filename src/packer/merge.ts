import type { Ability, Attack, Card } from '../model/card.js';
import { fold } from '../model/names.js';
import { fingerprintOf } from '../sources/fingerprint.js';

const key = (name: string): string => fold(name).replace(/[^\p{L}\p{N}]+/gu, '');

/** Each of the first list's items, its empty text filled from the other's item of the same name. */
function filled<T extends Attack | Ability>(first: readonly T[], other: readonly T[]): T[] {
  return first.map((item) => {
    if (item.text.trim() !== '') return item;
    const twin = other.find((o) => key(o.name) === key(item.name));
    return twin && twin.text.trim() !== '' ? { ...item, text: twin.text } : item;
  });
}

/** The first list, plus what the other has that it lacks, when the other holds every one the first has. */
function completed<T extends Attack | Ability>(first: readonly T[], other: readonly T[]): T[] {
  const names = new Set(first.map((x) => key(x.name)));
  if (other.length <= first.length || ![...names].every((n) => other.some((o) => key(o.name) === n))) return [...first];
  return [...first, ...other.filter((o) => !names.has(key(o.name)))];
}

/**
 * One card that several data dirs have: the first dir's facts decide, and the second fills only what the first
 * leaves out — an attack or Ability text it stores empty, an attack or Ability it lacks while the other has all
 * of its own — then the fingerprint is computed again. So a gap in one source never makes two printings
 * different cards; where both state a fact and disagree, the first dir's reading stands (docs/architecture.md,
 * "Cards from several sources").
 */
export function mergeSources(first: Card, later: Card): Card {
  const names = later.names || first.names ? { ...later.names, ...first.names } : undefined;
  if (first.supertype !== 'Pokémon' || later.supertype !== 'Pokémon') return names ? { ...first, names } : first;
  const attacks = completed(filled(first.attacks, later.attacks), later.attacks);
  const abilities = completed(filled(first.abilities, later.abilities), later.abilities);
  const changed =
    JSON.stringify(attacks) !== JSON.stringify(first.attacks) ||
    JSON.stringify(abilities) !== JSON.stringify(first.abilities);
  const merged: Card = { ...first, attacks, abilities, ...(names ? { names } : {}) };
  return changed ? { ...merged, fingerprint: fingerprintOf(merged) } : merged;
}
