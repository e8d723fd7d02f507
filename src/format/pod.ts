import { nested, types } from '../model/message.js';
import type { PodDeck, PodResult } from '../model/pod.js';
import { podText } from '../model/pod-messages.js';
import { renderValue } from '../model/render-message.js';
import type { CommandFormatContext } from './command-context.js';
import { clean } from '../model/clean.js';
import { percent } from './stats-text.js';
import { wrapText } from './wrap.js';

/** The text is laid out for an 80-column terminal: one compact block per deck, labels in a column of their own. */
const COLUMNS = 80;

function deckBlock(deck: PodDeck, n: number, ctx: CommandFormatContext): string[] {
  const { style: c, locale } = ctx;
  const t = podText(locale);
  const ids = ['totem', 'cost', 'identity', 'cards', 'limits', 'energy', 'odds', 'watch'].map((id) => `label-${id}`);
  const width = Math.max(...ids.map((id) => c.width(t(id)))) + 2;
  const indent = 3 + width;
  const row = (id: string, text: string): string =>
    `   ${t(id)}${' '.repeat(width - c.width(t(id)))}${wrapText(text, COLUMNS, indent, indent, c.width)}`;
  const verdict = deck.valid ? c.green(t('valid')) : c.red(t('invalid', { count: deck.errors }));
  const out = [`${String(n).padEnd(3)}${c.bold(clean(deck.file))}  ${verdict}`];
  const [tm, cost] = [deck.totem, deck.invocationCost];
  const named = tm && `${clean(tm.name)} ${c.dim(`[${tm.ids.map(clean).join(', ')}]`)}`;
  out.push(row('label-totem', tm ? `${named}${tm.eligible === false ? ` — ${t('not-a-totem')}` : ''}` : t('no-totem')));
  const costLine =
    cost && t('cost-line', { now: cost.now, after: cost.afterOneKnockOut, prizes: deck.prizeCards ?? '?' });
  if (costLine) out.push(row('label-cost', costLine));
  else if (tm && tm.eligible !== false) out.push(row('label-cost', t('cost-unknown')));
  if (deck.identity) {
    const id = deck.identity;
    const extra = id.extraTypes.length ? t('extra-types', { types: types(id.extraTypes) }) : t('no-extra');
    out.push(row('label-identity', `${renderValue(types(id.types), locale)} · ${extra}`));
  }
  const { limits, odds } = deck;
  const pc = (p: number | null): string => (p === null ? t('no-odds') : percent(p, locale));
  out.push(
    row('label-cards', t('cards-line', { ...deck.counts })),
    row('label-limits', t('limits-line', { ...limits })),
    row('label-energy', t('energy-line', { basic: limits.basicEnergy, special: limits.specialEnergy })),
    row('label-odds', t('odds-line', { basic: pc(odds.basicInOpeningHand), turn4: pc(odds.invokedByTurn4) })),
  );
  if (!deck.watch.length) out.push(c.dim(row('label-watch', t('watch-none'))));
  deck.watch.forEach((hit, i) => {
    const text = t('watch-hit', {
      card: clean(hit.card),
      reason: clean(hit.reason),
      where: hit.line === null ? nested('none') : nested('watch-line', { line: hit.line }),
    });
    out.push(
      i === 0
        ? c.yellow(row('label-watch', text))
        : c.yellow(`${' '.repeat(indent)}${wrapText(text, COLUMNS, indent, indent, c.width)}`),
    );
  });
  return out;
}

/** `totem pod` as text: a title line, then one block per deck (the file, its verdict, facts, odds, watch hits). */
export function formatPodText(result: PodResult, ctx: CommandFormatContext): string {
  const t = podText(ctx.locale);
  const valid = result.decks.filter((d) => d.valid).length;
  const out = [
    ctx.style.bold(t('title', { count: result.decks.length, valid, invalid: result.decks.length - valid })),
    ctx.style.dim(wrapText(t('no-score'), COLUMNS, 0, 0, ctx.style.width)),
  ];
  result.decks.forEach((deck, i) => out.push('', ...deckBlock(deck, i + 1, ctx)));
  return `${out.join('\n')}\n`;
}
