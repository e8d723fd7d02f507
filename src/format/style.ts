/** The few styles the text output uses; colour is chalk's, plain is identity (no escape codes). */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  underline(text: string): string;
}

const same = (text: string): string => text;
export const PLAIN: Style = { bold: same, dim: same, red: same, green: same, yellow: same, underline: same };

/** Renders rows as an aligned table. */
export type TableRenderer = (head: string[], rows: (string | number)[][]) => string;

/** Chalk loads only when colour is on; cli-table3 only when a table is drawn. */
export async function loadStyle(color: boolean): Promise<Style> {
  if (!color) return PLAIN;
  const { Chalk } = await import('chalk');
  return new Chalk({ level: 1 });
}

export async function loadTable(color: boolean): Promise<TableRenderer> {
  const { default: Table } = await import('cli-table3');
  return (head, rows) => {
    const table = new Table({
      head,
      style: { head: color ? ['cyan'] : [], border: color ? ['grey'] : [], compact: true },
    });
    table.push(...rows);
    return table.toString();
  };
}
