import { fingerprintOf } from './fingerprint.js';
import type { Card, CardSet, Supertype } from '../model/card.js';
import { nameKey, parseType, singletonName } from '../model/names.js';
import { rawCardSchema, rawSetSchema } from './pokemontcg/schema.js';
import { describeZodError } from '../model/zod-error.js';

const SUBTYPE_SPELLINGS: Record<string, string> = {
  'Special Energy': 'Special',
  'Basic Energy': 'Basic',
  'Pokemon Tool': 'Pokémon Tool',
  'Level Up': 'Level-Up',
  'LV.X': 'Level-Up',
  Prism: 'Prism Star',
  'Ace Spec': 'ACE SPEC',
  'Tag Team': 'TAG TEAM',
  'V-Union': 'V-UNION',
};

/** Every subtype the card data uses today; anything else is reported (and kept) so new mechanics get noticed. */
export const KNOWN_SUBTYPES: ReadonlySet<string> = new Set([
  'Basic',
  'Stage 1',
  'Stage 2',
  'Supporter',
  'Item',
  'ex',
  'GX',
  'V',
  'EX',
  'Pokémon Tool',
  'Stadium',
  'VMAX',
  'Special',
  'Rapid Strike',
  'Single Strike',
  'Tera',
  'MEGA',
  'TAG TEAM',
  'Team Plasma',
  'Ultra Beast',
  'SP',
  'VSTAR',
  'Level-Up',
  'Ancient',
  'Future',
  'Fusion Strike',
  'ACE SPEC',
  'BREAK',
  'Prime',
  'Star',
  'Prism Star',
  'Technical Machine',
  'V-UNION',
  'Baby',
  'LEGEND',
  'Radiant',
  'Restored',
  "Rocket's Secret Machine",
  'Pokémon Tool F',
  'Goldenrod Game Corner',
  'Eternamax',
]);

const SUPERTYPES: Record<string, Supertype> = {
  pokemon: 'Pokémon',
  pokémon: 'Pokémon',
  trainer: 'Trainer',
  energy: 'Energy',
};

export function normalizeSet(raw: unknown): { set?: CardSet; issue?: string } {
  const parsed = rawSetSchema.safeParse(raw);
  if (!parsed.success) return { issue: describeZodError(parsed.error) };
  const { id, name, series, ptcgoCode, releaseDate, total } = parsed.data;
  return { set: { id, name, series, code: ptcgoCode ?? null, releaseDate: releaseDate.replace(/\//g, '-'), total } };
}

/** Values we don't know are warnings; a record that fails the schema gives no card, only the field that failed. */
export function normalizeCard(
  raw: unknown,
  setOf: (id: string) => CardSet | undefined,
): { card?: Card; issues: string[] } {
  const parsed = rawCardSchema.safeParse(raw);
  if (!parsed.success) return { issues: [describeZodError(parsed.error)] };
  const r = parsed.data;
  const issues: string[] = [];
  const supertype = SUPERTYPES[r.supertype.toLowerCase()];
  if (!supertype) return { issues: [`supertype: unknown value "${r.supertype}"`] };
  const setId = r.set?.id ?? r.id.slice(0, r.id.lastIndexOf('-'));
  const set = setOf(setId);
  if (!set) issues.push(`set "${setId}" is not in the set list`);
  const subtypes = (r.subtypes ?? []).map((s) => SUBTYPE_SPELLINGS[s] ?? s);
  for (const s of subtypes) if (!KNOWN_SUBTYPES.has(s)) issues.push(`unknown subtype "${s}" (kept)`);
  const types = (r.types ?? []).flatMap((t) => parseType(t) ?? (issues.push(`unknown type "${t}" in types`), []));
  const hpNumber = r.hp === null || r.hp === undefined ? null : Number.parseInt(String(r.hp), 10);
  const retreat = r.retreatCost?.length ?? r.convertedRetreatCost ?? 0;
  const name = r.name.trim();
  // Without a Basic or Special subtype, a typed Energy's name with no rule text is a basic Energy's.
  const basic =
    !subtypes.includes('Special') &&
    (subtypes.includes('Basic') ||
      (/^(basic )?(grass|fire|water|lightning|psychic|fighting|darkness|metal|fairy) energy$/i.test(name) &&
        !(r.rules ?? []).length));
  const energyKind: Card['energyKind'] = supertype === 'Energy' ? (basic ? 'basic' : 'special') : null;
  const attacks = (r.attacks ?? []).map((a) => ({
    name: a.name,
    cost: (a.cost ?? []).map((c) =>
      c === 'Free' ? 'Free' : (parseType(c) ?? (issues.push(`unknown cost "${c}" in attack ${a.name}`), c)),
    ),
    damage: a.damage ?? '',
    text: a.text ?? '',
  }));
  const partial: Omit<Card, 'fingerprint'> = {
    id: r.id,
    name,
    supertype,
    subtypes,
    hp: Number.isFinite(hpNumber) ? hpNumber : null,
    types,
    evolvesFrom: r.evolvesFrom ?? null,
    rules: r.rules ?? [],
    abilities: (r.abilities ?? []).map((a) => ({ kind: a.type, name: a.name, text: a.text })),
    attacks,
    ancientTrait: r.ancientTrait ? { name: r.ancientTrait.name, text: r.ancientTrait.text } : null,
    weaknesses: (r.weaknesses ?? []).map((w) => ({ type: parseType(w.type) ?? w.type, value: w.value })),
    resistances: (r.resistances ?? []).map((w) => ({ type: parseType(w.type) ?? w.type, value: w.value })),
    retreat,
    number: r.number,
    setId,
    setCode: set?.code ?? null,
    setName: set?.name ?? setId,
    releaseDate: set?.releaseDate ?? '1970-01-01',
    rarity: r.rarity ?? null,
    regulationMark: r.regulationMark ?? null,
    energyKind,
    singletonName: singletonName(name),
    nameKey: nameKey(name),
  };
  return { card: { ...partial, fingerprint: fingerprintOf(partial) }, issues };
}
