import { defineRule, type TypedFinding } from '../define.js';

import { nested } from '../../model/message.js';
import { cardsOf, offer, withNumber } from '../repairs.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'section-count', severity: 'warning', words }, (deck) => {
  const out: TypedFinding<keyof typeof words.en>[] = [];
  const parsed = deck.parsed;
  // The count written in the list's own header words and style: only its number changes.
  const setTo = (line: number, count: number) =>
    parsed.source && [{ from: line, to: line, lines: [withNumber(parsed.source[line - 1]!, count)] }];
  for (const h of parsed.headers) {
    // Clients disagree on what a header counts: cards (PTCGL English) or card lines (several other clients).
    if (h.declared === null || h.declared === h.cards || h.declared === h.lines) continue;
    const section = nested(`section-${h.section}`);
    out.push({
      messageId: 'header',
      data: { section, declared: h.declared, cards: h.cards },
      line: h.line,
      column: 1,
      fix: offer('set-count', 'set-header', { section, cards: h.cards }, setTo(h.line, h.cards))[0],
    });
  }
  if (parsed.total) {
    const cards = cardsOf(parsed);
    if (cards !== parsed.total.declared)
      out.push({
        messageId: 'total',
        data: { declared: parsed.total.declared, cards },
        line: parsed.total.line,
        column: 1,
        fix: offer('set-count', 'set-total', { cards }, setTo(parsed.total.line, cards))[0],
      });
  }
  return out;
});
