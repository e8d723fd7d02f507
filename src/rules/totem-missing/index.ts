import { hasRuleBox } from '../../model/card.js';
import { cardValue } from '../../model/labels.js';
import { defineRule } from '../define.js';

const HOW =
  'add a "Totem: 1" section with your Totem, a "# totem: NAME SET NUMBER" line, or run with --totem "NAME SET NUMBER"';

export const rule = defineRule(
  {
    id: 'totem-missing',
    title: 'Name your Totem',
    severity: 'error',
    description: 'no Totem declared',
    messages: {
      missing: `no Totem is declared; ${HOW}`,
      'missing-one-candidate': `no Totem is declared; the only Pokémon with a Rule Box in the list is {card} (line {line}) — if it is your Totem, move it to a "Totem: 1" section; otherwise ${HOW}`,
      'missing-tribute': `no Totem is declared; in the tribute variant any Pokémon (Basic, Stage 1, Stage 2, Mega EX, LV.X, LEGEND, VMAX) can be the Totem, Rule Box or not; ${HOW}`,
      'missing-one-pokemon': `no Totem is declared; in the tribute variant any Pokémon can be the Totem, and the only Pokémon in the list is {card} (line {line}) — if it is your Totem, move it to a "Totem: 1" section; otherwise ${HOW}`,
    },
  },
  (deck, _facts, context) => {
    if (deck.totem.length > 0) return [];
    const tribute = context.variant === 'tribute';
    // In the tribute variant any Pokémon can be the Totem; in the Totem Format, a Rule Box Pokémon.
    const candidates = deck.cards.filter(
      (dc) => dc.card && (tribute ? dc.card.supertype === 'Pokémon' : hasRuleBox(dc.card)),
    );
    const only = candidates.length === 1 ? candidates[0]! : null;
    if (only && only.line !== null)
      return [
        {
          messageId: tribute ? 'missing-one-pokemon' : 'missing-one-candidate',
          data: { card: cardValue(only.card!), line: only.line },
          line: null,
        },
      ];
    return [{ messageId: tribute ? 'missing-tribute' : 'missing', line: null }];
  },
);
