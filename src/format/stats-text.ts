import type { Locale } from '../model/render-message.js';
import type { AnyStatsOutcome, NoStats, StatsResult, TurnOdds } from '../model/stats.js';
import type { FormatContext } from './context.js';
import { clean } from './sanitize.js';
import { statsText } from './stats-messages.js';
import { keptRows, cellPercent, decimal, groupLabel, para, render, row, turnTable, type Line } from './stats-layout.js';
import { tributeBlock } from './stats-tribute-text.js';
import { PLAIN, type Style } from './style.js';

export { percent } from './stats-layout.js';

/** Every stats output format is a pure function of the outcomes (either variant's) and the context. */
export type StatsFormatter = (outcomes: AnyStatsOutcome[], context: FormatContext) => string;

function deckBlock(s: StatsResult, c: Style, locale: Locale | undefined): string[] {
  const t = statsText(locale);
  const pc = (p: number): string => cellPercent(p, locale);
  const out: Line[] = [];
  const totem = s.totem ? `${clean(s.totem.name)} ${c.dim(`[${s.totem.ids.map(clean).join(', ')}]`)}` : t('no-totem');
  out.push(para(`${c.bold(clean(s.file))}  ${totem}`, 0));
  out.push(
    para(
      `${t('label-deck')}  ${t('deck-line', {
        cards: s.cards,
        basics: { kind: 'message', id: 'basics', data: { count: s.basics } },
        energy: { kind: 'message', id: 'energy', data: { count: s.energyCards } },
      })}`,
      2,
    ),
  );
  for (const note of s.notes) out.push(para(`${t('label-note')}  ${clean(t(note.id, note.data))}`, 2, c.yellow));

  const oh = s.openingHand;
  out.push('', `  ${c.bold(t('opening-hand'))}`);
  out.push(row(t('p-basic'), [pc(oh.pAtLeastOneBasic)]));
  out.push(
    row(t('mulligans'), [
      oh.expectedMulligans === null ? t('no-mulligan-figure') : decimal(oh.expectedMulligans, locale),
    ]),
  );
  const shown = oh.basicsInKeptHand.filter((b) => b.p >= 0.0005);
  out.push(...keptRows(t('basics-kept'), shown, pc));

  out.push('', `  ${c.bold(t('prizes'))}`);
  if (s.prizes.pGivenCardPrized !== null) out.push(row(t('p-given-prized'), [pc(s.prizes.pGivenCardPrized)]));
  const ks = [1, 2, 3];
  const atLeast = ks.map((k) => `≥${k}`);
  out.push(row('', atLeast, true));
  for (const g of s.prizes.groups)
    out.push(
      row(
        groupLabel(g, t),
        // ≥k of a group of fewer than k cards is no figure: its cell stays empty (a 1-card --key shows ≥1 only).
        ks.filter((k) => k <= Math.max(1, g.cards)).map((k) => pc(g.atLeast.find((a) => a.k === k)?.p ?? 0)),
      ),
    );

  const inv = s.invocation;
  out.push('', para(t('invocation'), 2, c.bold));
  if (inv.cost === null) out.push(para(t('invocation-none'), 4));
  else {
    const turns = inv.byTurn.map((b) => b.turn);
    const cells = (byTurn: TurnOdds[]): string[] => byTurn.map((b) => pc(b.p));
    out.push(turnTable(t, turns));
    out.push(row(t('cost-now', { cost: inv.cost }), cells(inv.byTurn)));
    for (const ko of inv.afterKnockOuts)
      out.push(row(t('cost-after', { count: ko.knockOuts, cost: ko.cost }), cells(ko.byTurn)));
    const never = t('never');
    if (inv.afterKnockOuts.length) out.push(para(t('cost-after-meaning'), 4));
    out.push(para(t('turn-for', { t50: inv.turnFor50 ?? never, t90: inv.turnFor90 ?? never, cost: inv.cost }), 4));
  }

  if (s.search) {
    const m = s.search;
    out.push('', para(t('search-title', { runs: m.runs, seed: m.seed, cost: m.cost }), 2, c.bold));
    out.push(
      para(
        t('search-cards', {
          supporters: { kind: 'message', id: 'search-supporters-count', data: { count: m.drawSupporters } },
          items: { kind: 'message', id: 'search-items-count', data: { count: m.energySearchItems } },
        }),
        4,
      ),
    );
    const [turns, at] = [m.byTurn.map((b) => b.turn), (k: 'p' | 'low' | 'high') => m.byTurn.map((b) => pc(b[k]))];
    out.push(
      turnTable(t, turns),
      row(t('cost-now', { cost: m.cost }), at('p')),
      row(t('interval-low'), at('low'), true),
      row(t('interval-high'), at('high'), true),
    );
    for (const note of m.model) out.push(para(`- ${t(note.id, note.data)}`, 4, c.dim));
  }

  if (s.draws.length) {
    out.push('', para(t('draws'), 2, c.bold));
    const turns = [0, ...s.draws[0]!.byTurn.map((b) => b.turn)];
    out.push(turnTable(t, turns));
    for (const g of s.draws) out.push(row(groupLabel(g, t), [g.inOpeningHand, ...g.byTurn.map((b) => b.p)].map(pc)));
  }

  out.push('', para(t('model-title'), 2, c.bold));
  for (const note of s.model) out.push(para(`- ${t(note.id, note.data)}`, 4));
  return render(out, c);
}

function failureBlock(f: NoStats, c: Style, locale: Locale | undefined): string[] {
  const t = statsText(locale);
  return [`${c.bold(clean(f.file))}  ${c.red(t(f.reason.id, f.reason.data))}`];
}

/** The text output: one block per deck, figures as percentages in the output's language. */
export const formatStatsText: StatsFormatter = (outcomes, context) => {
  const c = context.style ?? PLAIN;
  const blocks = outcomes.map((o) =>
    (o.ok
      ? o.stats.variant === 'tribute'
        ? tributeBlock(o.stats, c, context.locale)
        : deckBlock(o.stats, c, context.locale)
      : failureBlock(o.failure, c, context.locale)
    ).join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
};
