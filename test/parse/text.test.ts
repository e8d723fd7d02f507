import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readProblems } from '../helpers/read-problems.js';
import { describe, expect, it } from 'vitest';
import { parseDeck } from '../../src/parse/index.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { parseCardText } from '../../src/parse/card-text.js';

const PTCGL_EXPORT = `Totem: 1
1 Charizard ex OBF 125

Pokémon: 3
1 Charmander MEW 4
1 Charmeleon MEW 5
1 Pidgey OBF 162

Trainer: 3
1 Arven SVI 166
1 Iono PAL 185 PH
1 Boss’s Orders PAL 172

Energy: 21
20 Basic {R} Energy SVE 2
1 Jet Energy PAL 190

Total Cards: 28
`;

// Limitless exports: "Pokémon: N" headers, 4x counts are common in chat, set ids from pokemontcg.io.
const LIMITLESS_CHAT = `Pokemon: 3
2x Dreepy TWM 128
1 Drakloak sv6 129

Trainer - 4
4x Ultra Ball

Energy (1)
1 sv3-230
`;

describe('text decklists', () => {
  it('reads a PTCGL export with a Totem section, keeping lines', () => {
    const deck = parseTextDeck(PTCGL_EXPORT, 'zard.txt');
    expect(readProblems(deck)).toEqual([]);
    expect(deck.entries.map((e) => [e.line, e.section, e.count, e.name, e.set, e.number])).toEqual([
      [2, 'totem', 1, 'Charizard ex', 'OBF', '125'],
      [5, 'pokemon', 1, 'Charmander', 'MEW', '4'],
      [6, 'pokemon', 1, 'Charmeleon', 'MEW', '5'],
      [7, 'pokemon', 1, 'Pidgey', 'OBF', '162'],
      [10, 'trainer', 1, 'Arven', 'SVI', '166'],
      [11, 'trainer', 1, 'Iono', 'PAL', '185'],
      [12, 'trainer', 1, "Boss's Orders", 'PAL', '172'],
      [15, 'energy', 20, 'Basic {R} Energy', 'SVE', '2'],
      [16, 'energy', 1, 'Jet Energy', 'PAL', '190'],
    ]);
  });

  it('reads Limitless/chat shapes: 4x counts, "Pokemon", "Trainer - N", "(N)", set ids and card ids', () => {
    const deck = parseTextDeck(LIMITLESS_CHAT, 'chat.txt');
    expect(readProblems(deck)).toEqual([]);
    expect(
      deck.entries.map((e) => [e.line, e.section, e.count, e.name, e.set ?? null, e.number ?? null, e.id ?? null]),
    ).toEqual([
      [2, 'pokemon', 2, 'Dreepy', 'TWM', '128', null],
      [3, 'pokemon', 1, 'Drakloak', 'sv6', '129', null],
      [6, 'trainer', 4, 'Ultra Ball', null, null, null],
      [9, 'energy', 1, '', null, null, 'sv3-230'],
    ]);
  });

  it.each([
    ['Tótem: 1', 'totem'],
    ['Totem', 'totem'],
    ['Pokémon: 12', 'pokemon'],
    ['Pokemon: 12', 'pokemon'],
    ['PokÃ©mon: 12', 'pokemon'],
    ['Entrenador: 3', 'trainer'],
    ['Trainers', 'trainer'],
    ['Energía: 9', 'energy'],
    ['##Pokémon - 12', 'pokemon'],
    // the clients' own languages
    ['Entrenador: 11', 'trainer'],
    ['Energía: 1', 'energy'],
    ['Cartas de Pokemon: 9', 'pokemon'],
    ['Cartas de Entrenador: 41', 'trainer'],
    ['Cartas de Energía: 10', 'energy'],
    ['Treinador: 20', 'trainer'],
    ['Treinadores', 'trainer'],
    ['Energia: 12', 'energy'],
    ['Dresseur: 12', 'trainer'],
    ['Énergie : 3', 'energy'],
    ['Energie: 8', 'energy'],
    ['Allenatore: 30', 'trainer'],
    ['寶可夢 (21)', 'pokemon'],
    ['支援者 (12)', 'trainer'],
    ['競技場(2)', 'trainer'],
    ['能量 (10)', 'energy'],
    // PTCGO and other exports
    ['##Trainer Cards - 10', 'trainer'],
    ['Trainer Cards - 31', 'trainer'],
    ['Energy Cards - 12', 'energy'],
    ['Pokemons - 16', 'pokemon'],
    ['Pokémon 8', 'pokemon'],
    ['Pok?mon: 9', 'pokemon'],
    ['TSS 27', 'trainer'],
  ])('header %s → %s', (header, section) => {
    const deck = parseTextDeck(`${header}\n1 Arven SVI 166`, 'h.txt');
    expect(deck.entries[0]!.section).toBe(section);
    expect(readProblems(deck).filter((p) => p.rule === 'parse')).toEqual([]);
  });

  it.each([
    'Total Cards: 60',
    'Total Cards - 60',
    'Cartas totales: 60',
    'Total de cartas: 60',
    'Total de cartes : 60',
    'Karten insgesamt: 60',
    '總計 60 張',
    '总计: 60',
  ])('total line %s', (line) => {
    const deck = parseTextDeck(`1 Arven SVI 166\n${line}`, 't.txt');
    expect(deck.total).toEqual({ declared: 60, line: 2 });
    expect(readProblems(deck).filter((p) => p.rule === 'parse')).toEqual([]);
  });

  it.each([
    ['# totem: Charizard ex OBF 125', { name: 'Charizard ex', set: 'OBF', number: '125' }],
    ['// totem: sv3-125', { name: '', id: 'sv3-125' }],
    ['# Tótem: Dragapult ex', { name: 'Dragapult ex' }],
  ])('totem directive %s', (line, card) => {
    const deck = parseTextDeck(`${line}\n1 Arven SVI 166`, 'd.txt');
    expect(deck.totemRef).toEqual({ card: expect.objectContaining(card), line: 1 });
  });

  it.each([
    ['Extra types: Fire, Water', ['Fire', 'Water'], []],
    ['# extra-types: {R}{W}', ['Fire', 'Water'], []],
    ['extra types: dark, METAL', ['Darkness', 'Metal'], []],
    ['Extra types: Fire, Wind', ['Fire'], ['Wind']],
    ['Tipos extra: Fuego', ['Fire'], []],
  ])('extra types %s', (line, types, unknown) => {
    expect(parseTextDeck(line, 'x.txt').extraTypes).toEqual({ types, unknown, line: 1 });
  });

  it.each([
    ['Charizard ex OBF 125', { name: 'Charizard ex', set: 'OBF', number: '125' }],
    ['Iono PAL 185 PH', { name: 'Iono', set: 'PAL', number: '185' }],
    ['Pikachu V-UNION PR-SW SWSH139', { name: 'Pikachu V-UNION', set: 'PR-SW', number: 'SWSH139' }],
    ['Arceus VSTAR CRZ GG70', { name: 'Arceus VSTAR', set: 'CRZ', number: 'GG70' }],
    ['Pikachu LOR-TG 5', { name: 'Pikachu', set: 'LOR-TG', number: '5' }],
    ['Mewtwo mcd19 5', { name: 'Mewtwo', set: 'mcd19', number: '5' }],
    ['sv3-125', { name: '', id: 'sv3-125' }],
    ['Boss’s Orders', { name: 'Boss’s Orders' }],
    ['Porygon2', { name: 'Porygon2' }],
    ['OBF 125', { name: '', set: 'OBF', number: '125' }],
    ['Alph Lithograph UL TWO', { name: 'Alph Lithograph', set: 'UL', number: 'TWO' }],
    ['Charizard ex', { name: 'Charizard ex' }],
    // pokemontcg.io ids after the name
    ['Rare Candy hgss2-82', { name: 'Rare Candy', id: 'hgss2-82' }],
    ['Duskull dp7-SH2', { name: 'Duskull', id: 'dp7-SH2' }],
    ['Regigigas dpp-DP40', { name: 'Regigigas', id: 'dpp-DP40' }],
    ['Porygon-Z', { name: 'Porygon-Z' }],
    // letter and sign numbers (Unown UF A–Z, ! and ?)
    ['Unown ex10-E', { name: 'Unown', id: 'ex10-E' }],
    ['ex10-!', { name: '', id: 'ex10-!' }],
    ['Unown ex10-?', { name: 'Unown', id: 'ex10-?' }],
    ['Unown E UF E', { name: 'Unown E', set: 'UF', number: 'E' }],
    ['team rocket porygon-Z', { name: 'team rocket porygon-Z' }],
    // basic Energy numbered by the client: the number is no printing, the lookup lets the name decide
    ['Fire Energy 2', { name: 'Fire', set: 'Energy', number: '2' }],
    // printed numbers, blog style, a set in brackets, a number after "#"
    ['Charizard OBF 125/197', { name: 'Charizard', set: 'OBF', number: '125' }],
    ['gimmighoul 088/182', { name: 'gimmighoul', number: '088' }],
    ['Genesect Ex 067/086', { name: 'Genesect Ex', number: '067' }],
    ['Darkrai EX from DEX 63/108', { name: 'Darkrai EX', set: 'DEX', number: '63' }],
    ['Charmander (OBF)', { name: 'Charmander', set: 'OBF' }],
    ['Tynamo #39 (Free Retreat)', { name: 'Tynamo', number: '39' }],
    ["Boss's Orders (Ghetsis)", { name: "Boss's Orders (Ghetsis)" }],
    ['Mewtwo (EX)', { name: 'Mewtwo (EX)' }],
    // Issue 40: a digit-first code, a TCGdex subset after a colon, a number with a letter.
    ['Mew ex 30C 66', { name: 'Mew ex', set: '30C', number: '66' }],
    ['Charmander 30C:CC 4', { name: 'Charmander', set: '30C:CC', number: '4' }],
    ['Venusaur 30C:CC 11a', { name: 'Venusaur', set: '30C:CC', number: '11a' }],
  ])('card text %s', (text, expected) => {
    expect(parseCardText(text)).toEqual(expect.objectContaining(expected));
  });

  it.each([
    ['* 2 Jirachi GEN 113', { count: 2, name: 'Jirachi', set: 'GEN', number: '113' }],
    ['4x Juniper', { count: 4, name: 'Juniper' }],
    ['Bola ninho - X4', { count: 4, name: 'Bola ninho' }],
    ['gimmighoul 088/182 - X2', { count: 2, name: 'gimmighoul', number: '088' }],
    ['fezandipiti ex 038/064 x1', { count: 1, name: 'fezandipiti ex', number: '038' }],
    ['Genesect Ex 067/086  -  X 2', { count: 2, name: 'Genesect Ex', number: '067' }],
    ['SFA 36  x3  # Okidogi ex', { count: 3, name: 'Okidogi ex', set: 'SFA', number: '36' }],
    ['TWM 163 x1  # Secret Box (ACE SPEC)', { count: 1, name: 'Secret Box (ACE SPEC)', set: 'TWM', number: '163' }],
    ['2x Darkrai EX from DEX 63/108', { count: 2, name: 'Darkrai EX', set: 'DEX', number: '63' }],
    ['1 Guzma &amp; Hala CEC 193', { count: 1, name: 'Guzma & Hala', set: 'CEC', number: '193' }],
  ])('card line %s', (line, expected) => {
    const deck = parseTextDeck(`Pokémon: 1\n${line}`, 'c.txt');
    expect(deck.issues).toEqual([]);
    expect(deck.entries).toEqual([expect.objectContaining(expected)]);
  });

  it('takes the lines above the list that are no card as its name, in one note', () => {
    const deck = parseTextDeck('RS Malamar\nby someone\n\nPokémon: 1\n4 Inkay CRE 69\nnot a card', 'n.txt');
    expect(deck.notes).toEqual([{ id: 'title', line: 1, data: { title: 'RS Malamar / by someone' } }]);
    expect(readProblems(deck).map((p) => [p.rule, p.line])).toEqual([['parse', 6]]);
    expect(parseTextDeck('Deckname: N Box\n1 N FCO 105', 'n.txt').notes).toHaveLength(1);
    // more than two such lines is not a name: the third is reported; nor is a card line that lost its count
    expect(parseTextDeck('a\nb\nc\n1 N FCO 105', 'n.txt').issues.map((i) => i.line)).toEqual([3]);
    expect(parseTextDeck('Arven SVI 166\n1 N FCO 105', 'n.txt').issues.map((i) => i.line)).toEqual([1]);
  });

  it('skips the banners of PTCGO exports', () => {
    const deck = parseTextDeck(
      '****** Pokémon Trading Card Game Deck List ******\n\n##Pokémon - 1\n\n* 1 Jirachi GEN 113\n\nTotal Cards - 1\n\n****** Deck List Generated by the Pokémon TCG Online www.pokemon.com/TCGO ******',
      'o.txt',
    );
    expect(readProblems(deck)).toEqual([]);
    expect(deck.notes).toEqual([]);
  });

  // Published lists: headers that count card lines, not cards ("Pokémon: 9" over 9 lines holding 16 cards),
  // exports in other languages, PTCGO's format. The reader refuses no line; a header or total that agrees
  // with neither the cards nor the lines is still a section-count warning (here: as published).
  it.each([
    ['joserivas-pokemon-decklists/charizard-ex.txt', []],
    ['icemad-ptcgl-decklist-parser/decklist-fr.txt', []],
    ['linnykos-pokemon_decklist/greninja.txt', []],
    ['keevn-pokemongoback/deck1-ptcgo.txt', []],
    ['ptcg-tts-decklist-importer/ligapokemon-aggron.txt', []],
    ['swsh-live-exports-module/rs-malamar.txt', []],
    ['es-fuerzas-temporales-page/electrofuria-ex.txt', [1]],
    ['vitest-deckimport-de/german-trailer-dragapult.txt', [18]],
  ])('published list %s', async (file, warnings) => {
    const path = join(import.meta.dirname, '../fixtures/real-lists', file);
    const deck = await parseDeck(readFileSync(path), file);
    const problems = readProblems(deck);
    expect(problems.filter((p) => p.rule === 'parse')).toEqual([]);
    expect(problems.filter((p) => p.rule === 'section-count').map((p) => p.line)).toEqual(warnings);
    expect(deck.headers.length).toBeGreaterThan(0);
  });

  it('reports garbage lines with their line number and a hint', () => {
    const deck = parseTextDeck(
      'Pokémon: 1\n1 Pikachu PAL 62\nnot a card at all\n-1 Pikachu\n0 Arven SVI 166\n999999999999999999999 Arven',
      'g.txt',
    );
    expect(
      readProblems(deck)
        .filter((p) => p.rule === 'parse')
        .map((p) => p.line),
    ).toEqual([3, 4, 5, 6]);
    expect(readProblems(deck)[0]!.message).toContain('COUNT NAME [SET NUMBER]');
    expect(deck.entries).toHaveLength(1);
  });

  it('warns when a header or the total disagrees with the lines', () => {
    const deck = parseTextDeck(
      PTCGL_EXPORT.replace('Pokémon: 3', 'Pokémon: 4').replace('Total Cards: 28', 'Total Cards: 100'),
      'w.txt',
    );
    expect(readProblems(deck).map((p) => [p.rule, p.severity, p.line])).toEqual([
      ['section-count', 'warning', 4],
      ['section-count', 'warning', 18],
    ]);
  });

  it('a header with no cards under it is a section-count warning, not an error', () => {
    const deck = parseTextDeck('Totem: 1\n1 Charizard ex OBF 125\nTrainer: 3\nEnergy: 0\n', 'h.txt');
    expect(readProblems(deck).map((p) => [p.rule, p.severity, p.line])).toEqual([['section-count', 'warning', 3]]);
  });

  it('keeps duplicate lines as separate entries', () => {
    const deck = parseTextDeck('1 Arven SVI 166\n1 Arven SVI 166', 'd.txt');
    expect(deck.entries.map((e) => e.line)).toEqual([1, 2]);
  });

  it('reads CRLF and CR line ends with the same line numbers', () => {
    const lf = parseTextDeck(PTCGL_EXPORT, 'a.txt').entries.map((e) => e.line);
    expect(parseTextDeck(PTCGL_EXPORT.replace(/\n/g, '\r\n'), 'a.txt').entries.map((e) => e.line)).toEqual(lf);
    expect(parseTextDeck(PTCGL_EXPORT.replace(/\n/g, '\r'), 'a.txt').entries.map((e) => e.line)).toEqual(lf);
  });
});

describe('encodings', () => {
  const utf16 = (text: string, bigEndian: boolean): Uint8Array => {
    const le = Buffer.from(text, 'utf16le');
    if (bigEndian) le.swap16();
    return Buffer.concat([Buffer.from(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]), le]);
  };
  const expected = parseTextDeck(PTCGL_EXPORT, 'e.txt').entries;

  it.each([
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(PTCGL_EXPORT)])],
    ['UTF-16 LE with BOM', utf16(PTCGL_EXPORT, false)],
    ['UTF-16 BE with BOM', utf16(PTCGL_EXPORT, true)],
    ['UTF-16 LE with CRLF', utf16(PTCGL_EXPORT.replace(/\n/g, '\r\n'), false)],
  ])('%s', async (_name, bytes) => {
    expect((await parseDeck(bytes, 'e.txt')).entries).toEqual(expected);
  });

  it('reports the lines that are not valid UTF-8 and reads the rest', async () => {
    const bytes = Buffer.concat([
      Buffer.from('1 Arven SVI 166\n1 Pik'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('achu\n1 Iono PAL 185\n'),
    ]);
    const deck = await parseDeck(bytes, 'bad.txt');
    expect(readProblems(deck).map((p) => [p.rule, p.line])).toEqual([['parse', 2]]);
    expect(deck.entries.map((e) => e.line)).toEqual([1, 3]);
  });

  it('refuses binary data in one problem', async () => {
    const deck = await parseDeck(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]), 'img.png');
    expect(readProblems(deck)).toEqual([
      expect.objectContaining({ rule: 'parse', line: 1, message: expect.stringContaining('binary') }),
    ]);
  });

  it('reports an over-long line instead of reading it', async () => {
    const deck = await parseDeck(Buffer.from(`1 Arven SVI 166\n1 ${'A'.repeat(1024 * 1024 - 100)}\n`), 'long.txt');
    expect(readProblems(deck).map((p) => [p.rule, p.line])).toEqual([['parse', 2]]);
    expect(readProblems(deck)[0]!.message).toMatch(/1,048,4\d\d characters/);
  });

  it('refuses a file over the size limit', async () => {
    const deck = await parseDeck(Buffer.alloc(2 * 1024 * 1024, 0x41), 'big.txt');
    expect(readProblems(deck)[0]!.message).toContain('at most 1 MB');
  });
});

describe('lines kept for people', () => {
  it('records comments and the list name with their lines, not directives or decorations', () => {
    const deck = parseTextDeck(
      'Dragapult Box\n# by Ana\n-----\n# totem: sv6-130\nPokémon: 1\n// the baby\n1 Dreepy TWM 128\n',
      'd.txt',
    );
    expect(deck.kept).toEqual([
      { line: 1, text: 'Dragapult Box' },
      { line: 2, text: '# by Ana' },
      { line: 6, text: '// the baby' },
    ]);
  });
});
