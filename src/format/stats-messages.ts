import type { MessageData, MessageTable } from '../model/message.js';
import { ENGLISH, renderMessage, type Locale } from '../model/render-message.js';
import { TRIBUTE_STATS_MESSAGES } from './stats-tribute-messages.js';

/** Every word `totem stats` writes (scope `stats`): headings, rows, notes, the models' assumptions. */
export const STATS_MESSAGES: MessageTable = {
  'deck-line': '{cards} cards · {basics} · {energy}',
  basics: { one: '{count} Basic Pokémon', other: '{count} Basic Pokémon' },
  energy: { one: '{count} Energy card for the Totem', other: '{count} Energy cards for the Totem' },
  'no-totem': 'no Totem',
  'label-deck': 'Deck',
  'label-note': 'note',
  'opening-hand': 'Opening hand',
  'p-basic': 'At least 1 Basic Pokémon in 7 cards',
  mulligans: 'Free mulligans expected',
  'no-mulligan-figure': 'none: no hand can be kept',
  'basics-kept': 'Basic Pokémon in the kept hand',
  prizes: 'Prize cards (6, after the kept hand)',
  'p-given-prized': 'A given non-Basic card prized',
  'group-energy': { one: 'Energy ({count} card)', other: 'Energy ({count} cards)' },
  'group-supporters': { one: 'Supporters ({count} card)', other: 'Supporters ({count} cards)' },
  'group-key': { one: '{name} ({count} card)', other: '{name} ({count} cards)' },
  invocation: 'Invocation timeline: P(Totem invoked by turn t), plain model',
  'invocation-none': 'no Invocation Cost is known for this deck, so there is no timeline',
  turn: 'turn',
  'cost-now': 'cost {cost}',
  'cost-after': { one: 'cost {cost} (+{count} KO)', other: 'cost {cost} (+{count} KOs)' },
  'cost-after-meaning':
    'the "+k KO" rows: a Totem whose cost is k higher (after k Knock Outs), counted from the start of a game with an empty Totem Zone; not the time to bring it back after a Knock Out',
  'turn-for': '50% by turn {t50} · 90% by turn {t90} (cost {cost})',
  never: 'never',
  draws: 'Draw odds: P(at least 1 seen by turn t; turn 0 is the kept hand)',
  'search-title':
    'Search model (Monte Carlo, {runs} runs, seed {seed}): P(invoked by turn t) at cost {cost}, 95% interval',
  'interval-low': '  95% interval from',
  'interval-high': '  to',
  'search-cards': 'plays {supporters} and {items}',
  'search-supporters-count': { one: '{count} Supporter that draws', other: '{count} Supporters that draw' },
  'search-items-count': {
    one: '{count} Item that searches for Energy',
    other: '{count} Items that search for Energy',
  },
  'model-title': 'Model (advisory: odds never change the check verdict)',
  'model-kept-hand':
    'the kept hand is 7 cards with at least 1 Basic Pokémon: mulligans are free and repeat until one (rulebook §5, step 3)',
  'model-prizes': 'the 6 Prize cards are the top 6 cards after the kept hand (rulebook §5, step 5)',
  'model-draw': 'every turn you draw 1 card, on your first turn too (rulebook §6)',
  'model-attach':
    'every turn you attach 1 Energy card from your hand to the Totem if you have one: only the manual attachment charges it, and each Energy card counts as 1 (rulebook §4, "Charging the Totem")',
  'model-nothing-else':
    'no card draws, searches or discards; a Knock Out raises the cost by 1 and empties the Totem Zone (rulebook §4, "Cost increase")',
  'search-items': 'every Item in hand that searches the deck for Energy is played at once',
  'search-supporters':
    'when the hand holds no Energy to attach, 1 Supporter that draws is played (the one that would draw the most cards from that hand)',
  'search-first-round': 'no Supporter on turn 1: the first round allows none (rulebook §6)',
  'search-nothing-else': 'the costs of those cards (discards) and every other card are not modelled',
  'note-fails-check': {
    one: 'this deck fails check ({count} error); the odds are for the list as written',
    other: 'this deck fails check ({count} errors); the odds are for the list as written',
  },
  'note-unknown': {
    one: '{count} card is unknown (counted in N, as neither Basic nor Energy): {cards}',
    other: '{count} cards are unknown (counted in N, as neither Basic nor Energy): {cards}',
  },
  'note-unread-lines': {
    one: 'line {lines} is not read as a card (see check), so it is in none of these odds',
    other: 'lines {lines} are not read as cards (see check), so they are in none of these odds',
  },
  'note-energy-counts':
    '{all} Energy cards count for the Prize cards and the draws; {attachable} of them can be attached to the Totem, and only those count for the Invocation timeline',
  'note-invocation-unlikely':
    'invoking the Totem is unlikely: with {energy} Energy cards for a cost of {cost} it is 50% only by turn {t50}; add Energy the Totem can take, or see --model search',
  'note-invocation-never':
    'the Totem cannot be invoked with {energy} Energy cards for a cost of {cost}: add Energy the Totem can take',
  'note-not-attachable': 'not counted as Energy for the Totem (attachment restriction the Totem fails): {cards}',
  'note-unread-restriction':
    'counted as Energy for the Totem, but its attachment restriction could not be read: {cards}',
  'note-no-totem': 'no Totem resolved: no Invocation timeline',
  'note-no-cost': "the Totem's Invocation Cost is unknown: no Invocation timeline",
  'note-deck-size': 'the deck has {count} cards, not {expected}: the odds are for {count}',
  'no-stats-unreadable': 'no odds: the file could not be read as a deck',
  'no-stats-too-few': 'no odds: the deck has {count} cards; a hand, the Prize cards and a draw need at least {min}',
  'no-stats-too-many': 'no odds: the deck has {count} cards; odds are worked out for at most {max}',
  'no-stats-no-basic': 'no odds: the deck has no Basic Pokémon, so no opening hand can ever be kept; add Basic Pokémon',
  ...TRIBUTE_STATS_MESSAGES,
};

/** The stats formatters' words in the output's language. */
export function statsText(locale: Locale = ENGLISH) {
  return (id: string, data: MessageData = {}): string => renderMessage(STATS_MESSAGES, 'stats', id, data, locale);
}
