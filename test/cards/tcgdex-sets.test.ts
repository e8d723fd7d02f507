import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fold } from '../../src/model/names.js';
import { readTcgdexCheckout, type TcgdexCheckout } from '../../src/packer/tcgdex-checkout.js';
import {
  defaultTcgdexSetLinks,
  ptcgCardId,
  tcgdexSetTableSchema,
  unpadNumber,
  type TcgdexSetTable,
} from '../../src/sources/tcgdex/set-map.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { describeWithTcgdex, TCGDEX_DIR } from '../helpers/tcgdex.js';

const TABLE = JSON.parse(
  readFileSync(new URL('../../data/tcgdex-sets.json', import.meta.url), 'utf8'),
) as TcgdexSetTable;

/** Days a release date may differ between the two sources before it must be listed as an exception. */
const DATE_TOLERANCE_DAYS = 31;

const sameName = (a: string, b: string): boolean => {
  const key = (s: string) =>
    fold(s)
      .replace(/&/g, ' ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return key(a) === key(b);
};

describe('data/tcgdex-sets.json', () => {
  it('is a valid table', () => {
    expect(() => tcgdexSetTableSchema.parse(TABLE)).not.toThrow();
    expect(defaultTcgdexSetLinks().size).toBe(Object.keys(TABLE.sets).length);
  });

  it('gives a reason for each unmapped set, and only for those', () => {
    const nulls = Object.entries(TABLE.sets)
      .filter(([, v]) => v === null)
      .map(([k]) => k)
      .sort();
    expect(Object.keys(TABLE.unmapped).sort()).toEqual(nulls);
  });

  it.each([
    ['sv03', '125', 'sv3-125'],
    ['sv10.5w', '018', 'rsv10pt5-18'],
    ['me01', '001', 'me1-1'],
    ['swsh12.5', '160', 'swsh12pt5-160'],
    ['swsh12.5gg', 'GG01', 'swsh12pt5gg-GG01'],
    ['swsh9tg', 'TG01', 'swsh9tg-TG01'],
    ['swsh4.5sv', 'SV001', 'swsh45sv-SV001'],
    ['swshp', 'SWSH139', 'swshp-SWSH139'],
    ['ecard2', 'H01', 'ecard2-H1'],
    ['ecard2', '50a', 'ecard2-50'],
    ['bwp', 'BW04', 'bwp-BW004'],
    ['bw11', 'RC1', 'bw11-RC1'],
    ['base5', '1', 'base5-1'],
    ['ex7', '1', 'ex7-1'],
    ['lc', '1', 'base6-1'],
    ['exu', '?', 'ex10-?'],
    ['exu', 'A', 'ex10-A'],
    ['cel25cc', 'CC003', 'cel25c-15_A1'],
    ['xya', '55a', 'xy3-55a'],
    ['xya', '1', null],
    ['me03', '001', null],
    ['nope', '1', null],
  ])('maps (%s, %s) to %s', (set, localId, expected) => {
    expect(ptcgCardId(set, localId)).toBe(expected);
  });

  it('unpads every run of digits', () => {
    expect(unpadNumber('001')).toBe('1');
    expect(unpadNumber('H01')).toBe('H1');
    expect(unpadNumber('SV107a')).toBe('SV107a');
    expect(unpadNumber('0')).toBe('0');
  });
});

interface PtcgSet {
  id: string;
  name: string;
  ptcgoCode?: string;
  releaseDate: string;
  printedTotal: number;
}

describeWithData('TCGdex ↔ pokemon-tcg-data set correspondence', () => {
  describeWithTcgdex('on both snapshots', () => {
    let checkout: TcgdexCheckout;
    let ptcgSets: Map<string, PtcgSet>;
    let ptcgCards: Map<string, string>;
    const links = defaultTcgdexSetLinks();

    beforeAll(() => {
      checkout = readTcgdexCheckout(TCGDEX_DIR);
      const sets = JSON.parse(readFileSync(join(DATA_DIR, 'sets', 'en.json'), 'utf8')) as PtcgSet[];
      ptcgSets = new Map(sets.map((s) => [s.id, s]));
      ptcgCards = new Map();
      for (const s of sets) {
        const cards = JSON.parse(readFileSync(join(DATA_DIR, 'cards', 'en', `${s.id}.json`), 'utf8')) as {
          id: string;
          name: string;
        }[];
        for (const c of cards) ptcgCards.set(c.id, c.name);
      }
    }, 120_000);

    it('has one entry per TCGdex set, and names only real sets', () => {
      expect(Object.keys(TABLE.sets).sort()).toEqual(checkout.sets.map((s) => s.id).sort());
      for (const link of links.values()) {
        for (const id of [link.ptcg, link.subsetOf, ...Object.values(link.byNumber)])
          if (id) expect(ptcgSets.has(id), `${link.tcgdex} → ${id}`).toBe(true);
        for (const id of Object.values(link.ids)) expect(ptcgCards.has(id), `${link.tcgdex} → ${id}`).toBe(true);
      }
    });

    it('maps each pokemon-tcg-data set from at most one TCGdex set (documented subsets aside)', () => {
      const from = new Map<string, string[]>();
      for (const link of links.values()) {
        if (!link.ptcg || link.subsetOf) continue;
        from.set(link.ptcg, [...(from.get(link.ptcg) ?? []), link.tcgdex]);
      }
      expect([...from].filter(([, list]) => list.length > 1)).toEqual([]);
      for (const link of links.values()) if (link.subsetOf) expect(from.has(link.subsetOf)).toBe(true);
    });

    it('agrees with pokemon-tcg-data on name, release date, card count and code, or lists the exception', () => {
      const found = { name: {}, date: {}, count: {}, code: {} } as Record<
        keyof TcgdexSetTable['exceptions'],
        Record<string, string>
      >;
      for (const set of checkout.sets) {
        const link = links.get(set.id)!;
        if (!link.ptcg) continue;
        const p = ptcgSets.get(link.ptcg)!;
        const name = set.data.name.en ?? '';
        if (!sameName(name, p.name)) found.name[set.id] = `${name} | ${p.name}`;
        const date = typeof set.data.releaseDate === 'string' ? set.data.releaseDate : set.data.releaseDate?.en;
        const days = Math.abs(Date.parse(date ?? '') - Date.parse(p.releaseDate.replace(/\//g, '-'))) / 86_400_000;
        if (!(days <= DATE_TOLERANCE_DAYS)) found.date[set.id] = `${date} | ${p.releaseDate}`;
        const count = set.data.cardCount?.official;
        if (count !== p.printedTotal) found.count[set.id] = `${count} | ${p.printedTotal}`;
        const code = set.data.abbreviations?.official ?? null;
        if (code !== (p.ptcgoCode ?? null)) found.code[set.id] = `${code ?? '(none)'} | ${p.ptcgoCode ?? '(none)'}`;
      }
      // Every disagreement is listed, and every listed exception is a real disagreement.
      expect(Object.keys(found.name).sort()).toEqual(Object.keys(TABLE.exceptions.name).sort());
      expect(Object.keys(found.date).sort()).toEqual(Object.keys(TABLE.exceptions.date).sort());
      expect(Object.keys(found.count).sort()).toEqual(Object.keys(TABLE.exceptions.count).sort());
      expect(found.code).toEqual(TABLE.exceptions.code);
      // PTCGL codes are no key: "TR" is Team Rocket in pokemon-tcg-data, Team Rocket Returns in TCGdex.
      expect(ptcgSets.get('base5')!.ptcgoCode).toBe('TR');
      expect(checkout.sets.find((s) => s.id === 'ex7')!.data.abbreviations?.official).toBe('TR');
      expect(checkout.sets.find((s) => s.id === 'base5')!.data.abbreviations?.official).toBe('RO');
    });

    it('turns almost every TCGdex printing of a mapped set into a pokemon-tcg-data card of the same name', () => {
      let mapped = 0;
      const missing: string[] = [];
      const renamed: string[] = [];
      const key = (s: string) =>
        fold(s)
          .replace(/\s*\([^)]*\)$/, '')
          .replace(/\b(basic|lv\.x)\b|[^a-z0-9]/g, '');
      for (const card of checkout.cards) {
        const id = ptcgCardId(card.setId, card.localId, links);
        if (!id) continue;
        mapped++;
        const name = ptcgCards.get(id);
        if (name === undefined) missing.push(`${card.id}→${id}`);
        else if (key(name) !== key(card.data.name.en ?? '')) renamed.push(`${card.id} ${card.data.name.en} | ${name}`);
      }
      const setsT = [...links.values()];
      const mappedT = setsT.filter((l) => l.ptcg || Object.keys(l.byNumber).length).length;
      const targets = new Set(setsT.flatMap((l) => [l.ptcg, ...Object.values(l.byNumber)]).filter(Boolean));
      console.log(
        `[tcgdex sets] TCGdex: ${setsT.length} sets, ${mappedT} mapped, ${setsT.length - mappedT} unmapped; ` +
          `pokemon-tcg-data: ${ptcgSets.size} sets, ${targets.size} mapped, ${ptcgSets.size - targets.size} unmapped; ` +
          `cards: ${mapped} TCGdex printings map to an id, ${missing.length} ids absent from pokemon-tcg-data, ${renamed.length} named differently`,
      );
      expect(missing.length / mapped).toBeLessThan(0.005);
      expect(missing.filter((m) => !/^(svp|sve)-/.test(m))).toEqual(['swshp-SWSH301→swshp-SWSH301']);
      expect(renamed.length / mapped).toBeLessThan(0.01);
      expect([...ptcgSets.keys()].filter((id) => !targets.has(id))).toEqual([]);
    });
  });
});
