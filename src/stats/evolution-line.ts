import { isBasicPokemon, type Card } from '../model/card.js';
import { nameKey } from '../model/names.js';
import type { EvolutionTributeStats } from '../model/stats.js';
import { copiesOf } from '../model/resolved.js';

/** The Evolution line a Totem's Evolution Tribute needs in play, as the deck holds it (the Basic first). */
export type EvolutionLine = Pick<EvolutionTributeStats, 'onto' | 'line' | 'missing' | 'unread'>;

/** Longest line read: a Stage 2's BREAK or LV.X sits on a Stage 2, three steps above its Basic. */
const MAX_STEPS = 4;

/**
 * The deck's cards for each step below the Totem, from its "Evolves from" down to a Basic Pokémon, by name as
 * evolution matches names. Each step must be one name: its cards all Basic, or all evolving from one name.
 */
export function evolutionLine(totem: Card, deck: readonly { card: Card; copies: number }[]): EvolutionLine {
  const out: EvolutionLine = { onto: totem.evolvesFrom, line: [], missing: null, unread: null };
  if (!totem.evolvesFrom) return { ...out, unread: totem.name };
  let name = totem.evolvesFrom;
  for (let step = 0; step < MAX_STEPS; step++) {
    const key = nameKey(name);
    const cards = deck.filter((d) => d.card.supertype === 'Pokémon' && nameKey(d.card.name) === key);
    if (!cards.length) return { ...out, missing: name };
    out.line.unshift({ name: cards[0]!.card.name, cards: copiesOf(cards) });
    const basic = cards.filter((d) => isBasicPokemon(d.card)).length;
    if (basic === cards.length) return out;
    const below = new Set(cards.map((d) => (d.card.evolvesFrom ? nameKey(d.card.evolvesFrom) : null)));
    const next = cards[0]!.card.evolvesFrom;
    if (basic > 0 || below.size !== 1 || !next) return { ...out, unread: name };
    name = next;
  }
  return { ...out, unread: name };
}
