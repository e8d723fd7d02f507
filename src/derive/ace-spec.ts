import type { Card } from '../model/card.js';
import { dataFile } from '../model/data-files.js';

/**
 * Whether a card is an ACE SPEC, whatever card data it came from: its subtype, its "more than 1 ACE SPEC card"
 * rule line, or `data/ace-spec.json` for the Black & White printings a source leaves unmarked (TCGdex). The
 * table's name must match too, so an id another source reuses for another card is not taken for one.
 */
export function isAceSpec(card: Card): boolean {
  if (card.subtypes.includes('ACE SPEC')) return true;
  if (card.rules.some((r) => /more than 1 ACE SPEC card/i.test(r))) return true;
  return dataFile<{ printings: Record<string, string> }>('ace-spec.json').printings[card.id] === card.name;
}
