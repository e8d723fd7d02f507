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
import type { DeckFacts, EnergyClass, ExtraTypeFacts, Identity, TotemFacts } from '../model/facts.js';

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
    unfit: [],
    line: declaredSource?.line ?? null,
  };
  if (!totem) return { totem, identity: null, extra, energy, normalStage };
  const base = baseIdentity(totem.cards);
  let identity: Identity;
  if (extra.declared) {
    const wanted = extra.declared.filter((t) => !base.base.includes(t));
    const fits = wanted.slice(0, base.extraSlots);
    extra.overflow = wanted.slice(base.extraSlots);
    identity = withExtras(base, fits, 'declared', () => ({ detail: 'declared' }));
  } else {
    // Infer: the types the deck uses beyond the base identity, most-used first, as many as the slots hold.
    const need = new Map<PokemonType, (number | null)[]>();
    for (const dc of deck.cards) {
      if (!dc.card) continue;
      for (const t of typesNeeded(dc.card, energy)) {
        if (base.base.includes(t) || t === 'Colorless') continue;
        const lines = need.get(t);
        if (lines) lines.push(dc.line);
        else need.set(t, [dc.line]);
      }
    }
    // Ties go to the type the list uses first, so reordering a list is how a player picks.
    const first = (lines: (number | null)[]): number =>
      lines.reduce<number>((m, l) => Math.min(m, l ?? Infinity), Infinity);
    const ranked = [...need.entries()].sort(
      (a, b) => b[1].length - a[1].length || first(a[1]) - first(b[1]) || byText(a[0], b[0]),
    );
    const fits = ranked.slice(0, base.extraSlots);
    extra.unfit = ranked.slice(base.extraSlots).map(([type, lines]) => ({ type, lines }));
    const firstLine = new Map(fits.map(([t, lines]) => [t, lines[0] ?? null]));
    identity = withExtras(
      base,
      fits.map(([t]) => t),
      'inferred',
      (t) => ({ detail: 'inferred', line: firstLine.get(t) ?? null }),
    );
  }
  return { totem, identity, extra, energy, normalStage };
}
