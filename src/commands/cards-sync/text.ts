import { count } from '../shared/session.js';
import type { RunFormatContext } from '../shared/command.js';
import type { SyncResult } from './result.js';

export function syncText({ synced }: SyncResult, { t, locale }: RunFormatContext): string {
  if (!synced) return '';
  const n = (key: 'sets' | 'skipped' | 'cards' | 'count') => count(synced[key], locale);
  return t('synced', {
    sets: n('sets'),
    skipped: n('skipped'),
    cards: n('cards'),
    count: n('count'),
    store: synced.store,
  });
}
