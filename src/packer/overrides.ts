import { z } from 'zod';
import type { Card, PokemonType } from '../model/card.js';
import { dataFile } from '../model/data-files.js';
import { nameKey, parseType, singletonName } from '../model/names.js';
import { fingerprintOf } from '../sources/fingerprint.js';

const typeValue = z.strictObject({ type: z.string().min(1), value: z.string() });
const attack = z.strictObject({
  name: z.string().min(1),
  cost: z.array(z.string()),
  damage: z.string(),
  text: z.string(),
});
const ability = z.strictObject({ kind: z.string().min(1), name: z.string().min(1), text: z.string() });

const fields = z.strictObject({
  name: z.string().min(1).optional(),
  retreat: z.number().int().min(0).max(5).optional(),
  hp: z.number().int().positive().nullable().optional(),
  types: z.array(z.string()).optional(),
  subtypes: z.array(z.string()).optional(),
  evolvesFrom: z.string().nullable().optional(),
  rules: z.array(z.string()).optional(),
  /** The whole list, or changes to the attacks named (each found by its printed name). */
  attacks: z.union([z.array(attack), z.record(z.string(), attack.partial())]).optional(),
  /** The whole list, or changes to the Abilities named. */
  abilities: z.union([z.array(ability), z.record(z.string(), ability.partial())]).optional(),
  ancientTrait: z.strictObject({ name: z.string(), text: z.string() }).nullable().optional(),
  weaknesses: z.array(typeValue).optional(),
  resistances: z.array(typeValue).optional(),
  why: z.string().min(1),
});

const table = z.object({
  $comment: z.union([z.string(), z.array(z.string())]),
  tcgdex: z.record(z.string(), fields),
  pokemontcg: z.record(z.string(), fields),
});

export type OverrideSource = 'tcgdex' | 'pokemontcg';
type Entry = z.infer<typeof fields>;

let cached: z.infer<typeof table> | null = null;

/** `data/card-overrides.json`, checked, read once. */
export function overrideTable(): z.infer<typeof table> {
  cached ??= table.parse(dataFile<unknown>('card-overrides.json'));
  return cached;
}

const cost = (list: readonly string[]): string[] => list.map((c) => (c === 'Free' ? c : (parseType(c) ?? c)));

/** The new list, or the list with each named item changed; a name the card lacks changes nothing and is reported. */
function patched<T extends { name: string }>(
  list: readonly T[],
  patches: T[] | Record<string, Partial<T>>,
  missing: (name: string) => void,
): T[] {
  if (Array.isArray(patches)) return patches;
  for (const name of Object.keys(patches)) if (!list.some((x) => x.name === name)) missing(name);
  return list.map((x) => ({ ...x, ...(patches[x.name] ?? {}) }));
}

function apply(card: Card, entry: Entry, issues: string[]): Omit<Card, 'fingerprint'> {
  const missing = (what: string) => (name: string) =>
    issues.push(`data/card-overrides.json: ${card.id} has no ${what} "${name}" (the override is out of date)`);
  const { why: _why, attacks, abilities, name, types, ...plain } = entry;
  const { fingerprint: _old, ...fixed } = { ...card, ...plain };
  if (name !== undefined) Object.assign(fixed, { name, singletonName: singletonName(name), nameKey: nameKey(name) });
  if (types !== undefined) fixed.types = types.map((t) => parseType(t) ?? t) as PokemonType[];
  if (attacks)
    fixed.attacks = patched(card.attacks, attacks, missing('attack')).map((a) => ({ ...a, cost: cost(a.cost) }));
  if (abilities) fixed.abilities = patched(card.abilities, abilities, missing('Ability'));
  return fixed;
}

/**
 * A card with the corrections `data/card-overrides.json` holds for its source. Facts that feed the rules
 * (Retreat Cost, stage subtypes …) and the fingerprint come out the same whichever source a card came from.
 */
export function withOverrides(card: Card, source: OverrideSource, issues: string[] = []): Card {
  const entry = overrideTable()[source][card.id];
  if (!entry) return card;
  const fixed = apply(card, entry, issues);
  return { ...fixed, fingerprint: fingerprintOf(fixed) };
}
