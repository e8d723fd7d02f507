import type { FitReason, FitRow, FitsResult, FitsTotem, WhyFit } from '../model/fits.js';
import type { Card } from '../model/card.js';
import type { Locale } from '../model/render-message.js';
import { cardJson, cardText, type CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { buildText } from './build-messages.js';

const setOf = (card: Card): string => card.setCode ?? card.setId;
const CATEGORY = { Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' } as const;

function totemJson(totem: FitsTotem) {
  const c = totem.card;
  return { ids: totem.ids, name: c.name, set: setOf(c), number: c.number };
}

function rowJson(row: FitRow) {
  const c = row.card;
  return {
    ...cardJson(c),
    category: CATEGORY[c.supertype],
    types: c.types,
    fits: !row.banned,
    ...(row.banned ? { banned: true } : {}),
    uses: row.uses,
    limits: row.limits,
    otherPrintings: row.others,
    // Additive: the other printings' ids (a page marks a result whose older printing the list holds) and the
    // card's Spanish name (the Spanish page shows it).
    printings: row.otherIds,
    ...(c.names?.es ? { nameEs: c.names.es } : {}),
    ...(row.inList ? { inList: row.inList } : {}),
  };
}

/** `cards find --fits --format json` as an object (schema/cards-fits.schema.json), not yet made safe to print. */
export function fitsJsonOf(result: FitsResult) {
  return {
    totem: totemJson(result.totem),
    identity: result.totem.identity,
    extraSlots: result.totem.extraSlots,
    total: result.total,
    listed: result.rows.length,
    cards: result.rows.map(rowJson),
  };
}

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
    clean(cardText({ ...row.card, setCode: '', setId: '', number: '' }, locale)),
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

/** `--why CARD`'s JSON, as an object (the library's findCards with `why`). */
export function whyJsonOf(why: WhyFit) {
  return {
    totem: totemJson(why.totem),
    identity: why.totem.identity,
    card: cardJson(why.card),
    fits: why.fits,
    uses: why.uses,
    limits: why.limits,
    problems: why.problems.map((p) => ({
      rule: p.rule,
      messageId: p.messageId,
      severity: p.severity,
      message: p.message,
    })),
  };
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
