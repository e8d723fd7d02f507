import { isBasicPokemon, type Card } from '../model/card.js';
import { nameKey } from '../model/names.js';
import type { DeckFacts } from '../model/facts.js';
import type { ResolvedDeck } from '../model/resolved.js';
import type { StatsCard, StatsGroup } from '../model/stats.js';
import { attachableToTotem } from './attachable.js';
import type { GroupInDeck } from './kept-hand.js';

/** A group the odds are asked about, with how many of its cards are Basic Pokémon (for the mulligan condition). */
export interface CountedGroup extends StatsGroup {
  basics: number;
}

/** What the odds read from a resolved deck: N, B, E, the groups, and what could not be counted. */
export interface DeckCounts {
  cards: number;
  basics: number;
  energyCards: number;
  groups: CountedGroup[];
  notAttachable: StatsCard[];
  unreadRestrictions: StatsCard[];
  unknown: StatsCard[];
  /** The cards by kind, for the opt-in Monte Carlo model. */
  resolved: { card: Card; copies: number; attachable: boolean }[];
}

/** Each group the odds are asked about, with its figures (`of`: from N, B and the group's G and GB). */
export const perGroup = <T>(counts: DeckCounts, of: (deck: GroupInDeck) => T) =>
  counts.groups.map(({ basics: groupBasics, ...group }) => ({
    ...group,
    ...of({ cards: counts.cards, basics: counts.basics, group: group.cards, groupBasics }),
  }));

const statsCard = (name: string, line: number | null, copies: number): StatsCard => ({ name, line, copies });

/** A card answers to a --key name by its English name or any name the card data gives it in another language. */
function answersTo(card: Card, key: string): boolean {
  return nameKey(card.name) === key || Object.values(card.names ?? {}).some((n) => nameKey(n) === key);
}

/** N, B and E as StatsResult defines them; an unresolved line counts in N (a card, just not one totem knows). */
export function deckCounts(deck: ResolvedDeck, facts: DeckFacts, keys: readonly string[] = []): DeckCounts {
  const totem = facts.totem?.cards[0] ?? deck.totem.find((t) => t.card)?.card ?? null;
  const stage = facts.totem?.cost.stage ?? null;
  const counts: DeckCounts = {
    cards: 0,
    basics: 0,
    energyCards: 0,
    groups: [],
    notAttachable: [],
    unreadRestrictions: [],
    unknown: [],
    resolved: [],
  };
  const energy: CountedGroup = { kind: 'energy', cards: 0, basics: 0 };
  const supporters: CountedGroup = { kind: 'supporters', cards: 0, basics: 0 };
  const keyGroups = keys.map((name): CountedGroup & { key: string } => ({
    kind: 'key',
    name,
    cards: 0,
    basics: 0,
    key: nameKey(name),
  }));
  for (const dc of deck.cards) {
    counts.cards += dc.copies;
    const card = dc.card;
    if (!card) {
      counts.unknown.push(statsCard(dc.entry.text || dc.entry.name, dc.line, dc.copies));
      continue;
    }
    const basic = isBasicPokemon(card);
    if (basic) counts.basics += dc.copies;
    let attachable = false;
    if (card.supertype === 'Energy') {
      energy.cards += dc.copies;
      const verdict = attachableToTotem(card, totem, stage);
      attachable = verdict !== 'no';
      if (attachable) counts.energyCards += dc.copies;
      else counts.notAttachable.push(statsCard(card.name, dc.line, dc.copies));
      if (verdict === 'unread') counts.unreadRestrictions.push(statsCard(card.name, dc.line, dc.copies));
    }
    if (card.supertype === 'Trainer' && card.subtypes.includes('Supporter')) supporters.cards += dc.copies;
    for (const group of keyGroups)
      if (answersTo(card, group.key)) {
        group.cards += dc.copies;
        if (basic) group.basics += dc.copies;
      }
    counts.resolved.push({ card, copies: dc.copies, attachable });
  }
  counts.groups = [energy, supporters, ...keyGroups.map(({ key: _key, ...group }) => group)];
  return counts;
}
