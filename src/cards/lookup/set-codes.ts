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

/** Set ids by written code; `names`: the keys that are set names only, not codes or ids. */
interface CodeIndex {
  index: Map<string, string[]>;
  names: Set<string>;
}
const CODE_INDEXES = new WeakMap<readonly CardSet[], CodeIndex>();

function codeIndex(sets: readonly CardSet[]): CodeIndex {
  const index = new Map<string, string[]>();
  const add = (code: string, id: string): void => {
    const key = code.toUpperCase();
    const list = index.get(key) ?? [];
    if (!list.includes(id)) list.push(id);
    index.set(key, list);
  };
  for (const set of sets) {
    if (set.code) add(set.code, set.id);
    add(set.id, set.id);
    // "LOR-TG 30", "CRZ-GG 38": PTCGL names a gallery subset by its parent's code and the subset's letters;
    // TCGdex with a colon ("30C:CC", a Classic Collection, stored under its parent's code).
    const subset = /(tg|gg|cc)$/.exec(set.id);
    if (set.code && subset) for (const sep of '-:') add(`${set.code}${sep}${subset[1]}`, set.id);
  }
  // Old lists write the set's name in full: "Hitmonchan (Jungle 7/64)". A name never takes over a code or id.
  const codesAndIds = new Set(index.keys());
  const names = new Set<string>();
  for (const set of sets) {
    if (codesAndIds.has(set.name.toUpperCase())) continue;
    add(set.name, set.id);
    names.add(set.name.toUpperCase());
  }
  const known = new Set(sets.map((s) => s.id));
  for (const [code, ids] of Object.entries(table().aliases)) {
    for (const id of ids) if (known.has(id)) add(code, id);
  }
  return { index, names };
}

/**
 * What a written set code means: the set ids it can name (a PTCGO code, a set id, a subset code such as `LOR-TG`
 * or `CRZ-GG`, an alias from `data/`), and the clients' own numberings that are not printings.
 */
export class SetCodes {
  constructor(private readonly store: CardIndex) {}

  private codes(): CodeIndex {
    // Kept with the store's list of sets, which is a new list once the store learns sets (an API's set list).
    const sets = this.store.sets();
    let codes = CODE_INDEXES.get(sets);
    if (!codes) CODE_INDEXES.set(sets, (codes = codeIndex(sets)));
    return codes;
  }

  /**
   * Is the written code only a set's name ("Base", "Jungle")? Then it may as well be a client's word for basic
   * Energy ("Psychic Energy Base 5"), not the set.
   */
  isSetNameOnly(code: string): boolean {
    return this.codes().names.has(code.toUpperCase()) && !table().aliases[code.toUpperCase()];
  }

  idsFor(code: string): string[] {
    return this.codes().index.get(code.toUpperCase()) ?? [];
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
