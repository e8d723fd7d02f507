import type { Card } from './card.js';

/**
 * Scripts the card data has no card names in (the TCGdex snapshot leaves out its Asian data; pokemon-tcg-data is
 * English only). Kana before Han: a Japanese name mixes both, a Chinese one has Han alone.
 */
const SCRIPTS = [
  { language: 'japanese', letters: /[\p{Script=Hiragana}\p{Script=Katakana}]/u },
  { language: 'korean', letters: /\p{Script=Hangul}/u },
  { language: 'chinese', letters: /\p{Script=Han}/u },
  { language: 'thai', letters: /\p{Script=Thai}/u },
] as const;

export type UnreadLanguage = (typeof SCRIPTS)[number]['language'];

/** Words printed in Latin letters on cards of every language: "梦幻 V", "喷火龙ex", "超梦 GX". */
const RULE_BOX_WORDS = /\b(?:v|vmax|vstar|v-union|ex|gx|tag team|lv\.x|legend|break|prime)\b/giu;
/** Capitals printed inside names of other scripts ("对战VIP通行证" is Battle VIP Pass): no Latin-script name. */
const CAPITALS = /[A-Z]{2,5}/gu;

/**
 * The language of a written name in a script no card data names cards in, or null: a name with Latin letters
 * (beyond a rule-box word) is in a language the card data may know, and is checked as usual.
 */
export function unreadLanguage(name: string): UnreadLanguage | null {
  let rest = name.replace(RULE_BOX_WORDS, '');
  const other = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
  if (other.test(rest)) rest = rest.replace(CAPITALS, '');
  if (/\p{Script=Latin}/u.test(rest)) return null;
  return SCRIPTS.find((s) => s.letters.test(rest))?.language ?? null;
}

/** Does the card data name this card in the language's script (so the written name can be checked after all)? */
export function hasNameIn(card: Card, language: UnreadLanguage): boolean {
  const letters = SCRIPTS.find((s) => s.language === language)!.letters;
  return Object.values(card.names ?? {}).some((name) => letters.test(name));
}
