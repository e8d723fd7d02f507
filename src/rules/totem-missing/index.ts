import type { Rule } from '../types.js';

export const rule: Rule = {
  id: 'totem-missing',
  severity: 'error',
  summary: 'no Totem declared',
  check(deck) {
    if (deck.totem.length > 0) return [];
    return [
      {
        line: null,
        message:
          'no Totem is declared; add a "Totem: 1" section with your Totem, a "# totem: NAME SET NUMBER" line, or run with --totem "NAME SET NUMBER"',
      },
    ];
  },
};
