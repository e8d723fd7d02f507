import type { Card } from '../model/card.js';
import { dataFile } from '../model/data-files.js';
import type { Piece } from '../model/facts.js';

let index: Map<string, Piece> | null = null;

function build(): Map<string, Piece> {
  const table = dataFile<Record<'legend' | 'vunion', Record<string, string[][]>>>('multi-card.json');
  const map = new Map<string, Piece>();
  for (const kind of ['legend', 'vunion'] as const) {
    for (const [group, runs] of Object.entries(table[kind])) {
      for (const run of runs) run.forEach((id, i) => map.set(id, { kind, group, piece: i + 1, of: run.length }));
    }
  }
  return map;
}

/** Which half of a LEGEND or piece of a V-UNION a card is, from `data/multi-card.json`. */
export function pieceOf(card: Card): Piece | null {
  index ??= build();
  const known = index.get(card.id);
  if (known) return known;
  if (card.subtypes.includes('LEGEND')) return { kind: 'legend', group: card.name, piece: 0, of: 2 };
  if (card.subtypes.includes('V-UNION')) return { kind: 'vunion', group: card.name, piece: 0, of: 4 };
  return null;
}

/** Identity of a card for "two identical cards": fingerprint plus piece, since pieces share their data. */
export function sameCardKey(card: Card): string {
  const piece = pieceOf(card);
  return piece ? `${card.fingerprint}#${piece.piece || card.id}` : card.fingerprint;
}
