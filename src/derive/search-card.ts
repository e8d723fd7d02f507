import type { GameVariant } from '../model/variant.js';
import { hasRuleBox, type Card } from '../model/card.js';
import { nameKeysOf, singletonKey } from '../model/names.js';
import { grouped } from './search-versions.js';
import type { PackTotemFacts } from '../model/pack-format.js';
import type { FitClass, PackSearchEntry } from './search-index.js';
import { isAceSpec } from './ace-spec.js';
import { costFacts } from './cost.js';
import { typesNeeded } from './deck-facts.js';
import { totemEligibility } from './eligibility.js';
import { baseIdentity } from './identity.js';
import { sameCardKey } from './multicard.js';
import { classifySpecialEnergy } from './special-energy.js';
import { byNameThenRelease, byText } from '../model/compare.js';

// The card pack's search index (docs/card-pack.md): every distinct version with what `cards find --fits` and
// `totems` read, derived when the pack is built by the code the checks run — never a second copy of the rules.

/** The languages whose names a search card keeps for showing (every language's name keys stay searchable). */
const SHOWN_LANGUAGES = ['es'];

/**
 * A card with only what the fit's rules, the listing and the Spanish page read: no attacks (a Totem's facts are
 * derived here), no abilities but a Special Energy's, no Pokémon rules text unless the card reads otherwise without.
 */
export function searchCard(card: Card): Card {
  const lean = leanCard(card, card.supertype === 'Pokémon' ? [] : card.rules);
  return ruleFacts(lean) === ruleFacts(card) ? lean : leanCard(card, card.rules);
}

function leanCard(card: Card, rules: string[]): Card {
  const names = card.names
    ? Object.fromEntries(Object.entries(card.names).filter(([lang]) => SHOWN_LANGUAGES.includes(lang)))
    : {};
  const out: Card = {
    ...card,
    hp: null,
    evolvesFrom: null,
    rules,
    attacks: [],
    abilities: card.energyKind === 'special' ? card.abilities : [],
    ancientTrait: null,
    weaknesses: [],
    resistances: [],
    setName: '',
    rarity: null,
  };
  if (Object.keys(names).length) out.names = names;
  else delete out.names;
  return out;
}

/** What the card-line rules derive from a card: equal for a card and its search card, or the build stops. */
function ruleFacts(card: Card): string {
  return JSON.stringify([
    fitClassOf(card),
    hasRuleBox(card),
    totemEligibility(card).eligible,
    sameCardKey(card),
    singletonKey(card.name),
  ]);
}

/** The Totem facts `totems` lists (in the tribute variant, with the Tribute Cost), or null when it can't be a Totem. */
export function totemFactsOf(
  card: Card,
  normalStage: (species: string) => number | null,
  variant: GameVariant = 'standard',
): (PackTotemFacts & { tributeCost?: number | null }) | null {
  if (card.supertype !== 'Pokémon' || !totemEligibility(card, variant).eligible) return null;
  const identity = baseIdentity([card]);
  const cost = costFacts(card, normalStage, { variant });
  return {
    ...(cost.tribute ? { tributeCost: cost.tribute.tributeCost } : {}),
    identity: identity.types,
    extraSlots: identity.extraSlots,
    invocationCost: cost.invocationCost,
    prizeCards: cost.prizeCards,
    stage: cost.stage,
  };
}

/** Printings grouped into versions as `cards find --fits` lists them (by name key, release date, then id). */
export function groupVersions(cards: readonly Card[]): Card[][] {
  return grouped([...cards].sort((a, b) => byNameThenRelease(a, b) || byText(a.id, b.id)));
}

/** A card's fit class (FitClass, search-index.ts: what the fit verdict reads of the card alone). */
export function fitClassOf(card: Card): FitClass {
  const energy = card.energyKind === 'special' ? classifySpecialEnergy(card) : null;
  return {
    supertype: card.supertype,
    energyKind: card.energyKind,
    subtypes: [...new Set(card.subtypes)].sort(byText),
    needed: typesNeeded(card, energy ? new Map([[card.id, energy]]) : new Map()),
    energy,
    aceSpec: isAceSpec(card),
  };
}

/** The search index's versions of these cards (a whole pack's). */
export function searchVersions(
  cards: readonly Card[],
  normalStage: (species: string) => number | null,
): PackSearchEntry[] {
  return groupVersions(cards).map((group) => {
    const newest = group[0]!;
    const card = searchCard(newest);
    if (ruleFacts(card) !== ruleFacts(newest))
      throw new Error(`search index: ${newest.id} reads otherwise without its text (src/derive/search-card.ts)`);
    return {
      card,
      keys: [...new Set(group.flatMap(nameKeysOf))],
      printings: group.slice(1).map((c): [string, string, string] => [c.id, c.setId, c.number]),
      totem: totemFactsOf(newest, normalStage),
      fit: fitClassOf(card),
      sameCard: sameCardKey(card),
      singleton: singletonKey(card.name),
    };
  });
}
