import type { MessageTable } from '../model/message.js';
import { wordsOf } from '../model/render-message.js';

/** Every word `totem stats` writes (scope `stats`): headings, rows, notes, the models' assumptions. */
export const STATS_MESSAGES = {
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
  // --variant tribute (seed 001): the Tribute Cost, the Evolution Tribute and the Totem Zone as the rest of totem says them
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
} satisfies MessageTable;

// The rulebook's Spanish words: mano inicial, mulligan, cartas de Premio, Coste de Invocación, Coste de Tributo,
// Tributo de Evolución, Zona del Tótem, Fuera de Combate, unir, robar, Partidario, Objeto.
export const statsText = wordsOf('stats', STATS_MESSAGES, {
  'deck-line': '{cards} cartas · {basics} · {energy}',
  basics: { one: '{count} Pokémon Básico', other: '{count} Pokémon Básicos' },
  energy: { one: '{count} carta de Energía para el Tótem', other: '{count} cartas de Energía para el Tótem' },
  'no-totem': 'sin Tótem',
  'label-deck': 'Mazo',
  'label-note': 'nota',
  'opening-hand': 'Mano inicial',
  'p-basic': 'Al menos 1 Pokémon Básico en 7 cartas',
  mulligans: 'Mulligans gratis esperados',
  'no-mulligan-figure': 'ninguno: no se puede quedar ninguna mano',
  'basics-kept': 'Pokémon Básicos en la mano',
  prizes: 'Cartas de Premio (6, tras la mano inicial)',
  'p-given-prized': 'Una carta no Básica dada, en Premios',
  'group-energy': { one: 'Energía ({count} carta)', other: 'Energía ({count} cartas)' },
  'group-supporters': { one: 'Partidarios ({count} carta)', other: 'Partidarios ({count} cartas)' },
  'group-key': { one: '{name} ({count} carta)', other: '{name} ({count} cartas)' },
  invocation: 'Invocación: P(Tótem invocado en el turno t o antes), modelo simple',
  'invocation-none': 'no se conoce ningún Coste de Invocación para este mazo, así que no hay calendario',
  turn: 'turno',
  'cost-now': 'coste {cost}',
  'cost-after': {
    one: 'coste {cost} (+{count} Fuera de Combate)',
    other: 'coste {cost} (+{count} Fuera de Combate)',
  },
  'turn-for': '50 % en el turno {t50} · 90 % en el turno {t90} (coste {cost})',
  never: 'nunca',
  draws: 'Robos: P(haber visto al menos 1 en el turno t o antes; el turno 0 es la mano inicial)',
  'search-title':
    'Modelo de búsqueda (Monte Carlo, {runs} partidas, semilla {seed}): P(invocado en el turno t o antes) con coste {cost}, intervalo del 95 %',
  'interval-low': '  intervalo del 95 %: de',
  'interval-high': '  a',
  'search-cards': 'juega {supporters} y {items}',
  'search-supporters-count': { one: '{count} Partidario que roba', other: '{count} Partidarios que roban' },
  'search-items-count': {
    one: '{count} Objeto que busca Energía',
    other: '{count} Objetos que buscan Energía',
  },
  'model-title': 'Modelo (orientativo: las probabilidades nunca cambian el veredicto de check)',
  'model-kept-hand':
    'la mano inicial son 7 cartas con al menos 1 Pokémon Básico: los mulligans son gratis y se repiten hasta tenerlo (reglamento §5, paso 3)',
  'model-prizes': 'las 6 cartas de Premio son las 6 cartas superiores tras la mano inicial (reglamento §5, paso 5)',
  'model-draw': 'cada turno robas 1 carta, también en tu primer turno (reglamento §6)',
  'model-attach':
    'cada turno unes 1 carta de Energía de tu mano al Tótem si tienes una: solo la unión manual lo carga, y cada carta de Energía cuenta como 1 (reglamento §4: «puedes unir tu Energía manual del turno al Tótem»)',
  'model-nothing-else':
    'ninguna carta roba, busca ni descarta; cada Fuera de Combate sube el coste en 1 y vacía la Zona del Tótem (reglamento §4, «Aumento de coste»)',
  'search-items': 'cada Objeto de la mano que busca Energía en el mazo se juega en cuanto se tiene',
  'search-supporters':
    'cuando la mano no tiene Energía que unir, se juega 1 Partidario que roba (el que más cartas robaría con esa mano)',
  'search-first-round': 'ningún Partidario en el turno 1: la primera ronda no los permite (reglamento §6)',
  'search-nothing-else': 'no se modelan los costes de esas cartas (descartes) ni ninguna otra carta',
  'note-fails-check': {
    one: 'este mazo no pasa check ({count} error); las probabilidades son de la lista tal como está',
    other: 'este mazo no pasa check ({count} errores); las probabilidades son de la lista tal como está',
  },
  'note-unknown': {
    one: '{count} carta es desconocida (cuenta en N, ni como Básico ni como Energía): {cards}',
    other: '{count} cartas son desconocidas (cuentan en N, ni como Básicos ni como Energía): {cards}',
  },
  'note-not-attachable': 'no cuentan como Energía para el Tótem (restricción de unión que el Tótem no cumple): {cards}',
  'note-unread-restriction':
    'cuentan como Energía para el Tótem, pero no se pudo leer su restricción de unión: {cards}',
  'note-no-totem': 'no se resolvió ningún Tótem: no hay calendario de Invocación',
  'note-no-cost': 'el Coste de Invocación del Tótem es desconocido: no hay calendario de Invocación',
  'note-deck-size': 'el mazo tiene {count} cartas, no {expected}: las probabilidades son para {count}',
  'no-stats-unreadable': 'sin probabilidades: el archivo no se pudo leer como un mazo',
  'no-stats-too-few':
    'sin probabilidades: el mazo tiene {count} cartas; una mano, las cartas de Premio y un robo necesitan al menos {min}',
  'no-stats-too-many': 'sin probabilidades: el mazo tiene {count} cartas; se calculan como mucho para {max}',
  'no-stats-no-basic':
    'sin probabilidades: el mazo no tiene ningún Pokémon Básico, así que nunca se puede quedar una mano inicial; añade Pokémon Básicos',

  'note-unread-lines': {
    one: 'la línea {lines} no se lee como carta (ver check), así que no está en ninguna de estas probabilidades',
    other: 'las líneas {lines} no se leen como cartas (ver check), así que no están en ninguna de estas probabilidades',
  },
  'cost-after-meaning':
    'las filas "+k Fuera de Combate": un Tótem cuyo coste es k mayor (tras k Fuera de Combate), contado desde el inicio de la partida con la Zona del Tótem vacía; no es el tiempo para devolverlo al juego tras quedar Fuera de Combate',
  'note-energy-counts':
    '{all} cartas de Energía cuentan para las cartas de Premio y los robos; {attachable} de ellas se pueden unir al Tótem, y solo esas cuentan para la Invocación',
  'note-invocation-unlikely':
    'invocar el Tótem es improbable: con {energy} cartas de Energía para un coste de {cost} llega al 50 % solo en el turno {t50}; añade Energía que el Tótem pueda recibir, o mira --model search',
  'note-invocation-never':
    'el Tótem no se puede invocar con {energy} cartas de Energía para un coste de {cost}: añade Energía que el Tótem pueda recibir',

  'deck-line-tribute': '{cards} cartas · {basics} · variante del Coste de Tributo',
  'tribute-opening-hand': 'Mano inicial (roba {drawn}, quédate {kept})',
  'tribute-p-basic': 'Al menos 1 Pokémon Básico en {drawn} cartas',
  'tribute-mulligans': 'Mulligans esperados (sin Básico: se roban {drawn} otra vez)',
  'basics-drawn': 'Pokémon Básicos entre las {drawn}',
  'p-given-drawn': 'Una carta no Básica dada, entre las {drawn}',
  'optional-mulligans': 'Mulligans opcionales: P(al menos 1 Pokémon Básico)',
  'optional-mulligan': {
    one: 'tras {count} mulligan opcional: roba {drawn}, quédate {kept}',
    other: 'tras {count} mulligans opcionales: roba {drawn}, quédate {kept}',
  },
  'tribute-prizes': 'Cartas de Premio ({count}, elegidas)',
  'tribute-prizes-chosen':
    'las {count} cartas de las {drawn} que no te quedas, elegidas por ti: ninguna carta queda en Premios por azar, y los robos salen de las {rest} cartas restantes',
  'tribute-title': 'Tributo: el Tótem entra en juego desde el turno {from} descartando de la mano su Coste de Tributo',
  'tribute-cost': 'Coste de Tributo {cost} ({why})',
  'tribute-none': 'no se conoce ningún Coste de Tributo para este mazo, así que no hay cronología del Tributo',
  'hand-cards': 'cartas en la mano (tras robar)',
  'cost-row': 'Coste de Tributo',
  'returns-row': 'regresos a la Zona del Tótem',
  'first-turn-row': 'primer turno en que se puede pagar',
  'evolution-title': 'Tributo de Evolución (descarta 1): el Tótem evoluciona sobre {name} en juego',
  'evolution-row': 'P(pagado en el turno t o antes)',
  'evolution-line': 'la línea en el mazo: {line}',
  'tribute-draws': 'Robos: P(haber visto al menos 1 en el turno t o antes; el turno 0 son las {drawn} robadas)',
  'note-no-totem-tribute': 'ningún Tótem resuelto: no hay cronología del Tributo',
  'note-no-tribute-cost':
    'el Coste de Tributo del Tótem es desconocido (no se pudo leer su Fase): no hay cronología del Tributo',
  'note-evolution-missing':
    'no hay {name} en el mazo: el Tributo de Evolución, que necesita en juego el Pokémon del que evoluciona el Tótem, no se puede pagar sin efectos de cartas',
  'note-evolution-unread':
    'los datos de cartas no dicen de qué evoluciona {name} (o sus cartas no coinciden): no hay probabilidades del Tributo de Evolución',
  'tribute-model-hand':
    'robas 17 cartas y te quedas 7; 17 cartas sin Pokémon Básico son un mulligan: se barajan de vuelta y se roban 17 otra vez hasta que haya uno (variante del Tributo, "Beginning The Game")',
  'tribute-model-optional':
    'no se hace ningún mulligan opcional (cada uno roba 1 carta menos y te quedas 1 menos: sus probabilidades están arriba); la carta que tus rivales roban por cada mulligan tuyo no está en estas probabilidades',
  'tribute-model-prizes':
    'las otras 10 de las 17 son tus cartas de Premio, elegidas por ti: ninguna carta queda en Premios por azar, y cada robo sale de las cartas restantes',
  'tribute-model-draw': 'cada turno robas 1 carta, también en tu primer turno (cada turno como en una partida normal)',
  'tribute-model-tribute':
    'el Tótem espera en la Zona del Tótem, nunca en el mazo; desde el turno 2 (tras tu primer turno) entra en juego descartando de la mano su Coste de Tributo: las 7 que te quedas, menos el Pokémon Activo, más 1 carta por turno, sin jugar nada más',
  'tribute-model-evolution':
    'el Tributo de Evolución está modelado: descarta 1 (los regresos no le suman nada) para que el Tótem evolucione sobre el Pokémon del que evoluciona, en juego desde tu turno anterior; el Pokémon Básico de la línea entra en juego en cuanto está en la mano, y cada Evolución en el primer turno en que puede (ninguna en tu primer turno); sin Caramelo Raro ni otros efectos de cartas',
  'tribute-model-nothing-else':
    'ninguna carta roba, busca ni descarta; cada regreso a la Zona del Tótem sube el Coste de Tributo en 1 (variante del Tributo, "Returning to the Totem Zone")',
});
