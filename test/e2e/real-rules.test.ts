import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

/** Check a deck given as lines (filled to 100 with `filler`) and return [rule, line] pairs. */
function problems(lines: string[], filler: string): [string, number | null][] {
  const count = lines.reduce((n, l) => n + Number(/^(\d+)/.exec(l)?.[1] ?? 0), 0);
  const input = [...lines, `${100 - count} ${filler}`].join('\n');
  const run = totem(['check', '-', '--format', 'json'], { input });
  expect([0, 1]).toContain(run.status);
  return (JSON.parse(run.stdout) as Report).decks[0]!.problems.map((p) => [p.rule, p.line]);
}

describeWithData('rules on real cards', () => {
  it('the official limits hold under house rules that make singleton and identical-pokemon warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-house-'));
    writeFileSync(
      join(dir, 'totem.config.json'),
      JSON.stringify({ rules: { singleton: 'warn', 'identical-pokemon': 'warn' } }),
    );
    const run = (lines: string[]): { status: number | null; rows: [string, number | null, string][] } => {
      const count = lines.reduce((n, l) => n + Number(/^(\d+)/.exec(l)?.[1] ?? 0), 0);
      const input = [...lines, `${100 - count} Basic {R} Energy SVE 2`].join('\n');
      const r = totem(['check', '-', '--format', 'json'], { input, cwd: dir });
      const deck = (JSON.parse(r.stdout) as Report).decks[0]!;
      return { status: r.status, rows: deck.problems.map((p) => [p.rule, p.line, p.severity]) };
    };
    const balls = run([
      'Totem: 1',
      '1 Charizard ex OBF 125',
      'Pokémon:',
      '1 Charmander MEW 4',
      '1 Master Ball PLB 94',
      '1 Master Ball TEF 153',
    ]);
    expect(balls.status).toBe(1);
    expect(balls.rows).toContainEqual(['ace-spec-limit', 6, 'error']);
    const radiant = run([
      'Totem: 1',
      '1 Radiant Charizard PGO 11',
      'Pokémon:',
      '1 Charmander MEW 4',
      '1 Radiant Charizard CRZ 20',
    ]);
    expect(radiant.status).toBe(1);
    expect(radiant.rows).toContainEqual(['radiant-limit', 5, 'error']);
  });

  it('Mew ex (Retreat 0, Psychic): no Colorless Pokémon or Special Colorless Energy; one ACE SPEC', () => {
    expect(
      problems(
        [
          'Totem: 1',
          '1 Mew ex MEW 151',
          'Pokémon:',
          '1 Gastly MEW 92',
          '1 Snorlax PAF 202',
          'Trainer:',
          '1 Prime Catcher TEF 157',
          'Energy:',
          '1 Jet Energy PAL 190',
          '1 Legacy Energy TWM 167',
        ],
        'Basic {P} Energy SVE 5',
      ),
    ).toEqual([
      ['type-identity', 5],
      ['special-energy-identity', 9],
      ['ace-spec-limit', 10],
      ['special-energy-identity', 10],
    ]);
  });

  it('a Radiant Totem counts toward the Radiant limit', () => {
    expect(
      problems(
        ['Totem: 1', '1 Radiant Charizard PGO 11', 'Pokémon:', '1 Charmander MEW 4', '1 Radiant Greninja ASR 46'],
        'Basic {R} Energy SVE 2',
      ),
    ).toContainEqual(['radiant-limit', 5]);
  });

  it('the official same-name rulings: Juniper + Sycamore and Lysandre + Boss\'s Orders are one card each, unless the house config says "sameNameRulings": false', () => {
    const lines = [
      'Totem: 1',
      '1 Charizard ex OBF 125',
      'Pokémon:',
      '1 Charmander MEW 4',
      'Trainer:',
      '1 Professor Juniper BLW 101',
      '1 Professor Sycamore XY 122',
      "1 Boss's Orders RCL 154",
      '1 Lysandre FLF 90',
    ];
    expect(problems(lines, 'Basic {R} Energy SVE 2')).toEqual([
      ['singleton', 7],
      ['singleton', 9],
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'totem-rulings-'));
    writeFileSync(join(dir, 'totem.config.json'), JSON.stringify({ sameNameRulings: false }));
    const input = [...lines, '94 Basic {R} Energy SVE 2'].join('\n');
    const run = totem(['check', '-', '--format', 'json'], { input, cwd: dir });
    expect(run.status).toBe(0);
  });

  it("Team Rocket's Energy needs Psychic and Darkness: under Charizard ex (Darkness, Fire) Psychic takes the free slot, unless Water has it", () => {
    const lines = [
      'Totem: 1',
      '1 Charizard ex OBF 125',
      'Pokémon:',
      '1 Charmander MEW 4',
      'Energy:',
      "1 Team Rocket's Energy DRI 182",
    ];
    expect(problems(lines, 'Basic {R} Energy SVE 2')).toEqual([]);
    expect(problems([...lines, 'Extra types: Water'], 'Basic {R} Energy SVE 2')).toEqual([
      ['special-energy-identity', 6],
    ]);
  });

  it('Arceus "as many of this card as you like" does not override Totem singleton', () => {
    expect(
      problems(
        [
          'Totem: 1',
          '1 Arceus LV.X PR-DPP DP56',
          'Pokémon:',
          '2 Arceus AR AR1',
          '1 Charmander MEW 4',
          'Extra types: Darkness, Fire',
        ],
        'Basic {R} Energy SVE 2',
      ),
    ).toContainEqual(['singleton', 4]);
  });

  it('two ★ Pokémon break the ★ limit; a Prism Star Trainer and its plain namesake are fine', () => {
    const found = problems(
      [
        'Totem: 1',
        '1 Umbreon ★ POP5 17',
        'Pokémon:',
        '1 Espeon ★ POP5 16',
        '1 Maschiff PAL 141',
        'Trainer:',
        '1 Lysandre ◇ FLI 110',
        '1 Lysandre FLF 90',
      ],
      'Basic {D} Energy SVE 7',
    );
    // Espeon ★ is also Psychic under a Darkness Totem: both findings, on its line.
    expect(found).toEqual([
      ['star-limit', 4],
      ['type-identity', 4],
    ]);
  });
});
