import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/format/wrap.js';
import { formatText } from '../../src/format/text.js';
import { PLAIN, chalkStyle } from '../../src/format/style.js';
import { summarize, type DeckReport } from '../../src/model/report.js';

const MESSAGE =
  'Lapras OBF 45 is a Water Pokémon, and Water is not in the identity; the Totem allows Dragon (Totem type), Fire (attack Phantom Dive) and no extra slots. Fix: remove the card';

describe('wrapText', () => {
  it('folds at spaces within the width, with a hanging indent, never inside a word', () => {
    const text = wrapText(MESSAGE, 60, 19);
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(19 + [...line.trimStart()].length).toBeLessThanOrEqual(60);
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {19}\S/);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(MESSAGE);
    expect(lines[0]).toBe('Lapras OBF 45 is a Water Pokémon, and');
  });

  it('gives a word longer than the width a line of its own, uncut', () => {
    const long = 'x'.repeat(70);
    expect(wrapText(`short ${long} end`, 60, 10).split('\n')).toEqual(['short', `          ${long}`, '          end']);
  });

  it('colour marks take no columns: a coloured line breaks where the plain one does', () => {
    const style = chalkStyle(1, (code) => `\u0001${code}\u0001`);
    const coloured = MESSAGE.replace('Water Pokémon', style.bold('Water Pokémon'));
    const strip = (s: string): string => s.replace(/\u0001\d+\u0001/g, '');
    expect(strip(wrapText(coloured, 60, 19, 19, style.width))).toBe(wrapText(MESSAGE, 60, 19));
  });

  it('leaves the text whole with no width (not a terminal) or one too narrow for any text', () => {
    expect(wrapText(MESSAGE, 0, 19)).toBe(MESSAGE);
    expect(wrapText(MESSAGE, 30, 19)).toBe(MESSAGE);
  });

  it('counts characters, not UTF-16 units: "é" and "—" are one column each', () => {
    expect(wrapText('é'.repeat(10) + ' ' + '—'.repeat(10), 41, 20)).toBe(`${'é'.repeat(10)} ${'—'.repeat(10)}`);
  });
});

describe('the text report with a width', () => {
  const deck: DeckReport = {
    file: 'd.txt',
    valid: false,
    totem: null,
    identity: null,
    counts: { totem: 0, deck: 1, total: 1, pokemon: 1, trainer: 0, energy: 0 },
    problems: [{ rule: 'type-identity', messageId: 'x', data: {}, severity: 'error', line: 7, message: MESSAGE }],
    notes: [],
  };
  const report = summarize([deck], []);

  it('folds problem messages under themselves when the context has a width', () => {
    const lines = formatText(report, { version: 'test', width: 70 }).split('\n');
    const start = lines.findIndex((l) => l.includes('Lapras'));
    expect(lines[start]).toBe('       7  error    Lapras OBF 45 is a Water Pokémon, and Water is not');
    expect(lines[start + 1]).toBe('                   in the identity; the Totem allows Dragon (Totem');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(70);
  });

  it('keeps each message on one line without a width', () => {
    const text = formatText(report, { version: 'test' });
    expect(text).toContain(`       7  error    ${MESSAGE}\n`);
  });

  // Issue 31 item 17: chalk writes the colours, string-width measures them
  it('chalk writes the colours at the level given; level 0 is plain', () => {
    const mark = (code: string): string => `<${code}>`;
    expect(chalkStyle(1, mark).red('x')).toBe('<31>x<39>');
    expect(chalkStyle(3, mark).bold(`a${chalkStyle(3, mark).bold('b')}c`)).toBe('<1>a<1>b<22><1>c<22>');
    expect(chalkStyle(0, mark)).toBe(PLAIN);
  });

  it('measures columns as a terminal shows them: wide CJK names and emoji take two', () => {
    const style = chalkStyle(1, (code) => `\u0001${code}\u0001`);
    expect(PLAIN.width('梦幻 V')).toBe(6);
    expect(style.width(style.red('喷火龙ex'))).toBe(8);
    expect(PLAIN.width('🔥 Fire')).toBe(7);
    expect(PLAIN.width('Pokémon')).toBe(7);
  });
});
