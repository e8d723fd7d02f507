/** The eleven Pokémon TCG types. Dragon has no Energy; Colorless is the generic one. */
export const TYPES = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
  'Dragon',
  'Colorless',
] as const;
export type PokemonType = (typeof TYPES)[number];

export const BASIC_ENERGY_TYPES: readonly PokemonType[] = TYPES.filter((t) => t !== 'Dragon' && t !== 'Colorless');

export type Supertype = 'Pokémon' | 'Trainer' | 'Energy';

export interface Attack {
  name: string;
  cost: string[];
  damage: string;
  text: string;
}

export interface Ability {
  /** Ability, Poké-Power, Poké-Body, Pokémon Power … */
  kind: string;
  name: string;
  text: string;
}

export interface TypeValue {
  type: string;
  value: string;
}

/** One printing, normalised once and stored as-is in the card store. */
export interface Card {
  id: string;
  name: string;
  supertype: Supertype;
  subtypes: string[];
  hp: number | null;
  types: PokemonType[];
  evolvesFrom: string | null;
  rules: string[];
  abilities: Ability[];
  attacks: Attack[];
  ancientTrait: { name: string; text: string } | null;
  weaknesses: TypeValue[];
  resistances: TypeValue[];
  retreat: number;
  number: string;
  setId: string;
  setCode: string | null;
  setName: string;
  releaseDate: string;
  rarity: string | null;
  regulationMark: string | null;
  energyKind: 'basic' | 'special' | null;
  /** Name used by the singleton rule, for display. */
  singletonName: string;
  /** Normalised name used for lookups. */
  nameKey: string;
  /** Mechanical fingerprint; reprints share it. */
  fingerprint: string;
  /** The card's name in other languages (`es`, `es-mx`, `fr`, `de`, `it`, `pt`), where a card source has them. */
  names?: Readonly<Record<string, string>>;
}

export interface CardSet {
  id: string;
  name: string;
  series: string;
  code: string | null;
  releaseDate: string;
  total: number;
}

/** Subtypes that carry a Rule Box. Case matters: `EX` and `ex` are different families. */
export const RULE_BOX_SUBTYPES: ReadonlySet<string> = new Set([
  'EX',
  'ex',
  'GX',
  'TAG TEAM',
  'V',
  'VMAX',
  'VSTAR',
  'V-UNION',
  'BREAK',
  'Level-Up',
  'Star',
  'Radiant',
  'Prism Star',
  'LEGEND',
  'MEGA',
]);

/** Neo-era Shining Pokémon print "You can't have more than 1 Shining … in your deck": that rule is their Rule Box. */
export function isRuledShining(card: Card): boolean {
  return (
    card.name.startsWith('Shining ') &&
    card.rules.some((r) => /can't have more than 1 shining/i.test(r.replace(/’/g, "'")))
  );
}

export function hasRuleBox(card: Card): boolean {
  return card.supertype === 'Pokémon' && (card.subtypes.some((s) => RULE_BOX_SUBTYPES.has(s)) || isRuledShining(card));
}

/**
 * A Basic Pokémon for setup and evolution: printed Basic, or a Baby (the Neo-era rules make Baby Pokémon a
 * special kind of Basic, and the data gives them only the `Baby` subtype).
 */
export function isBasicPokemon(card: Card): boolean {
  return card.supertype === 'Pokémon' && (card.subtypes.includes('Basic') || card.subtypes.includes('Baby'));
}
