import type { TableRenderer } from './style.js';

// Apart from style.ts: text formatters import the styles, and only the faces that draw tables load cli-table3
// (the browser core never does).

/**
 * A table with cyan column names when `color` is on. The colour is written here, not left to cli-table3: its
 * colour library decides by itself from the terminal and the environment, which would overrule `--color`.
 */
export async function loadTable(color: boolean): Promise<TableRenderer> {
  const { default: Table } = await import('cli-table3');
  return (head, rows) => {
    const table = new Table({
      head: color ? head.map((h) => `\u001b[36m${h}\u001b[39m`) : head,
      style: { head: [], border: [], compact: true },
    });
    table.push(...rows);
    return table.toString();
  };
}
