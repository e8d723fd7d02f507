import { hasRuleBox } from '../../model/card.js';
import { cardValue } from '../../model/labels.js';
import { defineRule } from '../define.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'totem-missing', severity: 'error', words }, (deck, _facts, context) => {
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
});
