import { renderValue, type Locale } from '../model/render-message.js';
import type {
  AnyStatsOutcome,
  AnyStatsResult,
  NoStats,
  StatsNote,
  StatsResult,
  TributeStatsResult,
  TurnOdds,
} from '../model/stats.js';
import type { FormatContext } from './context.js';
import { clean } from '../model/clean.js';
import { statsText } from './stats-messages.js';
import { keptRows, cellPercent, decimal, groupLabel, para, render, row, turnTable, type Line } from './stats-layout.js';
import { PLAIN, type Style } from './style.js';

export { percent } from './stats-layout.js';

/** Every stats output format is a pure function of the outcomes (either variant's) and the context. */
export type StatsFormatter = (outcomes: AnyStatsOutcome[], context: FormatContext) => string;

type Words = ReturnType<typeof statsText>;

const basicsOf = (s: { basics: number }) => ({ kind: 'message' as const, id: 'basics', data: { count: s.basics } });

/** Both variants' first lines: the file and its Totem, the deck's line, the notes. */
function head(s: AnyStatsResult, c: Style, t: Words, deckLine: string, notes: StatsNote[]): Line[] {
  const totem = s.totem ? `${clean(s.totem.name)} ${c.dim(`[${s.totem.ids.map(clean).join(', ')}]`)}` : t('no-totem');
  const out: Line[] = [para(`${c.bold(clean(s.file))}  ${totem}`, 0), para(`${t('label-deck')}  ${deckLine}`, 2)];
  for (const note of notes) out.push(para(`${t('label-note')}  ${clean(t(note.id, note.data))}`, 2, c.yellow));
  return out;
}

/** Both variants' last lines: the draw odds under their title, then the model's assumptions. */
function tail(out: Line[], s: AnyStatsResult, c: Style, title: string, t: Words, pc: (p: number) => string): string[] {
  if (s.draws.length) {
    out.push('', para(title, 2, c.bold));
    out.push(turnTable(t, [0, ...s.draws[0]!.byTurn.map((b) => b.turn)]));
    for (const g of s.draws) out.push(row(groupLabel(g, t), [g.inOpeningHand, ...g.byTurn.map((b) => b.p)].map(pc)));
  }
  out.push('', para(t('model-title'), 2, c.bold));
  for (const note of s.model) out.push(para(`- ${t(note.id, note.data)}`, 4));
  return render(out, c);
}

/** The mulligans expected, or why there is no figure (no hand can be kept). */
const mulligansRow = (label: string, expected: number | null, t: Words, locale: Locale | undefined) =>
  row(label, [expected === null ? t('no-mulligan-figure') : decimal(expected, locale)]);

function deckBlock(s: StatsResult, c: Style, locale: Locale | undefined): string[] {
  const t = statsText(locale);
  const pc = (p: number): string => cellPercent(p, locale);
  const energy = { kind: 'message' as const, id: 'energy', data: { count: s.energyCards } };
  const out = head(s, c, t, t('deck-line', { cards: s.cards, basics: basicsOf(s), energy }), s.notes);

  const oh = s.openingHand;
  out.push('', `  ${c.bold(t('opening-hand'))}`);
  out.push(row(t('p-basic'), [pc(oh.pAtLeastOneBasic)]));
  out.push(mulligansRow(t('mulligans'), oh.expectedMulligans, t, locale));
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

  return tail(out, s, c, t('draws'), t, pc);
}

/** Notes the Evolution Tribute block says in its place, so they are not said twice. */
const IN_EVOLUTION_BLOCK = new Set(['note-evolution-missing', 'note-evolution-unread']);

/** The text of one deck's tribute-variant odds: the same layout as the standard block, every line within 80 columns. */
function tributeBlock(s: TributeStatsResult, c: Style, locale: Locale | undefined): string[] {
  const t = statsText(locale);
  const pc = (p: number): string => cellPercent(p, locale);
  const oh = s.openingHand;
  const drawn = oh.drawn;
  const deckLine = t('deck-line-tribute', { cards: s.cards, basics: basicsOf(s) });
  const notes = s.notes.filter((note) => !IN_EVOLUTION_BLOCK.has(note.id));
  const out = head(s, c, t, deckLine, notes);

  out.push('', `  ${c.bold(t('tribute-opening-hand', { drawn, kept: oh.kept }))}`);
  out.push(row(t('tribute-p-basic', { drawn }), [pc(oh.pAtLeastOneBasic)]));
  out.push(mulligansRow(t('tribute-mulligans', { drawn }), oh.expectedMulligans, t, locale));
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

  return tail(out, s, c, t('tribute-draws', { drawn }), t, pc);
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
