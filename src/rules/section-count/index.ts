import { defineRule, type TypedFinding } from '../define.js';

import { nested } from '../../model/message.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'section-count', severity: 'warning', words }, (deck) => {
  const out: TypedFinding<'header' | 'total'>[] = [];
  const parsed = deck.parsed;
  for (const h of parsed.headers) {
    // Clients disagree on what a header counts: cards (PTCGL English) or card lines (several other clients).
    if (h.declared === null || h.declared === h.cards || h.declared === h.lines) continue;
    out.push({
      messageId: 'header',
      data: { section: nested(`section-${h.section}`), declared: h.declared, cards: h.cards },
      line: h.line,
      column: 1,
    });
  }
  if (parsed.total) {
    const cards = parsed.entries.reduce((n, e) => n + e.count, 0);
    if (cards !== parsed.total.declared)
      out.push({
        messageId: 'total',
        data: { declared: parsed.total.declared, cards },
        line: parsed.total.line,
        column: 1,
      });
  }
  return out;
});
