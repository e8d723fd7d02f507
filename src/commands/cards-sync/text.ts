import { count } from '../shared/session.js';
import type { RunFormatContext } from '../shared/command.js';
import type { SyncResult } from './result.js';

export function syncText({ synced }: SyncResult, { t, locale }: RunFormatContext): string {
  if (!synced) return '';
  const { store, ...counts } = synced;
  return t('synced', { ...Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, count(n, locale)])), store });
}
