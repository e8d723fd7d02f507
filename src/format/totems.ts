import type { TotemsResult } from '../model/fits.js';
import { renderValue } from '../model/render-message.js';
import { stageValue } from '../model/reasons.js';
import { cardText, type CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { buildText } from './build-messages.js';

export function formatTotemsText(result: TotemsResult, { locale, table }: CommandFormatContext): string {
  const b = buildText(locale);
  const types = result.types.map(locale.typeName).join(', ');
  if (!result.rows.length)
    return b('totems-none', {
      types: types || '-',
      query: result.query ? b('totems-query', { query: clean(result.query) }) : '',
    });
  if (!table) throw new Error('formatTotemsText needs a table renderer');
  const cost = result.rows[0]?.tributeCost !== undefined ? 'col-tribute-cost' : 'col-cost';
  const head = ['col-name', 'col-stage', cost, 'col-prizes', 'col-identity', 'col-slots'].map((id) => b(id));
  const body = result.rows.map((r) => [
    clean(cardText(r.card, locale)),
    r.stage === null ? '?' : renderValue(stageValue(r.stage), locale),
    (r.tributeCost !== undefined ? r.tributeCost : r.invocationCost) ?? '?',
    r.prizeCards,
    r.identity.map(locale.typeName).join(', '),
    r.extraSlots,
  ]);
  const title = result.types.length ? b('totems-head', { types }) : b('totems-head-all');
  // The card as a line writes it ("Latias ★ DX 105"), and the columns wrapped to fit 80, as `cards find` does.
  const drawn = table(head, body, { width: 80, wrap: [0, 1, 2, 3, 4, 5] });
  return `${title}\n${drawn}\n${b('totems-summary', { count: result.total, listed: result.rows.length })}`;
}
