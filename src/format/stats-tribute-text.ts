import { renderValue, type Locale } from '../model/render-message.js';
import type { TributeStatsResult } from '../model/stats.js';
import { clean } from './sanitize.js';
import { statsText } from './stats-messages.js';
import { keptRows, cellPercent, decimal, groupLabel, para, render, row, turnTable, type Line } from './stats-layout.js';
import type { Style } from './style.js';

/** Notes the Evolution Tribute block says in its place, so they are not said twice. */
const IN_EVOLUTION_BLOCK = new Set(['note-evolution-missing', 'note-evolution-unread']);

/** The text of one deck's tribute-variant odds: the same layout as the standard block, every line within 80 columns. */
export function tributeBlock(s: TributeStatsResult, c: Style, locale: Locale | undefined): string[] {
  const t = statsText(locale);
  const pc = (p: number): string => cellPercent(p, locale);
  const oh = s.openingHand;
  const drawn = oh.drawn;
  const out: Line[] = [];
  const totem = s.totem ? `${clean(s.totem.name)} ${c.dim(`[${s.totem.ids.map(clean).join(', ')}]`)}` : t('no-totem');
  out.push(para(`${c.bold(clean(s.file))}  ${totem}`, 0));
  const basics = { kind: 'message' as const, id: 'basics', data: { count: s.basics } };
  out.push(para(`${t('label-deck')}  ${t('deck-line-tribute', { cards: s.cards, basics })}`, 2));
  for (const note of s.notes)
    if (!IN_EVOLUTION_BLOCK.has(note.id))
      out.push(para(`${t('label-note')}  ${clean(t(note.id, note.data))}`, 2, c.yellow));

  out.push('', `  ${c.bold(t('tribute-opening-hand', { drawn, kept: oh.kept }))}`);
  out.push(row(t('tribute-p-basic', { drawn }), [pc(oh.pAtLeastOneBasic)]));
  out.push(
    row(t('tribute-mulligans', { drawn }), [
      oh.expectedMulligans === null ? t('no-mulligan-figure') : decimal(oh.expectedMulligans, locale),
    ]),
  );
  if (oh.pGivenCardDrawn !== null) out.push(row(t('p-given-drawn', { drawn }), [pc(oh.pGivenCardDrawn)]));
  const shown = oh.basicsInDrawn.filter((b) => b.p >= 0.0005);
  out.push(...keptRows(t('basics-drawn', { drawn }), shown, pc));

  if (oh.optionalMulligans.length) {
    out.push('', para(t('optional-mulligans'), 4));
    for (const m of oh.optionalMulligans)
      out.push(
        row(t('optional-mulligan', { count: m.mulligans, drawn: m.drawn, kept: m.kept }), [pc(m.pAtLeastOneBasic)]),
      );
  }

  out.push('', `  ${c.bold(t('tribute-prizes', { count: s.prizes.count }))}`);
  out.push(para(t('tribute-prizes-chosen', { count: s.prizes.count, drawn, rest: s.cards - drawn }), 4));

  const inv = s.invocation;
  out.push('', para(t('tribute-title', { from: inv.fromTurn }), 2, c.bold));
  if (inv.cost === null) out.push(para(t('tribute-none'), 4));
  else {
    if (inv.why) out.push(para(t('tribute-cost', { cost: inv.cost, why: renderValue(inv.why, locale) }), 4));
    const [turns, hands] = [inv.handByTurn.map((h) => h.turn), inv.handByTurn.map((h) => String(h.cards))];
    out.push(turnTable(t, turns), row(t('hand-cards'), hands));
    // Its own block: four figures beside their labels, whatever the turn rows above do.
    const never = t('never');
    const costs = [{ returns: 0, cost: inv.cost, firstTurn: inv.firstTurn }, ...inv.afterReturns];
    const cells = [
      costs.map((r) => String(r.cost)),
      costs.map((r) => (r.returns ? `+${r.returns}` : '0')),
      costs.map((r) => (r.firstTurn === null ? never : String(r.firstTurn))),
    ];
    out.push(
      '',
      row(t('cost-row'), cells[0]!),
      row(t('returns-row'), cells[1]!, true),
      row(t('first-turn-row'), cells[2]!),
    );
  }

  const evo = inv.evolutionTribute;
  if (evo) {
    out.push('', para(t('evolution-title', { name: clean(evo.onto ?? '?') }), 2, c.bold));
    if (evo.line.length) {
      const steps = evo.line.map((l) => t('group-key', { name: clean(l.name), count: l.cards }));
      out.push(para(t('evolution-line', { line: steps.join(' → ') }), 4));
    }
    for (const note of s.notes)
      if (IN_EVOLUTION_BLOCK.has(note.id)) out.push(para(clean(t(note.id, note.data)), 4, c.yellow));
    if (!evo.missing && !evo.unread) {
      const [turns, odds] = [evo.byTurn.map((b) => b.turn), evo.byTurn.map((b) => pc(b.p))];
      out.push(turnTable(t, turns), row(t('evolution-row'), odds));
      const never = t('never');
      out.push(para(t('turn-for', { t50: evo.turnFor50 ?? never, t90: evo.turnFor90 ?? never, cost: evo.cost }), 4));
    }
  }

  if (s.draws.length) {
    out.push('', para(t('tribute-draws', { drawn }), 2, c.bold));
    out.push(turnTable(t, [0, ...s.draws[0]!.byTurn.map((b) => b.turn)]));
    for (const g of s.draws) out.push(row(groupLabel(g, t), [g.inOpeningHand, ...g.byTurn.map((b) => b.p)].map(pc)));
  }

  out.push('', para(t('model-title'), 2, c.bold));
  for (const note of s.model) out.push(para(`- ${t(note.id, note.data)}`, 4));
  return render(out, c);
}
