import type { Locale } from '../model/render-message.js';
import type { NoStats, StatsGroup, StatsOutcome, StatsResult, TurnOdds } from '../model/stats.js';
import type { FormatContext } from './context.js';
import { clean } from './sanitize.js';
import { wrapText } from './wrap.js';
import { statsText } from './stats-messages.js';
import { PLAIN, type Style } from './style.js';

/** Every stats output format is a pure function of the outcomes and the context. */
export type StatsFormatter = (outcomes: StatsOutcome[], context: FormatContext) => string;

/** Width of one turn's column: "100.0%" and a space. */
const CELL = 7;

/** "72.1%", "72,1 %": a probability as the language writes it (a plain space, not Intl's no-break one, so a
 * copied figure pastes as typed). */
export function percent(p: number, locale: Locale | undefined): string {
  return new Intl.NumberFormat(locale?.lang ?? 'en', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
    .format(p)
    .replace(/\u00a0/g, ' ');
}

const decimal = (x: number, locale: Locale | undefined): string =>
  new Intl.NumberFormat(locale?.lang ?? 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(x)
    .replace(/\u00a0/g, ' ');

function groupLabel(group: StatsGroup, t: ReturnType<typeof statsText>): string {
  const data = { count: group.cards, name: clean(group.name ?? '') };
  return t(`group-${group.kind}`, data);
}

/** The terminal the text is laid out for: every line fits 80 columns. */
const WIDTH = 80;

/** Indent of a table's rows, and of the figures of a row whose label stands on its own line. */
const INDENT = 4;
const STACKED_INDENT = 2;

/** A row of figures under its label; the labels' column is as wide as the block's longest label. */
interface Row {
  label: string;
  cells: string[];
  dim?: boolean;
}

/** A sentence, folded to the terminal's width under a hanging indent, then painted line by line. */
interface Para {
  text: string;
  indent: number;
  paint?: (text: string) => string;
}

type Line = string | Row | Para;

const isRow = (l: Line): l is Row => typeof l !== 'string' && 'cells' in l;

/**
 * A block (the lines between two blank ones) whose rows fit 80 columns beside one labels' column is a table; one
 * that does not (11 turns of figures beside a long label) gives each label its own line, the figures below it.
 */
function renderBlock(lines: Line[], c: Style): string[] {
  const rows = lines.filter(isRow);
  const width = Math.max(0, ...rows.map((l) => c.width(l.label))) + 1;
  const aligned = rows.every((l) => INDENT + width + l.cells.length * CELL <= WIDTH);
  const out: string[] = [];
  for (const l of lines) {
    if (typeof l === 'string') out.push(l);
    else if (!isRow(l)) {
      const folded = wrapText(l.text, WIDTH, l.indent + 2, l.indent, (w) => c.width(w)).split('\n');
      out.push(...folded.map((x, i) => `${i ? '' : ' '.repeat(l.indent)}${l.paint ? l.paint(x) : x}`));
    } else {
      const paint = (text: string): string => (l.dim ? c.dim(text.trimEnd()) : text.trimEnd());
      const cells = l.cells.map((x) => x.padStart(CELL)).join('');
      if (aligned || l.cells.length <= 1)
        out.push(paint(`${' '.repeat(INDENT)}${l.label}${' '.repeat(Math.max(1, width - c.width(l.label)))}${cells}`));
      else {
        if (l.label) out.push(paint(`${' '.repeat(INDENT)}${l.label}`));
        out.push(paint(`${' '.repeat(STACKED_INDENT)}${cells}`));
      }
    }
  }
  return out;
}

function render(lines: Line[], c: Style): string[] {
  const blocks: Line[][] = [[]];
  for (const l of lines) {
    if (l === '') blocks.push([]);
    else blocks.at(-1)!.push(l);
  }
  return blocks.flatMap((block, i) => [...(i ? [''] : []), ...renderBlock(block, c)]);
}

const para = (text: string, indent: number, paint?: (text: string) => string): Para => ({ text, indent, paint });

const row = (label: string, cells: string[], dim = false): Row => ({ label, cells, dim });

function turnTable(t: ReturnType<typeof statsText>, turns: number[]): Row {
  return row(t('turn'), turns.map(String), true);
}

function deckBlock(s: StatsResult, c: Style, locale: Locale | undefined): string[] {
  const t = statsText(locale);
  const pc = (p: number): string => percent(p, locale);
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
  out.push(
    row(
      t('basics-kept'),
      shown.map((b) => String(b.basics)),
    ),
  );
  out.push(
    row(
      '',
      shown.map((b) => pc(b.p)),
    ),
  );

  out.push('', `  ${c.bold(t('prizes'))}`);
  if (s.prizes.pGivenCardPrized !== null) out.push(row(t('p-given-prized'), [pc(s.prizes.pGivenCardPrized)]));
  const ks = [1, 2, 3];
  out.push(
    row(
      '',
      ks.map((k) => `≥${k}`),
      true,
    ),
  );
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
    out.push(
      turnTable(
        t,
        m.byTurn.map((b) => b.turn),
      ),
    );
    out.push(
      row(
        t('cost-now', { cost: m.cost }),
        m.byTurn.map((b) => pc(b.p)),
      ),
    );
    out.push(
      row(
        t('interval-low'),
        m.byTurn.map((b) => pc(b.low)),
        true,
      ),
    );
    out.push(
      row(
        t('interval-high'),
        m.byTurn.map((b) => pc(b.high)),
        true,
      ),
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
    (o.ok ? deckBlock(o.stats, c, context.locale) : failureBlock(o.failure, c, context.locale)).join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
};
