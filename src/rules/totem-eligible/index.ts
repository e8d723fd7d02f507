import { cardLabel } from '../../cards/model.js';
import { whereIs } from '../../check/deck.js';
import { totemEligibility } from '../../derive/eligibility.js';
import { pieceOf } from '../../derive/multicard.js';
import type { Rule } from '../types.js';

const PIECE_WORD = { legend: 'half', vunion: 'piece' } as const;

export const rule: Rule = {
  id: 'totem-eligible',
  severity: 'error',
  summary: 'the Totem is not a Rule Box Pokémon; an incomplete LEGEND or V-UNION; more than one Totem',
  check(deck) {
    const out: ReturnType<Rule['check']> = [];
    const resolved = deck.totem.filter((t) => t.card);
    for (const t of resolved) {
      const verdict = totemEligibility(t.card!);
      if (!verdict.eligible) {
        out.push({
          line: t.line,
          card: { id: t.card!.id, name: t.card!.name },
          message: `${cardLabel(t.card!)} can't be a Totem: ${verdict.reason}. A Totem is a Pokémon with a Rule Box (ex, EX, GX, V, VMAX, VSTAR, BREAK, LV.X, ★, ◇, Radiant, LEGEND, V-UNION …)`,
        });
      }
    }
    if (resolved.length === 0) return out;
    const pieces = resolved.map((t) => ({ t, piece: pieceOf(t.card!) }));
    const groups = new Set(
      pieces.map((p) => (p.piece ? `${p.piece.kind}:${p.piece.group}` : `single:${p.t.card!.id}`)),
    );
    const copies = resolved.reduce((n, t) => n + t.copies, 0);
    const first = pieces[0]!;
    if (groups.size === 1 && first.piece) {
      const { kind, group, of } = first.piece;
      const have = new Map<number, number>();
      for (const p of pieces) have.set(p.piece!.piece, (have.get(p.piece!.piece) ?? 0) + p.t.copies);
      const missing = Array.from({ length: of }, (_, i) => i + 1).filter((n) => !have.has(n));
      const doubled = [...have.entries()].filter(([n, c]) => n > 0 && c > 1).map(([n]) => n);
      if (missing.length || doubled.length || copies !== of) {
        const parts: string[] = [];
        if (missing.length)
          parts.push(`missing ${PIECE_WORD[kind]}${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
        if (doubled.length) parts.push(`${PIECE_WORD[kind]} ${doubled.join(', ')} appears twice`);
        out.push({
          line: first.t.line,
          card: { id: first.t.card!.id, name: group },
          message: `a ${group} Totem needs its ${of} ${kind === 'legend' ? 'halves' : 'distinct pieces'} in the Totem Zone: ${parts.join('; ') || `found ${copies} cards`}`,
        });
      }
    } else if (copies > 1) {
      const list = resolved.map((t) => `${cardLabel(t.card!)} (${whereIs(t.line)})`).join(', ');
      out.push({
        line: resolved[1]?.line ?? first.t.line,
        message: `a deck has exactly one Totem, but ${copies} are declared: ${list}; keep one`,
      });
    }
    return out;
  },
};
