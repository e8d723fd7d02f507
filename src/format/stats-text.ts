import type { Locale } from '../model/render-message.js';
import type { NoStats, StatsGroup, StatsOutcome, StatsResult, TurnOdds } from '../model/stats.js';
import type { FormatContext } from './context.js';
import { clean } from './sanitize.js';
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

/** A row of figures under its label; the labels' column is as wide as the block's longest label. */
interface Row {
  label: string;
  cells: string[];
  dim?: boolean;
}

type Line = string | Row;

function render(lines: Line[], c: Style): string[] {
  const width = Math.max(0, ...lines.map((l) => (typeof l === 'string' ? 0 : c.width(l.label)))) + 1;
  return lines.map((l) => {
    if (typeof l === 'string') return l;
    const text = `    ${l.label}${' '.repeat(width - c.width(l.label))}${l.cells.map((x) => x.padStart(CELL)).join('')}`;
    return l.dim ? c.dim(text.trimEnd()) : text.trimEnd();
  });
}

const row = (label: string, cells: string[], dim = false): Row => ({ label, cells, dim });

function turnTable(t: ReturnType<typeof statsText>, turns: number[]): Row {
  return row(t('turn'), turns.map(String), true);
}

function deckBlock(s: StatsResult, c: Style, locale: Locale | undefined): string[] {
  const t = statsText(locale);
  const pc = (p: number): string => percent(p, locale);
  const out: Line[] = [];
  const totem = s.totem ? `${clean(s.totem.name)} ${c.dim(`[${s.totem.ids.map(clean).join(', ')}]`)}` : t('no-totem');
  out.push(`${c.bold(clean(s.file))}  ${totem}`);
  out.push(
    `  ${t('label-deck')}  ${t('deck-line', {
      cards: s.cards,
      basics: { kind: 'message', id: 'basics', data: { count: s.basics } },
      energy: { kind: 'message', id: 'energy', data: { count: s.energyCards } },
    })}`,
  );
  for (const note of s.notes) out.push(c.yellow(`  ${t('label-note')}  ${clean(t(note.id, note.data))}`));

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
        ks.map((k) => pc(g.atLeast.find((a) => a.k === k)?.p ?? 0)),
      ),
    );

  const inv = s.invocation;
  out.push('', `  ${c.bold(t('invocation'))}`);
  if (inv.cost === null) out.push(`    ${t('invocation-none')}`);
  else {
    const turns = inv.byTurn.map((b) => b.turn);
    const cells = (byTurn: TurnOdds[]): string[] => byTurn.map((b) => pc(b.p));
    out.push(turnTable(t, turns));
    out.push(row(t('cost-now', { cost: inv.cost }), cells(inv.byTurn)));
    for (const ko of inv.afterKnockOuts)
      out.push(row(t('cost-after', { count: ko.knockOuts, cost: ko.cost }), cells(ko.byTurn)));
    const never = t('never');
    out.push(`    ${t('turn-for', { t50: inv.turnFor50 ?? never, t90: inv.turnFor90 ?? never, cost: inv.cost })}`);
  }

  if (s.search) {
    const m = s.search;
    out.push('', `  ${c.bold(t('search-title', { runs: m.runs, seed: m.seed, cost: m.cost }))}`);
    out.push(
      `    ${t('search-cards', {
        supporters: { kind: 'message', id: 'search-supporters-count', data: { count: m.drawSupporters } },
        items: { kind: 'message', id: 'search-items-count', data: { count: m.energySearchItems } },
      })}`,
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
    for (const note of m.model) out.push(c.dim(`    - ${t(note.id, note.data)}`));
  }

  if (s.draws.length) {
    out.push('', `  ${c.bold(t('draws'))}`);
    const turns = [0, ...s.draws[0]!.byTurn.map((b) => b.turn)];
    out.push(turnTable(t, turns));
    for (const g of s.draws) out.push(row(groupLabel(g, t), [g.inOpeningHand, ...g.byTurn.map((b) => b.p)].map(pc)));
  }

  out.push('', `  ${c.bold(t('model-title'))}`);
  for (const note of s.model) out.push(`    - ${t(note.id, note.data)}`);
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
