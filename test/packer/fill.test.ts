import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillFromPrintings } from '../../src/packer/fill.js';
import { card } from '../helpers/synthetic.js';
import { totem } from '../helpers/cli.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';
import { describeWithTcgdex } from '../helpers/tcgdex.js';
import type { Report } from '../../src/model/report.js';

const attacks = [{ name: 'Ember', cost: ['Fire'], damage: '30', text: '' }];
const weak = [{ type: 'Water', value: '×2' }];

describe('fillFromPrintings: a field one printing lacks, from the other printings of the card', () => {
  it('a promo without Weakness takes its reprint`s, becomes the same card, and the fill is logged', () => {
    const set = card({ id: 'tst-13', name: 'Flareon', types: ['Fire'], attacks, weaknesses: weak });
    const promo = card({ id: 'swshp-167', name: 'Flareon', types: ['Fire'], attacks });
    const { cards, filled } = fillFromPrintings([set, promo]);
    expect(cards[1]!.weaknesses).toEqual(weak);
    expect(cards[1]!.fingerprint).toBe(set.fingerprint);
    expect(filled).toEqual([`swshp-167\tweaknesses\t${JSON.stringify(weak)}\tfrom tst-13`]);
  });

  it('no fill where the printings differ otherwise, a Resistance alone is missing, or they disagree', () => {
    const resisted = [{ type: 'Psychic', value: '-20' }];
    // Sneasel N1 25 prints no Weakness and Resistance -30; its reprint has both.
    const sneasel = [
      card({ id: 'old-25', name: 'Sneasel', attacks, resistances: [{ type: 'Psychic', value: '-30' }] }),
      card({ id: 'hgss3-68', name: 'Sneasel', attacks, weaknesses: weak, resistances: resisted }),
    ];
    // A later era prints no Resistance.
    const era = [
      card({ id: 'old-5', name: 'Pikachu', attacks, weaknesses: weak, resistances: resisted }),
      card({ id: 'tst-5', name: 'Pikachu', attacks, weaknesses: weak }),
    ];
    const disagree = [
      card({ id: 'old-7', name: 'Eevee', attacks, weaknesses: weak }),
      card({ id: 'hgss3-7', name: 'Eevee', attacks, weaknesses: [{ type: 'Fighting', value: '×2' }] }),
      card({ id: 'tst-7', name: 'Eevee', attacks }),
      card({ id: 'tst-8', name: 'Eevee', attacks: [], weaknesses: weak }),
    ];
    for (const group of [sneasel, era, disagree]) expect(fillFromPrintings(group).filled).toEqual([]);
  });

  it("a name in another language that is another card's, replaced by the one its other printings agree on", () => {
    const gyarados = [
      card({ id: 'old-8', name: 'Dark Gyarados', names: { fr: 'Léviator obscur' } }),
      card({ id: 'tst-8', name: 'Dark Gyarados', names: { fr: 'Pikachu Surfeur-V' } }),
      card({ id: 'tst-9', name: 'Surfing Pikachu V', names: { fr: 'Pikachu Surfeur V' } }),
    ];
    const { cards, filled } = fillFromPrintings(gyarados);
    expect(cards[1]!.names).toEqual({ fr: 'Léviator obscur' });
    expect(filled).toEqual([
      'tst-8\tname (fr)\tLéviator obscur\treplaces "Pikachu Surfeur-V", the name of another card',
    ]);
  });
});

/** The problems of `check --offline` on the pack of both datasets. */
function check(lines: string[]): Report['decks'][number]['problems'] {
  const run = totem(['check', '-', '--offline', '--format', 'json'], {
    input: lines.join('\n'),
    data: false,
    env: { TOTEM_PACK_DIR: SHARED_PACK },
  });
  expect([0, 1], run.stderr).toContain(run.status);
  return (JSON.parse(run.stdout) as Report).decks[0]!.problems;
}

describeWithData('the pack of both datasets, with the builder`s fills', () => {
  describeWithTcgdex('pokemon-tcg-data and TCGdex', () => {
    it('Flareon MEW 136 + PR-SV 167 (TCGdex has no Weakness on PR-SV 166–207) is one card twice', () => {
      const identical = (b: string): (number | null)[] =>
        check(['1 Flareon MEW 136', `1 ${b}`])
          .filter((p) => p.rule === 'identical-pokemon')
          .map((p) => p.line);
      expect(identical('Flareon PRE 13')).toEqual([2]);
      expect(identical('Flareon PR-SV 167')).toEqual([2]);
    });

    it('the build log lists every field filled: the 20 PR-SV Weaknesses and the CEL Classic Collection names', () => {
      const log = readFileSync(join(SHARED_PACK, 'build-log.tsv'), 'utf8').trim().split('\n').slice(1);
      const svp = log.filter((l) => /^svp-\d+\tweaknesses\t/.test(l));
      expect(svp).toHaveLength(20);
      expect(log).toContain(
        'cel25c-8_A\tname (fr)\tLéviator obscur\treplaces "Pikachu Surfeur-V", the name of another card',
      );
    });

    it('Dark Gyarados CEL 8 is found by its French name, and no longer by Pikachu', () => {
      expect(check(['1 Léviator obscur CEL 8']).filter((p) => p.rule === 'unknown-card')).toEqual([]);
      const run = totem(['cards', 'find', 'Pikachu', '--offline', '--format', 'json'], {
        data: false,
        env: { TOTEM_PACK_DIR: SHARED_PACK },
      });
      expect(run.stdout).toContain('cel25-8');
      expect(run.stdout).not.toContain('cel25c-8_A');
      expect(run.stdout).not.toContain('cel25c-9_A');
    });

    it('letter and sign numbers: Unown ex10-E, Unown E UF E and ex10-! read', () => {
      const unknown = check(['1 Unown ex10-E', '1 Unown E UF E', '1 ex10-!']).filter((p) => p.rule === 'unknown-card');
      expect(unknown).toEqual([]);
      const cost = totem(['cost', 'ex10-!', '--offline'], { data: false, env: { TOTEM_PACK_DIR: SHARED_PACK } });
      // Read as the card (no Totem: exit 1), not as a name no card has.
      expect([cost.status, cost.stdout]).toEqual([1, expect.stringContaining("Unown UF ! can't be a Totem")]);
    });
  });
});
