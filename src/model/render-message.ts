import { COMMON_MESSAGES } from './common-messages.js';
import type { MessageData, MessageTable, MessageTemplate, MessageValue } from './message.js';

/** What the renderer needs to know of a language. English is built in; other languages add a catalog. */
export interface Locale {
  lang: string;
  /** "and" / "or" between the last two items of a list. */
  and: string;
  or: string;
  typeName(type: string): string;
  /** A type's name when it qualifies the word Energy, where the language makes it agree ("Energía Psíquica"). */
  energyTypeName?(type: string): string;
  /** A card's name in this language, when the card data has one. */
  cardName(card: { name: string; names?: Readonly<Record<string, string>> }): string;
  /** A subtype as the card data spells it ("Item", "Stage 2"), in this language; absent: as it is. */
  subtypeName?(subtype: string, supertype: string): string;
  /** A translation of a message of a table (`scope` is a rule id or a command), or undefined for English. */
  template(scope: string, id: string): MessageTemplate | undefined;
}

/**
 * Words kept beside the code that says them (a rule's folder: its title, description and messages) rather than in
 * a language's catalog: whole tables by "<lang>/<scope>", the newest first (a key per message made every start-up
 * ~450 keys, #42). That code adds them as it loads, so a catalog finds the words of every rule that can give one.
 */
const BESIDE = new Map<string, MessageTable[]>();
export function addWords(lang: string, scope: string, table: MessageTable): void {
  BESIDE.set(`${lang}/${scope}`, [table, ...(BESIDE.get(`${lang}/${scope}`) ?? [])]);
}
export const wordBeside = (lang: string, scope: string, id: string) =>
  BESIDE.get(`${lang}/${scope}`)?.find((table) => Object.hasOwn(table, id))?.[id];

/**
 * A table's words: the English table and its Spanish by the same ids, typed from the English keys (a Spanish id
 * the English lacks does not compile; one the Spanish lacks stays English). The Spanish joins the catalog; what
 * returns renders the table's messages in a language.
 */
export function wordsOf<T extends MessageTable>(
  scope: string,
  en: T,
  es: { readonly [K in keyof T]?: MessageTemplate },
) {
  addWords('es', scope, es as MessageTable);
  return (locale: Locale = ENGLISH) =>
    (id: string, data: MessageData = {}): string =>
      renderMessage(en, scope, id, data, locale);
}

export const ENGLISH: Locale = {
  lang: 'en',
  and: 'and',
  or: 'or',
  typeName: (type) => type,
  cardName: (card) => card.name,
  template: () => undefined,
};

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The languages whose plural rule for a whole number is written here: in English and Spanish a whole number is
 * "one" when it is 1 or −1 and takes no other form the messages use (CLDR: en `i = 1 and v = 0`, es `n = 1`; Spanish
 * "many" for millions falls back to "other", as `pick` does for any category but "one"). Why not Intl alone: the
 * first Intl.PluralRules of a process loads ICU's plural data, about 9 ms of a 130 ms check on Node 20.
 * test/i18n/plural.test.ts compares this with Intl.PluralRules.
 */
const WHOLE_NUMBER_RULE = new Set(['en', 'es']);

export function pluralCategory(lang: string, n: number): string {
  if (Number.isSafeInteger(n) && WHOLE_NUMBER_RULE.has(lang)) return n === 1 || n === -1 ? 'one' : 'other';
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

export function joinList(items: string[], word: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

function pick(template: MessageTemplate, data: MessageData, lang: string): string {
  if (typeof template === 'string') return template;
  const n = data[template.countKey ?? 'count'];
  const category = typeof n === 'number' ? pluralCategory(lang, n) : 'other';
  return (category === 'one' ? template.one : undefined) ?? template.other;
}

function value(v: MessageValue, table: MessageTable, scope: string, locale: Locale): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  switch (v.kind) {
    case 'types':
      return joinList(
        v.types.map((t) => (v.form === 'energy' ? locale.energyTypeName?.(t) : undefined) ?? locale.typeName(t)),
        v.join === 'or' ? locale.or : locale.and,
      );
    case 'subtypes':
      return v.subtypes.map((s) => locale.subtypeName?.(s, v.supertype) ?? s).join(', ');
    case 'card':
      return [locale.cardName(v), v.set, v.number].filter(Boolean).join(' ');
    case 'list':
      return joinList(
        v.items.map((item) => value(item, table, scope, locale)),
        v.join === 'or' ? locale.or : locale.and,
      );
    case 'message':
      return v.id in table || locale.template(scope, v.id) !== undefined
        ? renderMessage(table, scope, v.id, v.data, locale)
        : renderMessage(COMMON_MESSAGES, 'common', v.id, v.data, locale);
  }
}

/**
 * The one place where a message id and its data become words: `{name}` placeholders are filled from `data`,
 * plural forms chosen by the language's rules, type names and card names shown in the language.
 */
export function renderMessage(
  table: MessageTable,
  scope: string,
  id: string,
  data: MessageData,
  locale: Locale = ENGLISH,
): string {
  const template = locale.template(scope, id) ?? table[id];
  if (template === undefined) throw new Error(`${scope}: no message "${id}"`);
  return pick(template, data, locale.lang).replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = data[key];
    return v === undefined ? whole : value(v, table, scope, locale);
  });
}

/** One value on its own (a type list, a nested clause), in the locale's words. */
export function renderValue(v: MessageValue, locale: Locale = ENGLISH): string {
  return value(v, COMMON_MESSAGES, 'common', locale);
}
