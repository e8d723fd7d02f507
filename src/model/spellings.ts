import type { Card } from './card.js';
import { dataFile } from './data-files.js';
import { nameKey } from './names.js';

let spellings: Map<string, string> | null = null;

/** `data/name-spellings.json` by loose key of the written name: the card name it stands for. */
function spellingTable(): Map<string, string> {
  if (!spellings) {
    spellings = new Map();
    for (const [written, name] of Object.entries(
      dataFile<{ names: Record<string, string> }>('name-spellings.json').names,
    ))
      spellings.set(looseKey(written), nameKey(name));
  }
  return spellings;
}

/**
 * A name key without spaces and punctuation: "Aggron-V" = "Aggron V", "Dedenne GX" = "Dedenne-GX", "Buddy Buddy
 * Poffin" = "Buddy-Buddy Poffin", "Unown G" = "Unown [G]". Different cards can share one (Charizard ex and
 * Charizard-EX), so it only confirms a printing's name or stands in when the exact name finds nothing.
 */
export function looseKey(name: string): string {
  return nameKey(name).replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The name key of the card a written name stands for, if it is spelled otherwise in the card data: by
 * `data/name-spellings.json`, or Unown's letter without its brackets ("Unown G" is "Unown [G]": the brackets
 * matter, since "[G]" alone reads as the Grass symbol).
 */
export function spelledName(written: string): string | undefined {
  const unown = /^unown\s+([a-z?!])$/i.exec(written.trim());
  if (unown) return nameKey(`Unown [${unown[1]!.toUpperCase()}]`);
  return spellingTable().get(looseKey(written));
}

/**
 * Does a written name name this card? Exact (after the usual folding), or spelled loosely, or by a spelling in
 * `data/`. Only ever asked about one printing the line's set and number already chose.
 */
export function namesMatch(written: string, card: Card): boolean {
  const key = nameKey(written);
  // Most lines name the card's own key (from the card data): its singleton name is folded only when they don't.
  if (key === card.nameKey || key === nameKey(card.singletonName)) return true;
  // Unown UF E is "Unown" numbered E; lists (and later sets' names) call it "Unown E".
  if (/^[A-Z!?]$/.test(card.number) && key === nameKey(`${card.name} ${card.number}`)) return true;
  const loose = looseKey(written);
  if (loose === looseKey(card.name) || loose === looseKey(card.singletonName)) return true;
  const spelled = spelledName(written);
  if (spelled !== undefined && (spelled === card.nameKey || spelled === nameKey(card.singletonName))) return true;
  // The card's name in another language the card data has (TCGdex: es, es-mx, fr, de, it, pt).
  return Object.values(card.names ?? {}).some((name) => nameKey(name) === key || looseKey(name) === loose);
}
