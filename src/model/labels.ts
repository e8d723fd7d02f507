import type { Card } from './card.js';
import type { MessageValue } from './message.js';

/** "OBF 125" — a printing as a player types it back into a list (set code, else set id). */
export function printingLabel(card: Card): string {
  return `${card.setCode ?? card.setId} ${card.number}`;
}

/** "Charizard ex OBF 125". */
export function cardLabel(card: Card): string {
  return `${card.name} ${printingLabel(card)}`;
}

/** A card inside a message: the renderer shows its name in the report's language (`names`), then set and number. */
export const cardValue = (card: Card): MessageValue =>
  nameValue(card.name, card.names, card.setCode ?? card.setId, card.number);

/** A card's name alone inside a message (no printing), in the report's language where `names` has it. */
export const nameValue = (
  name: string,
  names?: Readonly<Record<string, string>>,
  set = '',
  number = '',
): MessageValue => ({ kind: 'card', name, set, number, ...(names ? { names } : {}) });

/** Version letters for groups of printings: A … Z, then AA, AB … (never two groups with one letter). */
export function versionLabel(index: number): string {
  let n = index;
  let label = '';
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return label;
}
