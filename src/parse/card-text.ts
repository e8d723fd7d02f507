import type { CardText } from '../model/deck.js';

const ID = /^[a-z][a-z0-9]*-[A-Za-z0-9_]+$/;
const WITH_PRINTING = /^(.*\S)\s+([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)?|151)\s+([A-Za-z]{0,5}\d+[A-Za-z0-9_]*)$/;
// Some old numbers are words or letters (Alph Lithograph "TWO", Unown "M"): accepted after an upper-case code.
const WITH_WORD_NUMBER = /^(.*\S)\s+([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)?)\s+([A-Z?!]{1,5})$/;
const PRINTING_ONLY = /^([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)?|151)\s+([A-Za-z]{0,5}\d+[A-Za-z0-9_]*)$/;

/**
 * "Charizard ex OBF 125 PH" → name, set and number; "sv3-125" → id; "Arven" → name. Whether the set code is
 * real is the lookup's question: a name that merely ends like a printing is retried as a name.
 */
export function parseCardText(input: string): CardText {
  const text = input
    .trim()
    .replace(/\s+PH$/i, '')
    .replace(/\s+/g, ' ');
  if (ID.test(text)) return { name: '', id: text, text };
  const full = WITH_PRINTING.exec(text);
  if (full) return { name: full[1]!, set: full[2]!, number: full[3]!, text };
  const word = WITH_WORD_NUMBER.exec(text);
  if (word) return { name: word[1]!, set: word[2]!, number: word[3]!, text };
  const bare = PRINTING_ONLY.exec(text);
  if (bare && /[A-Z]/.test(bare[1]!)) return { name: '', set: bare[1]!, number: bare[2]!, text };
  return { name: text, text };
}
