import { isBasicPokemon } from '../../model/card.js';
import { defineRule } from '../define.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'basic-pokemon', severity: 'error', words }, (deck) => {
  // A line that did not resolve might be the Basic; unknown-card already reports it, so don't guess.
  if (deck.cards.some((dc) => !dc.card)) return [];
  const hasBasic = deck.cards.some((dc) => isBasicPokemon(dc.card!));
  return hasBasic ? [] : [{ messageId: 'no-basic', line: null }];
});
