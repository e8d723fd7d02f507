import type { MessageTable } from '../model/message.js';

/**
 * The words of `totem stats --variant tribute` (scope `stats`, part of STATS_MESSAGES): the variant of seed 001,
 * with the Tribute Cost, the Evolution Tribute and the Totem Zone as the rest of totem says them.
 */
export const TRIBUTE_STATS_MESSAGES: MessageTable = {
  'deck-line-tribute': '{cards} cards · {basics} · Tribute Cost variant',
  'tribute-opening-hand': 'Opening hand (draw {drawn}, keep {kept})',
  'tribute-p-basic': 'At least 1 Basic Pokémon in {drawn} cards',
  'tribute-mulligans': 'Mulligans expected (no Basic: {drawn} drawn again)',
  'basics-drawn': 'Basic Pokémon among the {drawn}',
  'p-given-drawn': 'A given non-Basic card among the {drawn}',
  'optional-mulligans': 'Optional mulligans: P(at least 1 Basic Pokémon)',
  'optional-mulligan': {
    one: 'after {count} optional mulligan: draw {drawn}, keep {kept}',
    other: 'after {count} optional mulligans: draw {drawn}, keep {kept}',
  },
  'tribute-prizes': 'Prize cards ({count}, chosen)',
  'tribute-prizes-chosen':
    'the {count} cards of the {drawn} you do not keep, chosen by you: no card is prized by chance, and the draws come from the {rest} cards left',
  'tribute-title': 'Tribute: the Totem comes into play from turn {from} by discarding its Tribute Cost from the hand',
  'tribute-cost': 'Tribute Cost {cost} ({why})',
  'tribute-none': 'no Tribute Cost is known for this deck, so there is no Tribute timeline',
  'hand-cards': 'cards in hand (after the draw)',
  'cost-row': 'Tribute Cost',
  'returns-row': 'returns to the Totem Zone',
  'first-turn-row': 'first turn it can be paid',
  'evolution-title': 'Evolution Tribute (discard 1): the Totem evolves onto {name} in play',
  'evolution-row': 'P(paid by turn t)',
  'evolution-line': 'the line in the deck: {line}',
  'tribute-draws': 'Draw odds: P(at least 1 seen by turn t; turn 0 is the {drawn} drawn)',
  'note-no-totem-tribute': 'no Totem resolved: no Tribute timeline',
  'note-no-tribute-cost': "the Totem's Tribute Cost is unknown (its Stage could not be read): no Tribute timeline",
  'note-evolution-missing':
    'no {name} in the deck: the Evolution Tribute, which needs the Pokémon the Totem evolves from in play, cannot be paid without card effects',
  'note-evolution-unread':
    'the card data does not say what {name} evolves from (or its cards disagree): no Evolution Tribute odds',
  'tribute-model-hand':
    'you draw 17 cards and keep 7 of them; 17 cards without a Basic Pokémon are a mulligan: shuffled back, and 17 drawn again until they hold one (Tribute variant, "Beginning The Game")',
  'tribute-model-optional':
    'no optional mulligan is taken (each draws and keeps 1 card fewer: their odds are above); the card your opponents draw for each of your mulligans is not in these odds',
  'tribute-model-prizes':
    'the other 10 of the 17 are your Prize cards, chosen by you: no card is prized by chance, and every draw comes from the cards left',
  'tribute-model-draw': 'every turn you draw 1 card, on your first turn too (each turn as in a normal game)',
  'tribute-model-tribute':
    'the Totem waits in the Totem Zone, never in the deck; from turn 2 (after your first turn) it comes into play by discarding its Tribute Cost from the hand: the 7 kept, less the Active Pokémon, plus 1 card a turn, with nothing else played',
  'tribute-model-evolution':
    "the Evolution Tribute is modelled: discard 1 (returns add nothing to it) to evolve the Totem onto the Pokémon it evolves from, in play since your last turn; the line's Basic Pokémon goes into play as soon as it is in hand, each Evolution on the first turn it can (none on your first turn); no Rare Candy or other card effect",
  'tribute-model-nothing-else':
    'no card draws, searches or discards; each return to the Totem Zone raises the Tribute Cost by 1 (Tribute variant, "Returning to the Totem Zone")',
};
