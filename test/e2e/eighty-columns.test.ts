import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATASET } from '../helpers/dataset.js';
import { describeNeeding } from '../helpers/optional.js';
import { onTerminal, SCRIPT } from '../helpers/terminal.js';

// Issue 43, item 8: in a terminal of 80 columns, the tables and rows totem draws fit it (before: `cards find --fits`
// tables of 101–106 columns, `totems` 150, Totem candidate rows up to 128).
const widest = (text: string): number => Math.max(...text.split('\n').map((line) => [...line].length));
/** A table row's cells read whole: the row whose name is `name`, and its folded lines under it. */
function cells(table: string[], name: string): string[] {
  const split = (line: string) =>
    line
      .split('│')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const at = table.findIndex((line) => split(line)[0] === name);
  const parts = [split(table[at]!)];
  for (const line of table.slice(at + 1)) {
    const next = split(line);
    if (next[0] || !next.length) break;
    parts.push(next);
  }
  return parts[0]!.map((_c, i) =>
    parts
      .map((p) => p[i])
      .filter(Boolean)
      .join(' '),
  );
}
const WALK = 'test/fixtures/ptcg-live/repair-walk.txt';

describeNeeding([DATASET], 'cards find --fits at 80 columns', () => {
  it.each(['en', 'es'])('its table fits 80 columns and still says why, the limits and the extra slot (%s)', (lang) => {
    const run = totem(['cards', 'find', '--fits', 'Charizard ex OBF 125', '--lang', lang]);
    expect(run.status).toBe(0);
    const table = run.stdout.split('\n').filter((line) => /^[┌│├└]/.test(line));
    expect(table.length).toBeGreaterThan(100);
    expect(widest(table.join('\n'))).toBeLessThanOrEqual(80);
    // A limit is said in "fits because", the cell read whole across its folded lines: nothing the eight columns said
    // is lost.
    expect(cells(table, 'Amulet of Hope')).toEqual([
      'Amulet of Hope',
      'SSP 162',
      lang === 'en' ? 'a Trainer; 1 ACE SPEC' : 'es de Entrenador; 1 AS TÁCTICO',
      '',
    ]);
  });
});

describeNeeding([DATASET], 'totems at 80 columns', () => {
  it.each(['en', 'es'])('its table fits 80 columns; a column name folds before a cell does (%s)', (lang) => {
    const run = totem(['totems', '--types', 'Fire,Water', '--lang', lang]);
    expect(run.status).toBe(0);
    const table = run.stdout.split('\n').filter((line) => /^[┌│├└]/.test(line));
    expect(widest(table.join('\n'))).toBeLessThanOrEqual(80);
    // The card as a list line writes it; the cost column no wider than its longest word.
    expect(run.stdout).toMatch(/│ Latias ★ DX 105 +│ (Basic|Básico) +│ 1 +│/);
    expect(table[1]).toMatch(lang === 'en' ? /│ Invocation │/ : /│ Coste de +│/);
  });
});

describeNeeding([SCRIPT, DATASET], 'Totem candidates on a terminal of 80 columns', () => {
  it.each(['en', 'es'])('every line of check fits; the facts go under the card (%s)', (lang) => {
    const text = onTerminal(['check', WALK, '--offline', '--lang', lang], ROOT);
    expect(text).toMatch(/exit 1\n$/);
    expect(widest(text)).toBeLessThanOrEqual(80);
    expect(text).toMatch(/\n {4}Mega Gardevoir ex MEG 60 +✖ [^\n]*\n {6}(Invocation Cost|Coste de Invocación) 4 · 3 /);
  });

  it('piped, a candidate stays one row (grep finds its facts beside its name)', () => {
    const run = totem(['check', WALK, '--offline']);
    expect(run.stdout).toMatch(
      /\n {4}Mega Gardevoir ex MEG 60 +✖ 2 errors, first type-identity +Invocation Cost 4 · 3 /,
    );
  });
});
