import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyRepair } from '../../src/model/repair.js';
import { check } from '../helpers/synthetic.js';
import type { Problem } from '../../src/model/problem.js';

describe('applyRepair', () => {
  it('makes the edits bottom-up on the list as written, its CRLF line endings and last line break kept', () => {
    const text = 'Pokémon: 3\r\n2 Flamey TST 11\r\n1 Drip TST 13\r\n';
    const repair = {
      edits: [
        { from: 3, to: 3, lines: [] },
        { from: 1, to: 1, lines: ['Pokémon: 2'] },
        { from: 2, to: 1, lines: ['Totem: 1', '1 Blaze ex TST 1'] },
      ],
    };
    expect(applyRepair(text, repair)).toBe('Pokémon: 2\r\nTotem: 1\r\n1 Blaze ex TST 1\r\n2 Flamey TST 11\r\n');
  });
});

/** How many problems each rule gives. */
const perRule = (problems: Problem[]): Map<string, number> =>
  problems.reduce((m, p) => m.set(p.rule, (m.get(p.rule) ?? 0) + 1), new Map<string, number>());

const CARD_LINES = [
  'Flamey TST 11',
  'Drip TST 13',
  'Poke Ball TST 32',
  'Poke Ball OLD 32',
  'Blazer TST 10',
  'Basic Fire Energy TST 901',
  'Basic Darkness Energy TST 904',
  'Jetty Energy TST 50',
];

describe('a fix never adds a problem', () => {
  it('applying any fix of any list leaves no rule with more problems than before', () => {
    const section = fc.record({
      header: fc.constantFrom('Pokémon', 'Trainer', '##Energy -', 'Entrenador', 'Energía'),
      declared: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      lines: fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.constantFrom(...CARD_LINES)), { maxLength: 6 }),
    });
    const list = fc.record({
      totem: fc.boolean(),
      sections: fc.array(section, { minLength: 1, maxLength: 4 }),
      total: fc.option(fc.tuple(fc.constantFrom('Total Cards', 'Cartas totales'), fc.integer({ min: 0, max: 200 })), {
        nil: undefined,
      }),
      eol: fc.constantFrom('\n', '\r\n'),
    });
    fc.assert(
      fc.property(list, ({ totem, sections, total, eol }) => {
        const lines = [
          ...(totem ? ['Totem: 1', '1 Blaze ex TST 1'] : []),
          ...sections.flatMap((s) => [
            s.declared === undefined ? `${s.header}` : `${s.header} ${s.declared}`,
            ...s.lines.map(([n, card]) => `${n} ${card}`),
          ]),
          ...(total ? [`${total[0]}: ${total[1]}`] : []),
        ];
        const text = lines.join(eol) + eol;
        const before = check(text).problems;
        for (const p of before.filter((p) => p.fix)) {
          const fixed = applyRepair(text, p.fix!);
          const after = perRule(check(fixed).problems);
          for (const [rule, n] of after)
            expect(n, `${rule} after ${p.fix!.label}`).toBeLessThanOrEqual(perRule(before).get(rule) ?? 0);
          expect(check(fixed).problems.length).toBeLessThanOrEqual(before.length);
        }
      }),
      { numRuns: 150, seed: 43 },
    );
  });
});
