import type { FitReason, FitsResult, FitsTotem, WhyFit } from '../model/fits.js';
import type { Card } from '../model/card.js';
import { renderValue, type Locale } from '../model/render-message.js';
import { nameValue } from '../model/labels.js';
import { cardText, type CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { buildText } from './build-messages.js';

const setOf = (card: Card): string => card.setCode ?? card.setId;
const types = (list: string[], locale: Locale): string => list.map(locale.typeName).join(', ');

function reasonText(reason: FitReason, locale: Locale, uses: string[] = []): string {
  const b = buildText(locale);
  if (uses.length) return b('why-extra', { types: types(uses, locale) });
  return b(`why-${reason.kind}`, 'types' in reason ? { types: types(reason.types, locale) } : {});
}

function headText(totem: FitsTotem, locale: Locale): string {
  const b = buildText(locale);
  const slots = totem.extraSlots ? b('fits-slots', { count: totem.extraSlots }) : '';
  const declared = totem.declared?.length ? b('fits-declared', { types: types(totem.declared, locale) }) : '';
  return b('fits-head', {
    totem: clean(cardText(totem.card, locale)),
    identity: types(totem.identity, locale),
    slots: slots + declared,
  });
}

/** `cards find --fits` as text: the Totem's identity, a table of the distinct versions that fit, the count. */
export function formatFitsText(result: FitsResult, context: CommandFormatContext): string {
  const { locale, table } = context;
  const b = buildText(locale);
  if (!result.rows.length)
    return b('fits-none', { query: clean(result.query), totem: clean(cardText(result.totem.card, locale)) });
  if (!table) throw new Error('formatFitsText needs a table renderer');
  // Four columns and the name fit 80, as `cards find` does: set and number in one, as a line writes them; the kind,
  // the extra slot and the limit said in "fits because" ("a Trainer", "Water as an extra type; 1 ACE SPEC").
  const head = ['col-name', 'col-printing', 'col-why', 'col-others'].map((id) => b(id));
  const body = result.rows.map((row) => [
    clean(renderValue(nameValue(row.card.name, row.card.names), locale)),
    `${setOf(row.card)} ${row.card.number}`,
    [
      reasonText(row.reason, locale, row.uses),
      ...row.limits.map((l) => b(`limit-${l}`)),
      ...(row.banned ? [b('banned')] : []),
    ].join('; '),
    row.others || '',
  ]);
  const summary = b('fits-summary', { count: result.total, listed: result.rows.length });
  return `${headText(result.totem, locale)}\n${table(head, body, { width: 80, wrap: [0, 2, 3] })}\n${summary}`;
}

/** `--why CARD` as text: it fits and why, or the problems check would give it. */
export function formatWhyText(why: WhyFit, { locale }: CommandFormatContext): string {
  const b = buildText(locale);
  const card = clean(cardText(why.card, locale));
  const totem = clean(cardText(why.totem.card, locale));
  if (!why.fits)
    return [
      b('why-misfit', { card, totem }),
      ...why.problems.filter((p) => p.severity === 'error').map((p) => `  ${p.rule}: ${clean(p.message)}`),
    ].join('\n');
  const uses = why.uses.length ? b('why-uses') : '';
  const limits = why.limits.length
    ? b('why-limits', { limits: why.limits.map((l) => b(`limit-${l}`)).join(', ') })
    : '';
  return b('why-fits', { card, totem, why: reasonText(why.reason, locale, why.uses), uses, limits });
}
