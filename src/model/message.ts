/**
 * Messages are data until the last moment: a rule says *which* message (an id in its table) and *with what*
 * (this data), and one renderer turns them into words in the report's language.
 */
export type MessageValue =
  | string
  | number
  /** Type names ("Fire"), shown in the report's language and joined as a list. */
  | { kind: 'types'; types: readonly string[]; join?: 'and' | 'or'; form?: 'energy' }
  /** Subtypes as the card data spells them ("Ancient", "Radiant"), shown in the report's language, joined by commas. */
  | { kind: 'subtypes'; subtypes: readonly string[]; supertype: string }
  /** A card as a player writes it back into a list: name, set code, number. */
  | { kind: 'card'; name: string; set: string; number: string; names?: Readonly<Record<string, string>> }
  /** A list of values joined with "and"/"or" in the report's language. */
  | { kind: 'list'; items: readonly MessageValue[]; join?: 'and' | 'or' }
  /** Another message of the same table, nested (a fix that depends on the case, a clause). */
  | { kind: 'message'; id: string; data: MessageData };

export type MessageData = { readonly [key: string]: MessageValue };

/** A template: "{card} is banned" — or, when it depends on a number, one form per plural category. */
export type MessageTemplate = string | { readonly one?: string; readonly other: string; readonly countKey?: string };

export type MessageTable = { readonly [id: string]: MessageTemplate };

export const types = (list: readonly string[], join: 'and' | 'or' = 'and'): MessageValue => ({
  kind: 'types',
  types: list,
  join,
});
/** Types that qualify "Energy": a language whose word for Energy has a gender makes them agree ("Energía Psíquica"). */
export const energyTypes = (list: readonly string[]): MessageValue => ({
  kind: 'types',
  types: list,
  join: 'and',
  form: 'energy',
});
export const subtypes = (names: readonly string[], supertype: string): MessageValue => ({
  kind: 'subtypes',
  subtypes: names,
  supertype,
});
export const list = (items: readonly MessageValue[], join: 'and' | 'or' = 'and'): MessageValue => ({
  kind: 'list',
  items,
  join,
});
export const nested = (id: string, data: MessageData = {}): MessageValue => ({ kind: 'message', id, data });
