import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card, CardSet } from '../../src/model/card.js';
import { normalizeCard, normalizeSet } from '../../src/sources/normalize.js';
import { readTcgdexCheckout, type TcgdexCheckout } from '../../src/packer/tcgdex-checkout.js';
import { isTcgdexCheckout, TcgdexCheckoutError } from '../../src/sources/tcgdex/layout.js';
import { checkoutToRaw, RULE_TEXT, type TcgdexRawCheckout } from '../../src/sources/tcgdex/to-raw.js';
import { prizeCards } from '../../src/derive/cost.js';
import { totemEligibility } from '../../src/derive/eligibility.js';
import { printedStage } from '../../src/model/species.js';
import { DATA_DIR, HAS_DATA } from '../helpers/dataset.js';
import { describeWithTcgdex, TCGDEX_DIR } from '../helpers/tcgdex.js';

/** A tiny checkout on disk: one series, one set, the given card files. */
function fakeCheckout(cards: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'totem-tcgdex-'));
  const serie = join(root, 'data', 'Test Serie');
  mkdirSync(join(serie, 'Test Set'), { recursive: true });
  writeFileSync(join(root, 'interfaces.d.ts'), 'export interface Card {}\n');
  writeFileSync(
    join(root, 'data', 'Test Serie.ts'),
    `const serie = { id: "ts", name: { en: "Test Serie" } }\nexport default serie\n`,
  );
  writeFileSync(
    join(serie, 'Test Set.ts'),
    `import serie from '../Test Serie'\nconst set = { id: "ts1", name: { en: "Test Set" }, serie: serie, cardCount: { official: 2 }, releaseDate: "2026-01-02", abbreviations: { official: "TST" } }\nexport default set\n`,
  );
  const pocket = join(root, 'data', 'Pokémon TCG Pocket', 'A1');
  mkdirSync(pocket, { recursive: true });
  writeFileSync(join(root, 'data', 'Pokémon TCG Pocket.ts'), 'process.exit(3)\n');
  writeFileSync(join(root, 'data', 'Pokémon TCG Pocket', 'A1.ts'), 'process.exit(3)\n');
  writeFileSync(join(pocket, '001.ts'), 'process.exit(3)\n');
  for (const [name, text] of Object.entries(cards)) writeFileSync(join(serie, 'Test Set', `${name}.ts`), text);
  return root;
}

const goodCard = (name: string) =>
  `import { Card } from "../../../interfaces"\nimport Set from "../Test Set"\nconst card: Card = { set: Set, name: { en: "${name}", es: "${name} ES" }, category: "Pokemon", hp: 70, types: ["Fire"], stage: "Basic", retreat: 1 }\nexport default card\n`;

describe('TCGdex checkout reader (synthetic checkout)', () => {
  it('reads series → sets → cards, skips Pocket unread, and reports a bad file by path while the rest loads', () => {
    const root = fakeCheckout({
      '1': goodCard('Flamey'),
      '2': `const card = { name: { en: "Bad" }, category: "Pokemon", hp: process.exit(3) }\n`,
      '3': `const card = { name: "not an object", category: "Pokemon" }\n`,
      '%3F': goodCard('Unown'),
    });
    expect(isTcgdexCheckout(root)).toBe(true);
    const checkout = readTcgdexCheckout(root);
    expect(checkout.sets.map((s) => [s.id, s.cardFiles])).toEqual([['ts1', 4]]);
    expect(checkout.cards.map((c) => c.id)).toEqual(['ts1-?', 'ts1-1']);
    expect(checkout.skipped).toEqual([{ series: 'Pokémon TCG Pocket', sets: 1, cards: 1 }]);
    expect(checkout.issues).toHaveLength(2);
    expect(checkout.issues[0]).toMatch(/^data\/Test Serie\/Test Set\/2\.ts:1:62: a function call `process\.exit\(…\)`/);
    expect(checkout.issues[1]).toMatch(/^data\/Test Serie\/Test Set\/3\.ts: name: /);
  });

  it('loads a set whose series file is broken, and skips the cards of a broken set file with a count', () => {
    const root = fakeCheckout({ '1': goodCard('Flamey') });
    writeFileSync(join(root, 'data', 'Test Serie.ts'), 'const serie = { id: "ts", get name() { return 1 } }');
    const first = readTcgdexCheckout(root);
    expect(first.cards.map((c) => c.id)).toEqual(['ts1-1']);
    expect(first.sets[0]!.serie).toEqual({ id: '', name: { en: 'Test Serie' } });
    expect(first.issues).toEqual([expect.stringMatching(/^data\/Test Serie\.ts:1:27: a getter/)]);
    writeFileSync(join(root, 'data', 'Test Serie', 'Test Set.ts'), 'const set = { id: new String("x") }');
    const second = readTcgdexCheckout(root);
    expect(second.cards).toEqual([]);
    expect(second.issues.slice(1)).toEqual([
      expect.stringMatching(/^data\/Test Serie\/Test Set\.ts:1:19: a `new` expression/),
      'data/Test Serie/Test Set.ts: its 1 card files are skipped with it',
    ]);
  });

  it('warns when a card points at another set, and keeps it in its folder’s set', () => {
    const root = fakeCheckout({ '1': goodCard('Flamey').replace('"../Test Set"', '"../Other Set"') });
    const checkout = readTcgdexCheckout(root);
    expect(checkout.cards.map((c) => c.setId)).toEqual(['ts1']);
    expect(checkout.issues).toEqual([
      expect.stringMatching(/1\.ts: set refers to .*Other Set, not to its folder's set/),
    ]);
  });

  it('recognises a checkout, and refuses other folders with a clear error', () => {
    const empty = mkdtempSync(join(tmpdir(), 'totem-tcgdex-empty-'));
    expect(isTcgdexCheckout(empty)).toBe(false);
    expect(isTcgdexCheckout(join(empty, 'missing'))).toBe(false);
    expect(isTcgdexCheckout(DATA_DIR)).toBe(false);
    expect(() => readTcgdexCheckout(empty)).toThrow(TcgdexCheckoutError);
    expect(() => readTcgdexCheckout(empty)).toThrow(/is not a tcgdex\/cards-database checkout/);
    expect(() => readTcgdexCheckout(join(empty, 'missing'))).toThrow(/no such folder/);
  });
});

describeWithTcgdex('TCGdex snapshot: every set and card', () => {
  let checkout: TcgdexCheckout;
  let raw: TcgdexRawCheckout;
  const sets = new Map<string, CardSet>();
  const cards = new Map<string, Card>();
  const failures: string[] = [];
  const names = new Map<string, TcgdexRawCheckout['cards'][number]['names']>();

  beforeAll(() => {
    checkout = readTcgdexCheckout(TCGDEX_DIR);
    raw = checkoutToRaw(checkout);
    for (const s of raw.sets) {
      const { set, issue } = normalizeSet(s.raw);
      if (set) sets.set(set.id, set);
      else failures.push(`set ${s.raw.id}: ${issue}`);
    }
    for (const c of raw.cards) {
      const { card, issues } = normalizeCard(c.raw, (id) => sets.get(id));
      if (card) cards.set(card.id, card);
      else failures.push(`${c.raw.id}: ${issues.join('; ')}`);
      for (const issue of issues) if (/not in the set list/.test(issue)) failures.push(`${c.raw.id}: ${issue}`);
      names.set(c.raw.id, c.names);
    }
    const pocket = checkout.skipped.reduce((n, s) => n + s.cards, 0);
    const mappingIssues = raw.cards.reduce((n, c) => n + c.issues.length, 0);
    const reconstructedStages = raw.cards.filter((c) => c.reconstructed.some((r) => r.startsWith('stage '))).length;
    console.log(
      `[tcgdex] ${checkout.sets.length} sets, ${checkout.cards.length} cards, ${pocket} Pocket cards skipped, ` +
        `${checkout.issues.length} file issues; ` +
        `${reconstructedStages} stages inferred, ${mappingIssues} mapping notes (mostly text only in French / German)`,
    );
  }, 120_000);

  it('reads every file with no issue, and skips only the Pocket series', () => {
    expect(checkout.issues).toEqual([]);
    expect(checkout.sets.length).toBeGreaterThanOrEqual(200);
    expect(checkout.cards.length).toBeGreaterThan(20_000);
    expect(checkout.skipped.map((s) => s.series)).toEqual(['Pokémon TCG Pocket']);
    expect(checkout.skipped[0]!.cards).toBeGreaterThan(2000);
    expect(checkout.series.map((s) => s.id)).not.toContain('tcgp');
    expect(new Set(checkout.cards.map((c) => c.id)).size).toBe(checkout.cards.length);
  });

  it('turns every card into a Card with normalizeCard, attached to a known set', () => {
    expect(failures).toEqual([]);
    expect(cards.size).toBe(checkout.cards.length);
    expect(sets.size).toBe(checkout.sets.length);
    const stageless = [...cards.values()].filter(
      (c) =>
        c.supertype === 'Pokémon' &&
        !c.subtypes.some((s) =>
          /^(Basic|Stage \d|MEGA|BREAK|Level-Up|VMAX|VSTAR|V-UNION|Restored|Baby|LEGEND)$/.test(s),
        ),
    );
    expect(stageless.map((c) => c.id)).toEqual([]);
  });

  it('has the set facts: id, PTCGL code, name, release date', () => {
    expect(sets.get('sv03')).toEqual({
      id: 'sv03',
      name: 'Obsidian Flames',
      series: 'Scarlet & Violet',
      code: 'OBF',
      releaseDate: '2023-08-11',
      total: 197,
    });
    expect(sets.get('me03')).toMatchObject({ name: 'Perfect Order', code: 'POR' });
    expect(sets.get('me02.5')).toMatchObject({ name: 'Ascended Heroes', code: 'ASC' });
    expect(sets.get('base5')).toMatchObject({ name: 'Team Rocket', code: 'RO' });
    expect(sets.get('ex7')).toMatchObject({ name: 'Team Rocket Returns', code: 'TR' });
  });

  it('Charizard ex OBF 125 is the pokemon-tcg-data card, but for the Tera subtype TCGdex lacks', () => {
    const t = cards.get('sv03-125')!;
    expect(t).toMatchObject({ name: 'Charizard ex', setCode: 'OBF', number: '125', hp: 330, types: ['Darkness'] });
    expect(t.subtypes).toEqual(['Stage 2', 'ex']);
    expect(prizeCards(t)).toBe(2);
    expect(totemEligibility(t).eligible).toBe(true);
    if (!HAS_DATA) return;
    const rawP = (JSON.parse(readFileSync(join(DATA_DIR, 'cards/en/sv3.json'), 'utf8')) as { id: string }[]).find(
      (c) => c.id === 'sv3-125',
    );
    const p = normalizeCard(rawP, () => undefined).card!;
    expect(p.subtypes).toContain('Tera');
    expect(t.subtypes).toEqual(p.subtypes.filter((s) => s !== 'Tera'));
    expect(t.hp).toBe(p.hp);
    expect(t.types).toEqual(p.types);
    expect(t.retreat).toBe(p.retreat);
    expect(t.attacks.map((a) => a.cost)).toEqual(p.attacks.map((a) => a.cost));
    expect(t.evolvesFrom).toBe(p.evolvesFrom);
    expect(prizeCards(t)).toBe(prizeCards(p));
    expect(printedStage(t)).toBe(printedStage(p));
    expect(t.fingerprint).toBe(p.fingerprint);
  });

  it('loads the 2026 sets pokemon-tcg-data lacks: Perfect Order and Ascended Heroes', () => {
    expect(cards.get('me03-001')).toMatchObject({ name: 'Spinarak', setCode: 'POR', subtypes: ['Basic'], hp: 60 });
    expect(cards.get('me02.5-001')).toMatchObject({ name: "Erika's Oddish", setCode: 'ASC', subtypes: ['Basic'] });
    expect([...cards.values()].filter((c) => c.setId === 'me03').length).toBeGreaterThan(100);
    expect([...cards.values()].filter((c) => c.setId === 'me02.5').length).toBeGreaterThan(200);
  });

  it('Mega Evolution ex is MEGA + ex and gives 3 Prize cards, even where TCGdex spells the suffix "EX"', () => {
    const pyroar = cards.get('me04-015')!;
    expect(pyroar.name).toBe('Mega Pyroar ex');
    expect(pyroar.subtypes).toEqual(['Stage 1', 'MEGA', 'ex']);
    expect(pyroar.rules).toEqual([RULE_TEXT.megaEx]);
    expect(prizeCards(pyroar)).toBe(3);
  });

  it('rebuilds the Rule Box of each family with its Prize count', () => {
    const expectations: [string, string[], number][] = [
      ['swsh1-1', ['Basic', 'V'], 2],
      ['sm12-156', ['Basic', 'TAG TEAM', 'GX'], 3],
      ['xy2-13', ['MEGA', 'EX'], 2],
      ['ex1-96', ['Basic', 'ex'], 2],
      ['hgss1-111', ['LEGEND'], 1], // the rulebook's number, over the printed sentence
    ];
    for (const [id, subtypes, prizes] of expectations) {
      const card = cards.get(id);
      expect(card, id).toBeDefined();
      expect(card!.subtypes, id).toEqual(subtypes);
      expect(prizeCards(card!), id).toBe(prizes);
    }
    const vmax = [...cards.values()].filter((c) => c.subtypes.includes('VMAX'));
    expect(vmax.length).toBeGreaterThan(150);
    expect(vmax.every((c) => prizeCards(c) === 3)).toBe(true);
    const radiant = [...cards.values()].filter((c) => c.subtypes.includes('Radiant'));
    expect(radiant.length).toBeGreaterThanOrEqual(15);
    expect(radiant.every((c) => totemEligibility(c).eligible)).toBe(true);
    expect(cards.get('sv05-141')!.subtypes).toContain('ACE SPEC');
  });

  it('keeps the names in every language: Boss’s Orders PAL 172 is “Órdenes de Jefes” in Spanish', () => {
    expect(cards.get('sv02-172')!.name).toBe("Boss's Orders");
    expect(names.get('sv02-172')).toEqual({
      en: "Boss's Orders",
      es: 'Órdenes de Jefes',
      fr: 'Ordres du Boss',
      de: 'Befehl vom Boss',
      it: 'Ordini del Capo',
      pt: 'Ordem da Chefia',
    });
    expect(names.get('me03-001')!['es-mx']).toBe('Spinarak');
  });
});
