import fc from 'fast-check';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { columnWidths, loadTable } from '../../src/format/table.js';
import type { TableFit } from '../../src/format/style.js';

/** What the tables were drawn with before (issue #42): cli-table3, compact, as src/format/table.ts set it up. */
type Drawn = { push(...rows: (string | number)[][]): void; toString(): string };
const Table = createRequire(import.meta.url)('cli-table3') as new (options: object) => Drawn;
function cliTable3(head: string[], rows: (string | number)[][], fit: TableFit | undefined, color: boolean): string {
  const { widths, wrap } = columnWidths(
    [head, ...rows].map((row) => row.map(String)),
    fit,
  );
  const table = new Table({
    head: color ? head.map((h) => `\u001b[36m${h}\u001b[39m`) : head,
    style: { head: [], border: [], compact: true },
    ...(wrap ? { colWidths: widths, wordWrap: true } : {}),
  });
  table.push(...rows);
  return table.toString();
}

const word = fc.constantFrom('Pikachu', 'ex', 'MEG', '60', 'Invocation', 'Cost', 'é', '宝', '🔥', 'Mr.', 'a', '');
/** Cells as the formatters write them: words, with no space at either end of a line (cli-table3 cut those). */
const text = fc.array(fc.tuple(word, fc.constantFrom(' ', '  ', '\n', ' ')), { maxLength: 8 }).map((parts) =>
  parts
    .map(([w, s]) => w + s)
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n'),
);

describe('the column writer draws what cli-table3 drew', () => {
  it('any cells, names and fits, coloured or not, byte for byte', async () => {
    const tables = { true: await loadTable(true), false: await loadTable(false) };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((cols) =>
          fc.record({
            head: fc.array(
              // A column's name is one line (a narrow column folds it).
              text.filter((h) => h !== '' && !h.includes('\n')),
              { minLength: cols, maxLength: cols },
            ),
            rows: fc.array(fc.array(fc.oneof(text, fc.nat(5000)), { minLength: cols, maxLength: cols }), {
              maxLength: 6,
            }),
            fit: fc.option(
              fc.record({
                width: fc.integer({ min: 10, max: 90 }),
                wrap: fc.subarray([...Array(cols).keys()]),
              }),
              { nil: undefined },
            ),
            color: fc.boolean(),
          }),
        ),
        ({ head, rows, fit, color }) => {
          expect(tables[`${color}`](head, rows, fit)).toBe(cliTable3(head, rows, fit, color));
        },
      ),
      { numRuns: 400 },
    );
  });
});
