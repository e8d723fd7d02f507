import type { Card } from '../model/card.js';
import { printingLabel, versionLabel } from '../model/labels.js';
import type { CommandFormatContext } from './command-context.js';
import { clean } from './sanitize.js';

/**
 * A name with several versions (`cost`, `identity`, `cards info`): "NAME has N different versions:" and a row a
 * version — its letter, its first printings, then the command's own columns (`columns`: message ids of the heads).
 */
export function versionsText<V>(
  input: string,
  versions: readonly V[],
  printings: (version: V) => readonly Card[],
  columns: readonly string[],
  cells: (version: V) => (string | number)[],
  { t, table }: CommandFormatContext,
): string {
  if (!table) throw new Error('versionsText needs a table renderer');
  const rows = versions.map((v, i) => {
    const cards = printings(v);
    const shown = cards.slice(0, 4).map(printingLabel).join(', ') + (cards.length > 4 ? ' …' : '');
    return [versionLabel(i), shown, ...cells(v)];
  });
  const head = ['col-version', 'col-printings', ...columns].map((id) => t(id));
  return `${t('has-versions', { input: clean(input), count: versions.length })}\n${table(head, rows)}`;
}
