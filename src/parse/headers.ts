import { dataFile } from '../model/data-files.js';
import type { Section } from '../model/deck.js';
import { fold, singleSpaced } from '../model/names.js';

interface HeaderTable {
  sections: Record<Section, string[]>;
  totals: string[];
}

export type HeaderWord = Section | 'total';

let words: Map<string, HeaderWord> | null = null;

function vocabulary(): Map<string, HeaderWord> {
  if (words) return words;
  const table = dataFile<HeaderTable>('headers.json');
  words = new Map();
  for (const [section, list] of Object.entries(table.sections) as [Section, string[]][])
    for (const word of list) words.set(fold(word), section);
  for (const word of table.totals) words.set(fold(word), 'total');
  return words;
}

// A header is its words, then perhaps a count: "Pokémon: 12", "##Trainer Cards - 10", "Energy (9)", "Pokémon 19",
// "總計 60 張". The words cannot hold digits or brackets, so a card line never reads as one. Read from both ends by
// hand, not by one pattern: `^#*\s*([^\d()]+?)\s*…\s*$` took 25 s on a line of 400 spaces (its quantifiers take the
// same characters); this is linear.
const WORDS = /^[^\d()（）]+$/u;
const SEPARATORS = ':：-–';

/** The text without whitespace and at most one of `chars` at its end (in that order: spaces, the char, spaces). */
function dropEnd(text: string, chars: string): string {
  const trimmed = text.trimEnd();
  const last = trimmed.at(-1);
  return last !== undefined && chars.includes(last) ? trimmed.slice(0, -1).trimEnd() : trimmed;
}

/** The header's words and count, or null when the line has no header's shape. */
function shape(line: string): { words: string; count: string | undefined } | null {
  let rest = line.replace(/^#*/, '').trimStart();
  rest = dropEnd(dropEnd(rest, ':：'), '張张');
  let count: string | undefined;
  const close = rest.at(-1);
  if (close === ')' || close === '）') {
    const open = Math.max(rest.lastIndexOf('('), rest.lastIndexOf('（'));
    const inner = open < 0 ? '' : rest.slice(open + 1, -1).trim();
    if (!/^\d+$/.test(inner)) return null;
    count = inner;
    rest = rest.slice(0, open);
  } else {
    let start = rest.length;
    while (start > 0 && rest.charCodeAt(start - 1) >= 48 && rest.charCodeAt(start - 1) <= 57) start--;
    if (start < rest.length) {
      count = rest.slice(start);
      rest = rest.slice(0, start);
    }
  }
  const words = dropEnd(rest, SEPARATORS);
  return words && WORDS.test(words) ? { words, count } : null;
}

/** The text without trailing separators and spaces ("Pokémon -:" → "Pokémon"). */
function trimSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && (SEPARATORS.includes(text[end - 1]!) || /\s/u.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}

function known(word: string): HeaderWord | undefined {
  const table = vocabulary();
  const found = table.get(word);
  if (found || !word.includes('?')) return found;
  // "Pok?mon: 9": a letter lost to an encoding on the way; a "?" stands for any one letter.
  const pattern = new RegExp(`^${word.replace(/[.*+^${}()|[\]\\]/g, '\\$&').replace(/\?/g, '.')}$`, 'u');
  for (const [w, kind] of table) if (pattern.test(w)) return kind;
  return undefined;
}

/** A section header or a total line in any language of `data/headers.json`, with its count; else null. */
export function readHeader(line: string): { kind: HeaderWord; count: number | null } | null {
  const m = shape(line);
  if (!m) return null;
  const word = singleSpaced(trimSeparators(fold(m.words))).trim();
  const kind = known(word);
  if (!kind) return null;
  return { kind, count: m.count === undefined ? null : Number(m.count) };
}
