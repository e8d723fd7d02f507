import { dataFile } from './data-files.js';
import { BASIC_ENERGY_TYPES, TYPES, type Card, type PokemonType } from './card.js';

/** Energy symbols as the card text writes them (`{R}`), by letter. */
export const SYMBOL_TYPES: Readonly<Record<string, PokemonType>> = {
  G: 'Grass',
  R: 'Fire',
  W: 'Water',
  L: 'Lightning',
  P: 'Psychic',
  F: 'Fighting',
  D: 'Darkness',
  M: 'Metal',
  Y: 'Fairy',
  N: 'Dragon',
  C: 'Colorless',
};

const TYPE_ALIASES: Record<string, PokemonType> = {
  ...Object.fromEntries(TYPES.map((type) => [type.toLowerCase(), type])),
  electric: 'Lightning',
  dark: 'Darkness',
  steel: 'Metal',
  colourless: 'Colorless',
  normal: 'Colorless',
  // Spanish, since the rulebook and many playgroups are bilingual.
  planta: 'Grass',
  fuego: 'Fire',
  agua: 'Water',
  rayo: 'Lightning',
  psiquico: 'Psychic',
  lucha: 'Fighting',
  oscuro: 'Darkness',
  oscuridad: 'Darkness',
  metalico: 'Metal',
  hada: 'Fairy',
  incoloro: 'Colorless',
};

/** A table's own entry for a name a user wrote: never a key of Object.prototype ("constructor", "__proto__"). */
export const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** Strip accents and fold case: "Pokémon" → "pokemon". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Runs of whitespace as one space, by one pass over the text: `replace(/\s+/g, ' ')` is linear in its matching but
 * slows down more than linearly in V8 when a line has tens of thousands of runs (measured: 10× the text, 45× the
 * time), which a hostile line can have.
 */
export function singleSpaced(text: string): string {
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c > 32 && c < 127) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && WHITESPACE.test(text[end]!)) end++;
    if (end === i) {
      i++;
      continue;
    }
    // One space already in place stays; anything else becomes one space.
    if (end - i === 1 && c === 32) {
      i = end;
      continue;
    }
    out += `${text.slice(from, i)} `;
    from = i = end;
  }
  return from === 0 ? text : out + text.slice(from);
}
const WHITESPACE = /\s/;

/** Curly quotes and look-alikes → ASCII, as players paste them from chat. */
export function straightenQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u201A\u201B\u02BC\u0060\u00B4]/g, "'").replace(/[\u201C\u201D\u201E]/g, '"');
}

/** A type from a name ("fire", "Dark"), a symbol ("{R}", "R") or null. */
export function parseType(input: string): PokemonType | null {
  const trimmed = input.trim();
  const symbol = /^\{?([GRWLPFDMYNC])\}?$/i.exec(trimmed);
  if (symbol && (trimmed.startsWith('{') || trimmed.length === 1))
    return SYMBOL_TYPES[symbol[1]!.toUpperCase()] ?? null;
  return own(TYPE_ALIASES, fold(trimmed)) ?? null;
}

/** Replace `{R}` style symbols with type names. */
export function expandSymbols(text: string): string {
  return text.replace(/[{[]([GRWLPFDMYNC])[}\]]/g, (_m, s: string) => SYMBOL_TYPES[s] ?? s);
}

/** Remove the API's trailing parenthetical: "Professor's Research (Professor Turo)". */
export function stripParenthetical(name: string): string {
  // The lookbehind starts a match only where a run of spaces starts: linear, where `\s*\(` alone is quadratic.
  return name.replace(/(?<!\s)\s*\([^()]*\)\s*$/, '');
}

/** Every name key a card is found by, in every language (as the pack's names table has them). */
export function nameKeysOf(card: Card): string[] {
  return [...new Set([card.nameKey, ...Object.values(card.names ?? {}).map(nameKey)])];
}

/**
 * Normalised name for lookups: case, accents, apostrophes, spacing, energy symbols, Prism Star spellings, the
 * optional trailing parenthetical, and "Basic Fire Energy" = "Fire Energy".
 */
export function nameKey(name: string): string {
  // Prism Star: the card data's ◇, the look-alike ♢ (U+2662) and PTCGL's {*}.
  let key = straightenQuotes(name)
    .replace(/[★☆]/g, ' star ')
    .replace(/[◇♢]|\{\*\}/g, ' prism star ')
    .replace(/δ/g, ' delta ');
  key = fold(expandSymbols(stripParenthetical(key)));
  key = singleSpaced(key).trim();
  const basic = /^basic (\w+) energy$/.exec(key);
  if (basic) key = `${basic[1]} energy`;
  else if (key.startsWith('energ') || key.startsWith('basis')) key = localBasicEnergy(key) ?? key;
  return key;
}

let basicEnergyNames: { patterns: RegExp[]; types: Record<string, string> } | null = null;

/** "energia lucha basica" → "fighting energy": basic Energy as the other card languages write it. */
function localBasicEnergy(key: string): string | null {
  if (!basicEnergyNames) {
    const table = dataFile<{ patterns: string[]; types: Record<string, string> }>('basic-energy-names.json');
    basicEnergyNames = { patterns: table.patterns.map((p) => new RegExp(p)), types: table.types };
  }
  for (const pattern of basicEnergyNames.patterns) {
    const word = pattern.exec(key)?.[1];
    if (!word) continue;
    const type = own(basicEnergyNames.types, word) ?? parseType(word);
    if (type) return `${type.toLowerCase()} energy`;
  }
  return null;
}

/** The name the singleton rule compares: no parenthetical, no δ; owner, form, ◇ and ★ stay. */
export function singletonName(name: string): string {
  return stripParenthetical(name)
    .replace(/(?<!\s)\s*δ\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const singletonKeys = new Map<string, string>();

export function singletonKey(name: string): string {
  let key = singletonKeys.get(name);
  if (key === undefined) {
    key = nameKey(singletonName(name));
    singletonKeys.set(name, key);
  }
  return key;
}

/** Card numbers compare without zero padding and case: "TG05" = "tg5", "001" = "1". */
export function numberKey(number: string): string {
  return number
    .trim()
    .toUpperCase()
    .replace(/\d+/g, (digits) => String(Number.parseInt(digits, 10)));
}

/** The number without its letter prefix, for promo and subset numbers written bare ("PR-SW 139"). */
export function numberCore(number: string): string {
  return numberKey(number).replace(/^[A-Z]+/, '');
}

/**
 * The basic Energy a written name means, however it is written: "Fire Energy", "Basic {R} Energy", "{R} Energy",
 * or the type alone ("Lightning", "Dark") as old lists write it. Null for anything else.
 */
export function writtenEnergyType(name: string): PokemonType | null {
  const m = /^(?:basic\s+)?(\{?[\p{L}]+\}?)(?:\s+energy)?$/iu.exec(straightenQuotes(name).trim());
  const type = m ? parseType(m[1]!) : null;
  return type && BASIC_ENERGY_TYPES.includes(type) ? type : null;
}

/** The type a basic Energy card provides, from its name ("Basic {R} Energy", "Fire Energy"). */
export function basicEnergyType(card: Card): PokemonType | null {
  const m = /^(?:basic\s+)?(\{?\w+\}?)\s+energy\b/i.exec(card.name);
  return m ? parseType(m[1]!) : null;
}
