import type { Card } from '../model/card.js';
import { sourceValue } from '../model/common-messages.js';
import { printingLabel } from '../model/labels.js';
import { nested } from '../model/message.js';
import { renderValue } from '../model/render-message.js';
import { stageValue } from '../model/reasons.js';
import { isCapped, type CardInfoResult, type FoundCards } from '../model/results.js';
import { cardText, type CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { versionsText } from './versions.js';

/** A card's subtypes in the context's language ("Objeto", "Fase 2"), as the card data lists them. */
const subtypesText = (card: Card, { locale }: CommandFormatContext): string[] =>
  card.subtypes.map((s) => locale.subtypeName?.(s, card.supertype) ?? s);

const kindText = (card: Card, context: CommandFormatContext): string =>
  [renderValue(nested(`supertype-${card.supertype}`), context.locale), ...subtypesText(card, context)].join(' · ');

export function formatCardInfoText(result: CardInfoResult, context: CommandFormatContext): string {
  const { t, locale } = context;
  if (result.kind === 'versions')
    return versionsText(
      result.input,
      result.versions,
      ['col-hp', 'col-kind'],
      (v) => [v.facts.card.hp ?? '', kindText(v.facts.card, context)],
      context,
    );
  const { card, reprints, eligibility, cost, identity, energyClass } = result.facts;
  const shown: Record<string, unknown> = {
    id: card.id,
    name: cardText({ ...card, setCode: '', setId: '', number: '' }, locale),
    set: `${card.setName} (${card.setCode ?? card.setId})`,
    number: card.number,
    supertype: renderValue(nested(`supertype-${card.supertype}`), locale),
    subtypes: subtypesText(card, context),
    hp: card.hp,
    types: card.types.map(locale.typeName),
    // Only a Pokémon has a Retreat Cost; a Trainer's or Energy's 0 is no fact about it.
    retreatCost: card.supertype === 'Pokémon' ? card.retreat : null,
    attacks: card.attacks.map((a) => `${a.name} [${a.cost.map(locale.typeName).join(' ')}] ${a.damage}`.trim()),
    abilities: card.abilities.map((a) => `${a.kind}: ${a.name}`),
    totem: eligibility.eligible ? t('can-be-totem') : t('cannot-be-totem', { reason: eligibility.why }),
    names: Object.entries(card.names ?? {}).map(([lang, name]) => `${lang}: ${name}`),
    singletonName: card.singletonName,
    fingerprint: card.fingerprint,
    sameCardAs: reprints.map(printingLabel),
  };
  if (cost) {
    shown.stage = `${cost.stage === null ? t('stage-unknown-short') : renderValue(stageValue(cost.stage), locale)} (${renderValue(cost.stageWhy, locale)})`;
    shown.invocationCost = cost.invocationCost;
    shown.prizeCards = cost.prizeCards;
    if (identity) shown.identity = identity.sources.map((s) => renderValue(sourceValue(s), locale)).join(', ');
  }
  if (energyClass) {
    const types = energyClass.kind === 'types' ? energyClass.types.map(locale.typeName).join(' + ') : '';
    shown.energyClass = t(`energy-class-${energyClass.kind}`, { types, reason: energyClass.why });
  }
  const lines = [clean(cardText(card, locale))];
  for (const [k, v] of Object.entries(shown)) {
    const value = Array.isArray(v) ? v.join('; ') : String(v ?? '');
    if (value) lines.push(`  ${t(`info-${k}`).padEnd(20)}${clean(value)}`);
  }
  return lines.join('\n');
}

/** A capped list says so, with the way to see more: a table that just stops reads like the whole answer. */
export function findCappedLine(result: FoundCards, { t, locale }: CommandFormatContext): string {
  if (!isCapped(result)) return '';
  return t('find-capped', {
    count: result.rows.length,
    listed: result.rows.length.toLocaleString(locale.lang),
    total: result.total.toLocaleString(locale.lang),
    all: String(result.total),
  });
}

const FIND_WIDTH = 80;

/** `cards find` as text: a table of the listed printings, the cap when there is one, and the true totals. */
export function formatFoundText(result: FoundCards, context: CommandFormatContext): string {
  const { t, locale, table } = context;
  if (!result.rows.length) return t('no-match', { query: clean(result.query) });
  if (!table) throw new Error('formatFoundText needs a table renderer');
  const body = result.rows.map(({ card, version }) => [
    clean(cardText({ ...card, setCode: '', setId: '', number: '' }, locale)),
    // Set code and number in one column, as a line writes them ("PAL 172"): a column less to fit in 80.
    `${card.setCode ?? card.setId} ${card.number}`,
    card.id,
    kindText(card, context),
    version,
  ]);
  const capped = findCappedLine(result, context);
  const head = ['col-name', 'col-printing', 'col-id', 'col-kind', 'col-version'].map((id) => t(id));
  const count = (id: string, n: number) => nested(id, { count: n, n: n.toLocaleString(locale.lang) });
  const summary = t('find-summary', {
    printings: count('n-printings', result.total),
    versions: count('n-versions', result.versions),
  });
  // "-": the name has one version only (no letter needed); said when the table shows one.
  const dash = result.rows.some((r) => r.version === '-') ? `\n${t('find-dash')}` : '';
  // Fits an 80-column terminal: the name and the kind wrap, the printing and the id never do.
  const drawn = table(head, body, { width: FIND_WIDTH, wrap: [0, 3] });
  // The mark's meaning under the table; the cap and the totals last, whole lines (a terminal folds prose itself).
  return `${drawn}${dash}\n${capped ? `${capped}\n` : ''}${summary}`;
}
