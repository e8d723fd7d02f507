import { count, seconds } from '../shared/session.js';
import type { RunFormatContext } from '../shared/command.js';
import type { ImportResult } from './result.js';

/** The line that says what was imported, in the numbers of the run's language (19.783 cartas; 3,9 s). */
export function importText({ imported }: ImportResult, { t, locale }: RunFormatContext): string {
  if (!imported) return '';
  const { cards, sets, ms, store } = imported;
  return t('imported', { cards: count(cards, locale), sets: count(sets, locale), seconds: seconds(ms, locale), store });
}
