import { readHeader } from '../../src/lib/browser.js';

// Edits of the list in the box that need no page: plain text in, text out (the Chromium test calls them too). A
// header is what the library reads as one (data/headers.json: "Cartas totales", "Treinador", "Total Cards"…).

const COUNTED_LINE = /^(\s*)(\d+)(\s+)(.*?)\s*$/;
/** A header's kind (a section, `totem`, `total`), or null for any other line. */
const kindOf = (row: string | null) => (row === null ? null : (readHeader(row)?.kind ?? null));

/**
 * The list with one copy of each of these lines moved into a Totem section at the top: a count above 1 goes down by
 * one, a line of 1 goes; the section header above each (`Pokémon: 38`) counts one card fewer. The total stays.
 */
export function moveToTotem(text: string, lines: number[]): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const rows: (string | null)[] = text.split(/\r?\n/);
  const moved: string[] = [];
  for (const line of [...new Set(lines)].sort((a, b) => a - b)) {
    const at = line - 1;
    const m = COUNTED_LINE.exec(rows[at] ?? '');
    if (!m) continue;
    moved.push(`1 ${m[4]}`);
    const count = Number(m[2]);
    rows[at] = count > 1 ? `${m[1]}${count - 1}${m[3]}${m[4]}` : null;
    for (let up = at - 1; up >= 0; up--) {
      if (!kindOf(rows[up] ?? null)) continue;
      rows[up] = bump(rows[up]!, -1);
      break;
    }
  }
  if (!moved.length) return text;
  return [`Totem: ${moved.length}`, ...moved, '', ...rows.filter((r): r is string => r !== null)].join(eol);
}

/** Where a card goes in a list: the three sections of a decklist. */
export type ListSection = 'pokemon' | 'trainer' | 'energy';

/** A new section's header in the list's language: Spanish when its other headers are. */
const SECTION_WORD: Record<'en' | 'es', Record<ListSection, string>> = {
  en: { pokemon: 'Pokémon', trainer: 'Trainer', energy: 'Energy' },
  es: { pokemon: 'Pokémon', trainer: 'Entrenador', energy: 'Energía' },
};
const SPANISH_HEADER = /^\s*(entrenador|energ[ií]a|cartas totales)/i;

/** That header line with its count moved by `by`. */
const bump = (row: string, by: number) =>
  row.replace(/(\d+)(\s*)$/, (_all, n: string, space: string) => `${Number(n) + by}${space}`);

/**
 * The list with `1 CARD` added at the end of its section (Pokémon / Trainer / Energy), whose header counts one
 * more, as does a "Total Cards:" line; a list without that section gets one (before its total line, if any).
 */
export function addCard(text: string, section: ListSection, card: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const rows = text.split(/\r?\n/);
  const kinds = rows.map(kindOf);
  const line = `1 ${card}`;
  for (let at = 0; at < rows.length; at++) if (kinds[at] === 'total') rows[at] = bump(rows[at]!, 1);
  const header = kinds.indexOf(section);
  if (header >= 0) {
    rows[header] = bump(rows[header]!, 1);
    // After the section's last card line: before the next header or the blank line that ends it.
    let end = header + 1;
    while (end < rows.length && kinds[end] === null && rows[end]!.trim() !== '') end++;
    rows.splice(end, 0, line);
    return rows.join(eol);
  }
  const total = kinds.indexOf('total');
  const word = SECTION_WORD[rows.some((r) => SPANISH_HEADER.test(r)) ? 'es' : 'en'][section];
  const block = [`${word}: 1`, line, ''];
  if (total >= 0) rows.splice(total, 0, ...block);
  else {
    while (rows.length && rows.at(-1)!.trim() === '') rows.pop();
    rows.push(...(rows.length ? [''] : []), ...block.slice(0, 2));
  }
  return rows.join(eol);
}

/**
 * The list with one copy of the card on this line (1-based) taken out: a count above 1 goes down by one, a line of
 * 1 goes; the section header above it and a "Total Cards:" line count one fewer.
 */
export function removeCard(text: string, line: number): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const rows: (string | null)[] = text.split(/\r?\n/);
  const at = line - 1;
  const m = COUNTED_LINE.exec(rows[at] ?? '');
  if (!m) return text;
  const count = Number(m[2]);
  rows[at] = count > 1 ? `${m[1]}${count - 1}${m[3]}${m[4]}` : null;
  for (let up = at - 1; up >= 0; up--) {
    const kind = kindOf(rows[up] ?? null);
    if (!kind || kind === 'total') continue;
    rows[up] = bump(rows[up]!, -1);
    break;
  }
  for (let i = 0; i < rows.length; i++) if (kindOf(rows[i] ?? null) === 'total') rows[i] = bump(rows[i]!, -1);
  return rows.filter((r): r is string => r !== null).join(eol);
}

/** The list a Totem chosen in an empty box starts (totem-start.ts): its Totem section of one line. */
export const startList = (card: { name: string; set: string; number: string }): string =>
  `Totem: 1\n1 ${card.name} ${card.set} ${card.number}\n`;
