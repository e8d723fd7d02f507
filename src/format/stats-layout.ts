import type { Locale } from '../model/render-message.js';
import type { StatsGroup } from '../model/stats.js';
import { clean } from '../model/clean.js';
import { wrapText } from './wrap.js';
import type { statsText } from './stats-messages.js';
import type { Style } from './style.js';

// The stats text's layout, shared by both variants' blocks: rows of figures under one labels' column, sentences
// folded under a hanging indent, every line within an 80-column terminal.

/** Width of one turn's column: "100.0%" and a space. */
const CELL = 7;

/**
 * A number as the language writes it, with a plain space, not Intl's no-break one, so a copied figure pastes as
 * typed. English and Spanish under 1,000 are written as ICU rounds them, without it: its first use costs ~15 ms.
 */
function numberText(x: number, locale: Locale | undefined, percent: boolean, digits: number): string {
  const lang = locale?.lang ?? 'en';
  // `${x}e${n}`: x shifted n places as a decimal (NaN for an exponent form, left to Intl); 1 / x > 0: not -0.
  const units = Math.round(Number(`${x}e${digits + (percent ? 2 : 0)}`));
  const whole = String(units).padStart(digits + 1, '0');
  const [point, sign] = lang === 'es' ? [',', ' %'] : ['.', '%'];
  if ((lang === 'en' || lang === 'es') && 1 / x > 0 && units < 10 ** (digits + 3))
    return `${whole.slice(0, whole.length - digits)}${digits ? point + whole.slice(-digits) : ''}${percent ? sign : ''}`;
  const style = percent ? 'percent' : 'decimal';
  const format = new Intl.NumberFormat(lang, { style, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return format.format(x).replace(/\u00a0/g, ' ');
}

/** "72.1%", "72,1 %": a probability as the language writes it. */
export const percent = (p: number, locale: Locale | undefined): string => numberText(p, locale, true, 1);

/**
 * A probability in a table's cell: as `percent`, but one that rounds to 100% is written without its decimal
 * ("100%", "100 %"), since "100,0 %" fills a whole 7-column cell and would run into the figure before it.
 */
export const cellPercent = (p: number, locale: Locale | undefined): string =>
  p < 0.9995 ? percent(p, locale) : numberText(p, locale, true, 0);

export const decimal = (x: number, locale: Locale | undefined): string => numberText(x, locale, false, 2);

export function groupLabel(group: StatsGroup, t: ReturnType<typeof statsText>): string {
  const data = { count: group.cards, name: clean(group.name ?? '') };
  return t(`group-${group.kind}`, data);
}

const WIDTH = 80;

/** Indent of a table's rows, and of the figures of a row whose label stands on its own line. */
const INDENT = 4;
const STACKED_INDENT = 2;

/** A row of figures under its label; the labels' column is as wide as the block's longest label. */
export const row = (label: string, cells: string[], dim = false) => ({ label, cells, dim });

/** A sentence, folded to the terminal's width under a hanging indent, then painted line by line. */
export const para = (text: string, indent: number, paint?: (text: string) => string) => ({ text, indent, paint });

type Row = ReturnType<typeof row>;

export type Line = string | Row | ReturnType<typeof para>;

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

export function render(lines: Line[], c: Style): string[] {
  const blocks: Line[][] = [[]];
  for (const l of lines) {
    if (l === '') blocks.push([]);
    else blocks.at(-1)!.push(l);
  }
  return blocks.flatMap((block, i) => [...(i ? [''] : []), ...renderBlock(block, c)]);
}

/** The Basics of the kept (or drawn) hand as two rows: how many, then how likely, each one shown. */
export function keptRows(label: string, shown: { basics: number; p: number }[], pc: (p: number) => string): Row[] {
  const [counts, odds] = [shown.map((b) => String(b.basics)), shown.map((b) => pc(b.p))];
  return [row(label, counts), row('', odds)];
}

export function turnTable(t: ReturnType<typeof statsText>, turns: number[]): Row {
  return row(t('turn'), turns.map(String), true);
}
