import { totemEligibility } from '../../derive/eligibility.js';
import { groupBy } from '../../model/compare.js';
import { pieceOf } from '../../derive/multicard.js';
import { whereValue } from '../../model/common-messages.js';
import type { Piece } from '../../model/facts.js';
import { cardValue } from '../../model/labels.js';
import { list, nested, type MessageValue } from '../../model/message.js';
import type { DeckCard } from '../../model/resolved.js';
import { defineRule, type TypedFinding } from '../define.js';
import { words } from './words.js';

type Id = keyof typeof words.en;

const missingOf = (of: number, has: (n: number) => boolean): number[] =>
  Array.from({ length: of }, (_, i) => i + 1).filter((n) => !has(n));

/** These parts, in a LEGEND's words (halves) or a V-UNION's (pieces). */
const partsValue = (kind: Piece['kind'], [legend, vunion]: [Id, Id], parts: number[]): MessageValue =>
  nested(kind === 'legend' ? legend : vunion, { count: parts.length, which: list(parts.map(String)) });

export const rule = defineRule({ id: 'totem-eligible', severity: 'error', words }, (deck, _facts, context) => {
  const out: TypedFinding<Id>[] = [];
  const resolved = deck.totem.filter((t) => t.card);
  const variant = context.variant ?? 'standard';
  for (const t of resolved) {
    const verdict = totemEligibility(t.card!, variant);
    if (!verdict.eligible)
      out.push({
        messageId: variant === 'tribute' ? 'not-eligible-tribute' : 'not-eligible',
        data: { card: cardValue(t.card!), reason: verdict.why },
        line: t.line,
        card: { id: t.card!.id, name: t.card!.name },
      });
  }
  if (resolved.length === 0) return out;
  const copies = resolved.reduce((n, t) => n + t.copies, 0);
  const parts = resolved.map((dc) => ({ dc, piece: pieceOf(dc.card!) }));
  const first = parts[0]!;
  const multi = parts.filter((p): p is { dc: DeckCard; piece: Piece } => p.piece !== null);
  const groups = groupBy(multi, (p) => p.piece.group);

  if (multi.length === parts.length && groups.size > 1) {
    // Halves or pieces of different cards: say which belong together and what each lacks.
    const groupValues: MessageValue[] = [];
    const fixes: MessageValue[] = [];
    for (const [group, members] of groups) {
      const { kind, of } = members[0]!.piece;
      const have = [...new Set(members.map((p) => p.piece.piece).filter((n) => n > 0))].sort((a, b) => a - b);
      groupValues.push(nested('group-parts', { group, which: list(have.map(String)), count: have.length }));
      const missing = missingOf(of, (n) => have.includes(n));
      fixes.push(
        missing.length
          ? nested('group-missing', { group, which: partsValue(kind, ['halves', 'pieces'], missing) })
          : nested('group-complete', { group }),
      );
    }
    out.push({
      messageId: 'mixed-pieces',
      data: { count: groups.size, groups: list(groupValues), fix: list(fixes) },
      line: first.dc.line,
    });
  } else if (groups.size === 1 && multi.length === parts.length) {
    const { kind, group, of } = first.piece!;
    const have = new Map<number, number>();
    for (const p of multi) have.set(p.piece.piece, (have.get(p.piece.piece) ?? 0) + p.dc.copies);
    const missing = missingOf(of, (n) => have.has(n));
    const doubled = [...have.entries()].filter(([n, c]) => n > 0 && c > 1).map(([n]) => n);
    if (missing.length || doubled.length || copies !== of) {
      const found: MessageValue[] = [];
      if (missing.length) found.push(partsValue(kind, ['missing-halves', 'missing-pieces'], missing));
      if (doubled.length)
        found.push(nested(kind === 'legend' ? 'doubled-half' : 'doubled-piece', { which: list(doubled.map(String)) }));
      if (!found.length) found.push(nested('found-cards', { count: copies }));
      out.push({
        messageId: kind === 'legend' ? 'incomplete-legend' : 'incomplete-vunion',
        data: { group, parts: list(found) },
        line: first.dc.line,
        card: { id: first.dc.card!.id, name: group },
      });
    }
  } else if (copies > 1) {
    const cards = list(resolved.map((t) => nested('card-at', { card: cardValue(t.card!), where: whereValue(t.line) })));
    out.push({
      messageId: 'more-than-one',
      data: { count: copies, cards },
      line: resolved[1]?.line ?? first.dc.line,
    });
  }
  return out;
});
