import { dataFile } from '../model/data-files.js';
import type { Section } from '../model/deck.js';
import { fold } from '../model/names.js';

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
// "總計 60 張". The words cannot hold digits or brackets, so a card line never reads as one.
const SHAPE = /^#*\s*([^\d()（）]+?)\s*(?:[:：\-–]\s*)?(?:[(（]\s*(\d+)\s*[)）]|(\d+))?\s*[張张]?\s*[:：]?$/u;

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
  const m = SHAPE.exec(line);
  if (!m) return null;
  const word = fold(m[1]!)
    .replace(/[:：\-–\s]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  const kind = known(word);
  if (!kind) return null;
  const count = m[2] ?? m[3];
  return { kind, count: count === undefined ? null : Number(count) };
}
