import type { Entry, ParsedDeck } from '../model/deck.js';
import { cardValue } from '../model/labels.js';
import type { DeckCard } from '../model/resolved.js';
import type { MessageData } from '../model/message.js';
import type { FoundRepair, Repair, TextEdit } from '../model/repair.js';

/** The cards the list's lines hold: what its "Total Cards" line must say. */
export const cardsOf = (parsed: ParsedDeck): number => parsed.entries.reduce((n, e) => n + e.count, 0);

/** A header or total line with its count set: its one number is the count (header words hold no digits). */
export const withNumber = (raw: string, count: number): string => raw.replace(/\d+/, String(count));

/** A card line with its count set: the list's own digits replaced ("* 2 X" → "* 1 X"), else written "N TEXT". */
function withCount(raw: string, entry: Entry, count: number): string {
  const m = /^([^\p{L}\d]*)(\d+)/u.exec(raw);
  return m && Number(m[2]) === entry.count ? `${m[1]}${count}${raw.slice(m[0].length)}` : `${count} ${entry.text}`;
}

/**
 * The edits that set card lines' counts (0 removes the line) and insert new card lines, with the section headers
 * and the "Total Cards" line that were right kept right (one left wrong stays the player's). Undefined for a list
 * that is not text (JSON): there are no lines to edit.
 */
export function countEdits(
  parsed: ParsedDeck,
  changes: { line: number; count: number }[],
  added: { edit: TextEdit; cards: number }[] = [],
): TextEdit[] | undefined {
  const source = parsed.source;
  if (!source) return undefined;
  const delta = new Map(parsed.headers.map((h) => [h, 0]));
  let total = 0;
  const bump = (line: number, by: number): void => {
    const header = parsed.headers.findLast((h) => h.line < line);
    if (header) delta.set(header, delta.get(header)! + by);
    total += by;
  };
  const edits: TextEdit[] = [];
  for (const { line, count } of changes) {
    const entry = parsed.entries.find((e) => e.line === line)!;
    edits.push({ from: line, to: line, lines: count ? [withCount(source[line - 1]!, entry, count)] : [] });
    bump(line, count - entry.count);
  }
  for (const { edit, cards } of added) {
    edits.push(edit);
    bump(edit.from, cards);
  }
  for (const [h, by] of delta)
    if (by && h.declared === h.cards)
      edits.push({ from: h.line, to: h.line, lines: [withNumber(source[h.line - 1]!, h.cards + by)] });
  const t = parsed.total;
  if (t && total && t.declared === cardsOf(parsed))
    edits.push({ from: t.line, to: t.line, lines: [withNumber(source[t.line - 1]!, t.declared + total)] });
  return edits;
}

/** A card's line removed (or, `count`, keeping that many copies on it): none for a card with no line (`--totem`). */
export const lineRepair = (
  parsed: ParsedDeck,
  dc: DeckCard,
  op: Repair['op'],
  label: string,
  count = 0,
): FoundRepair[] =>
  dc.line === null
    ? []
    : offer(op, label, { card: cardValue(dc.card!), line: dc.line }, countEdits(parsed, [{ line: dc.line, count }]));

/** A repair offered when there are edits to make (none for a JSON list): `[repair]` or `[]`. */
export const offer = (
  op: Repair['op'],
  label: string,
  data: MessageData,
  edits: TextEdit[] | undefined,
): FoundRepair[] => (edits?.length ? [{ op, label, data, edits }] : []);
