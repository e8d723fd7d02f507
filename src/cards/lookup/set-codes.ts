import { dataFile } from '../../model/data-files.js';
import { numberKey } from '../../model/names.js';
import type { CardSet } from '../../model/card.js';
import type { CardIndex } from '../card-index.js';
import { closest } from '../../model/suggest.js';

/** `data/set-codes.json`: how players and clients write set codes that the card data does not list. */
interface SetCodeTable {
  aliases: Record<string, string[]>;
  continuedNumbers: Record<string, { set: string; prefix: string; after: number }>;
  byName: string[];
  altNumbers: Record<string, Record<string, string>>;
  otherReadings?: Record<string, string[]>;
}

const table = (): SetCodeTable => dataFile<SetCodeTable>('set-codes.json');

/** What a written code (in capitals) names: set ids; `nameOnly`, a set's name only, not a code or id. */
type CodeEntry = { ids: string[]; nameOnly: boolean };
const capitals = (s: CardSet) => ({ code: s.code?.toUpperCase(), id: s.id.toUpperCase(), name: s.name.toUpperCase() });
type Capitals = ReturnType<typeof capitals>;
/** Per list of sets: each set's code, id and name in capitals, and the codes asked so far. */
const CODES = new WeakMap<readonly CardSet[], { upper: Capitals[]; asked: Map<string, CodeEntry> }>();

/**
 * The sets one written code names, worked out for that code when first asked (a run asks for a few; indexing every
 * set's code, id and name first was most of what `cost` or `identity` did): a set's code or id first, then, where
 * no code or id is written so, a set's name in full ("Hitmonchan (Jungle 7/64)"), then the aliases of data/.
 */
function codeEntry(sets: readonly CardSet[], upper: Capitals[], key: string): CodeEntry {
  const ids: string[] = [];
  const add = (id: string): void => {
    if (!ids.includes(id)) ids.push(id);
  };
  // "LOR-TG 30", "CRZ-GG 38": PTCGL names a gallery subset by its parent's code and the subset's letters;
  // TCGdex with a colon ("30C:CC", a Classic Collection, stored under its parent's code).
  const [, parent, subset] = /^(.+)[-:](TG|GG|CC)$/.exec(key) ?? [];
  sets.forEach((set, i) => {
    const { code, id } = upper[i]!;
    if (code === key || id === key || (code && code === parent && set.id.endsWith(subset!.toLowerCase()))) add(set.id);
  });
  const named = ids.length ? [] : sets.filter((_, i) => upper[i]!.name === key);
  for (const set of named) add(set.id);
  for (const [code, aliased] of Object.entries(table().aliases))
    if (code.toUpperCase() === key) for (const id of aliased) if (sets.some((s) => s.id === id)) add(id);
  return { ids, nameOnly: named.length > 0 };
}

/**
 * What a written set code means: the set ids it can name (a PTCGO code, a set id, a subset code such as `LOR-TG`
 * or `CRZ-GG`, an alias from `data/`), and the clients' own numberings that are not printings.
 */
export class SetCodes {
  constructor(private readonly store: CardIndex) {}

  private entry(code: string): CodeEntry {
    // Kept with the store's list of sets, which is a new list once the store learns sets (an API's set list).
    const sets = this.store.sets();
    let codes = CODES.get(sets);
    if (!codes) CODES.set(sets, (codes = { upper: sets.map(capitals), asked: new Map() }));
    const key = code.toUpperCase();
    let entry = codes.asked.get(key);
    if (!entry) codes.asked.set(key, (entry = codeEntry(sets, codes.upper, key)));
    return entry;
  }

  /**
   * Is the written code only a set's name ("Base", "Jungle")? Then it may as well be a client's word for basic
   * Energy ("Psychic Energy Base 5"), not the set.
   */
  isSetNameOnly(code: string): boolean {
    return this.entry(code).nameOnly && !table().aliases[code.toUpperCase()];
  }

  idsFor(code: string): string[] {
    return this.entry(code).ids;
  }

  /**
   * A client's continued numbering of a subset: PTCGO numbers Generations' Radiant Collection 101–132 ("GEN 113"
   * is RC13), PTCGL numbers Shining Fates' Shiny Vault after the main set ("SHF 100" is SV027).
   */
  continued(code: string, number: string): { setId: string; number: string } | null {
    const rule = table().continuedNumbers[code.toUpperCase()];
    if (!rule || !/^\d+$/.test(number)) return null;
    const n = Number(number) - rule.after;
    return n >= 1 ? { setId: rule.set, number: numberKey(`${rule.prefix}${n}`) } : null;
  }

  /**
   * Codes whose numbers are a client's own and name no printing (PTCGL's alternate-art buckets `SVALT`, PTCGO's
   * trainer kits `TK-…`): the name decides, as on a line without a set.
   */
  readsByName(code: string): boolean {
    const upper = code.toUpperCase();
    return table().byName.some((c) => (c.endsWith('*') ? upper.startsWith(c.slice(0, -1)) : upper === c));
  }

  /**
   * The sets a code also stands for in some lists (SSP: Surging Sparks, and in Chinese lists the Sword & Shield
   * promos), asked only when the code's own set has no card at the number.
   */
  otherReadings(code: string): string[] {
    const known = new Set(this.store.sets().map((s) => s.id));
    return (table().otherReadings?.[code.toUpperCase()] ?? []).filter((id) => known.has(id));
  }

  /** The card name a number of a client's own code is known to stand for ("SVALT 135" = Basic Psychic Energy). */
  altCardName(code: string, number: string): string | null {
    return table().altNumbers[code.toUpperCase()]?.[String(Number(number))] ?? null;
  }

  /** The published codes closest to a code that names no set. */
  suggest(code: string): string[] {
    const published = this.store.sets().flatMap((s) => (s.code ? [s.code] : []));
    return closest(code.toUpperCase(), new Set(published), 3);
  }
}
