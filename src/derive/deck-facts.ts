import type { Card, PokemonType } from '../model/card.js';
import { costFacts } from './cost.js';
import { totemEligibility } from './eligibility.js';
import { baseIdentity, withExtras } from './identity.js';
import { pieceOf } from './multicard.js';
import { classifySpecialEnergy } from './special-energy.js';
import { basicEnergyType } from '../model/names.js';
import { allCards, type DeckCard, type ResolvedDeck } from '../model/resolved.js';
import { byText } from '../model/compare.js';
import type { GameVariant } from '../model/variant.js';
import type { DeckFacts, EnergyClass, ExtraTypeFacts, TotemFacts } from '../model/facts.js';

/** Every type a card needs in the identity: a Pokémon's types, a basic Energy's type, a typed Special Energy's types. */
export function typesNeeded(card: Card, energy: Map<string, EnergyClass>): PokemonType[] {
  if (card.supertype === 'Pokémon') return card.types;
  if (card.energyKind === 'basic') {
    const t = basicEnergyType(card);
    return t ? [t] : [];
  }
  if (card.energyKind === 'special') {
    const cls = energy.get(card.id);
    if (cls?.kind === 'types') return cls.types;
    if (cls?.kind === 'colorless') return ['Colorless'];
  }
  return [];
}

function totemFacts(
  totem: DeckCard[],
  normalStage: (s: string) => number | null,
  variant: GameVariant,
): TotemFacts | null {
  const cards = totem.map((t) => t.card).filter((c): c is Card => c !== null);
  const first = cards[0];
  // A Trainer or Energy named as Totem has no stage or identity to speak of; totem-eligible says why.
  if (!first || first.supertype !== 'Pokémon') return null;
  const verdict = totemEligibility(first, variant);
  const piece = pieceOf(first);
  return {
    ids: cards.map((c) => c.id),
    name: first.name,
    cards,
    cost: costFacts(first, normalStage, { variant }),
    eligible: verdict.eligible,
    reason: verdict.reason,
    why: verdict.why,
    size: piece ? piece.of : 1,
  };
}

/**
 * Derived facts for the rules: the Totem's cost (with its Tribute Cost in the tribute variant) and identity, extra
 * types, Special Energy classes.
 */
export function deckFacts(
  deck: ResolvedDeck,
  normalStage: (species: string) => number | null,
  declaredOverride: PokemonType[] | null = null,
  variant: GameVariant = 'standard',
): DeckFacts {
  const energy = new Map<string, EnergyClass>();
  for (const dc of allCards(deck)) {
    if (dc.card?.energyKind === 'special' && !energy.has(dc.card.id))
      energy.set(dc.card.id, classifySpecialEnergy(dc.card));
  }
  const totem = totemFacts(deck.totem, normalStage, variant);
  const declaredSource = declaredOverride ? { types: declaredOverride, unknown: [], line: null } : deck.extraTypes;
  const extra: ExtraTypeFacts = {
    declared: declaredSource ? declaredSource.types : null,
    unknownNames: declaredSource?.unknown ?? [],
    overflow: [],
    undeclared: [],
    line: declaredSource?.line ?? null,
  };
  if (!totem) return { totem, identity: null, extra, energy, normalStage };
  const base = baseIdentity(totem.cards);
  // Rulebook §3.4 counts the types the deck uses beyond the base identity; an `Extra types:` line only says which
  // come first. Declared types fill the slots, then the types used but not declared, most-used first (ties to the
  // type the list uses first, so reordering a list is how a player picks); what no slot holds is type-identity's.
  const wanted = [...new Set(extra.declared ?? [])].filter((t) => !base.base.includes(t));
  const declared = wanted.slice(0, base.extraSlots);
  extra.overflow = wanted.slice(base.extraSlots);
  const need = new Map<PokemonType, number[]>();
  for (const dc of deck.cards) {
    if (!dc.card) continue;
    for (const t of typesNeeded(dc.card, energy)) {
      if (base.base.includes(t) || t === 'Colorless' || wanted.includes(t)) continue;
      need.set(t, [...(need.get(t) ?? []), dc.line ?? Infinity]);
    }
  }
  const ranked = [...need.entries()].sort(
    (a, b) => b[1].length - a[1].length || Math.min(...a[1]) - Math.min(...b[1]) || byText(a[0], b[0]),
  );
  const used = ranked.slice(0, base.extraSlots - declared.length).map(([type, lines]) => {
    const line = Math.min(...lines);
    return { type, line: Number.isFinite(line) ? line : null };
  });
  if (extra.declared) extra.undeclared = used;
  const identity = withExtras(
    base,
    [...declared, ...used.map((u) => u.type)],
    extra.declared ? 'declared' : 'inferred',
    (t) => {
      const u = used.find((x) => x.type === t);
      return u ? { detail: 'inferred', line: u.line } : { detail: 'declared' };
    },
  );
  return { totem, identity, extra, energy, normalStage };
}
