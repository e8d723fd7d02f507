import type { CardText } from '../model/deck.js';
import { singleSpaced } from '../model/names.js';

/**
 * A card id as `cards find` prints it: the set id (letters, digits, dots and dashes: `me02.5`, `tk-xy-latio`), a
 * dash, the number. Each part is bounded by the next dash, so the pattern runs in linear time.
 */
const ID = /^[a-z][a-z0-9.]*(?:-[a-z0-9.]+)*-(?:[A-Za-z0-9_]+|[!?])$/;
// A code may start with digits when a letter follows ("30C" is read as a code and said to be none, not taken into
// the card's name); digits alone are a code only as 151. A subset follows a colon, as TCGdex writes it: "30C:CC".
const CODE = '\\d*[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)?(?::[A-Za-z]{1,3})?|151';
// One digit, then anything a number holds: `\d+[A-Za-z0-9_]*` would let two quantifiers take the same digits.
const NUMBER = '[A-Za-z]{0,5}\\d[A-Za-z0-9_]*';
const WITH_PRINTING = new RegExp(`^(.*\\S)\\s+(${CODE})\\s+(${NUMBER})$`);
// Some old numbers are words or letters (Alph Lithograph "TWO", Unown "M"): accepted after an upper-case code.
const WITH_WORD_NUMBER = /^(.*\S)\s+([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)?)\s+([A-Z?!]{1,5})$/;
const PRINTING_ONLY = new RegExp(`^(${CODE})\\s+(${NUMBER})$`);
/**
 * A pokemontcg.io card id after the name: "Rare Candy hgss2-82", "Duskull dp7-SH2" (the number has a digit), or
 * a letter or sign after a set id with a digit, "Unown ex10-E" (not the end of a name: "… porygon-Z").
 */
const WITH_ID =
  /^(.*\S)\s+([a-z][a-z0-9.]*(?:-[a-z0-9.]+)*-[A-Za-z]*\d[A-Za-z0-9_]*|[a-z][a-z.]*\d[a-z0-9.]*-[A-Z!?])$/;
/** Blog style: "Darkrai EX from DEX 63/108". */
const FROM_PRINTING = new RegExp(`^(.*\\S)\\s+from\\s+(${CODE})\\s+(${NUMBER})(?:/\\d+)?$`, 'i');
/** The number as printed on the card, "088/182": the total after the slash adds nothing. */
const PRINTED_TOTAL = /(\d)\/\d{1,3}$/;
/** The printed number alone, no set code: "gimmighoul 088/182". */
const NUMBER_ONLY = /^(.*\D) (\d{1,3})\/\d{1,3}$/;
/** A number after "#", with perhaps a remark in brackets: "Tynamo #39 (Free Retreat)". */
const HASH_NUMBER = /^(.*\S)\s+#(\d{1,3})(?:\s*\([^()]*\))?$/;
/** Words that end Pokémon names ("Genesect Ex 067/086"), not set codes, before a printed number. */
const NAME_SUFFIX = /\s(?:ex|gx|v|vmax|vstar|legend|break|prime)$/i;
/** A set code in brackets narrows a name: "Charmander (OBF)". */
const NAME_AND_SET = /^(.*\S)\s*\(([A-Z][A-Z0-9]{1,5}(?:-[A-Z0-9]{1,4})?)\)$/;

/**
 * Basic Energy under a pseudo-set of its client (PTCGO's "Psychic Energy XYEnergy 8", "Fire Energy Energy XY 2"):
 * the client's own numbering of basic Energy, not a printing of set XY. Read as the `Energy` pseudo-code, so the
 * name decides before any set is asked (XY 2 is M Venusaur-EX). The name must end in "Energy" for the spaced form:
 * "Double Colorless Energy XY 130" is a printing.
 */
const ENERGY_PSEUDO_SET = /^(.*\S) (?:[A-Z]{2,5}Energy|Energy[A-Z]{2,5})(?: (\d{1,3}))?$/i;
const ENERGY_SPACED_SET = /^(.*\bEnergy) Energy [A-Z]{2,5}(?: (\d{1,3}))?$/i;
/** An old-era list's full set name and printed number in brackets: "Hitmonchan (Base Set 7/102)". */
const SET_NAME_AND_NUMBER = /^([^\d()/]+) (\d{1,3})\/\d{1,3}$/;

/** "Hitmonchan (Base Set 7/102)" → name, set name, number; null for any other text. */
function bracketedPrinting(text: string): CardText | null {
  if (!text.endsWith(')')) return null;
  const open = text.lastIndexOf('(');
  const name = text.slice(0, open).trim();
  const inner = SET_NAME_AND_NUMBER.exec(text.slice(open + 1, -1).trim());
  if (open <= 0 || !name || !inner) return null;
  return { name, set: inner[1]!.trim(), number: inner[2]!, text };
}

/** A word that may be a set code ends the text: upper-case first, as codes are written before a printed number. */
const CODE_AT_END = /\s(?:[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)?|151)$/;

/** Does the text before a printed number end in a set code ("Charizard OBF 125/197"), not in the name? */
function endsWithCode(before: string): boolean {
  return CODE_AT_END.test(before) && !NAME_SUFFIX.test(before);
}

/**
 * "Charizard ex OBF 125 PH" → name, set and number; "sv3-125" → id; "Arven" → name. Whether the set code is
 * real is the lookup's question: a name that merely ends like a printing is retried as a name.
 */
export function parseCardText(input: string): CardText {
  // Spaces are made single first: every pattern below then sees one space between words (and runs in linear time).
  const text = singleSpaced(input.trim()).replace(/ PH$/i, '');
  if (ID.test(text)) return { name: '', id: text, text };
  const energy = ENERGY_SPACED_SET.exec(text) ?? ENERGY_PSEUDO_SET.exec(text);
  if (energy) return { name: energy[1]!, set: 'Energy', ...(energy[2] ? { number: energy[2] } : {}), text };
  const bracketed = bracketedPrinting(text);
  if (bracketed) return bracketed;
  const from = FROM_PRINTING.exec(text);
  if (from) return { name: from[1]!, set: from[2]!, number: from[3]!, text };
  const numberOnly = NUMBER_ONLY.exec(text);
  if (numberOnly && !endsWithCode(numberOnly[1]!)) return { name: numberOnly[1]!.trim(), number: numberOnly[2]!, text };
  const hash = HASH_NUMBER.exec(text);
  if (hash) return { name: hash[1]!, number: hash[2]!, text };
  const printed = text.replace(PRINTED_TOTAL, '$1');
  const withId = WITH_ID.exec(printed);
  if (withId) return { name: withId[1]!, id: withId[2]!, text };
  const full = WITH_PRINTING.exec(printed);
  if (full) return { name: full[1]!, set: full[2]!, number: full[3]!, text };
  const word = WITH_WORD_NUMBER.exec(printed);
  if (word) return { name: word[1]!, set: word[2]!, number: word[3]!, text };
  const bare = PRINTING_ONLY.exec(printed);
  if (bare && /[A-Z]/.test(bare[1]!)) return { name: '', set: bare[1]!, number: bare[2]!, text };
  const named = NAME_AND_SET.exec(text);
  if (named && !NAME_SUFFIX.test(` ${named[2]!}`)) return { name: named[1]!, set: named[2]!, text };
  return { name: text, text };
}
