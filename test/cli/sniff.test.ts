import { describe, expect, it } from 'vitest';
import { sniffBytes } from '../../src/commands/shared/deck-files.js';

const sniff = (text: string | Buffer, name = 'x.txt') =>
  sniffBytes(typeof text === 'string' ? Buffer.from(text) : text, name).deck;

describe('which found files are decklists', () => {
  it.each([
    ['a PTCGL export', 'Pokémon: 12\n1 Charmander MEW 4\n'],
    ['a card line with a set code and number', 'my list\n4 Arven SVI 166\n'],
    ['a promo set code', '1 Pikachu V-UNION PR-SW 139\n'],
    ['a card id', '1 sv3-125\n'],
    ['a Totem header', 'Totem: 1\n'],
    ['a Totem directive', '# totem: Charizard ex OBF 125\n'],
    ['a Spanish header', 'Entrenador: 40\n'],
    ['a Spanish header with an accent', 'Energía (20)\n'],
    ['a Portuguese header', 'Treinador: 40\n'],
    ['a Portuguese energy header', 'Energia: 20\n'],
    ['a Tótem header', 'Tótem:\n'],
    ['a ## header', '##Pokémon\n'],
    ['mojibake', 'PokÃ©mon: 1\n'],
    ['a total line', 'Total Cards: 100\n'],
    ['name-only card lines', '4 Arven\n4 Iono\n1 Pikachu\n'],
  ])('%s → a deck', (_name, text) => expect(sniff(text)).toBe(true));

  it.each([
    ['notes', 'Ideas for next week\n- try Gardevoir\n'],
    ['a numbered list', '1. buy sleeves\n2. sort binder\n'],
    ['one numbered line in prose', 'We met at 7\n1 thing to remember: bring dice\nand snacks\nand the mat\n'],
    ['the word Energy alone', 'Energy\n'],
    ['an empty file', ''],
    ['a README line', 'These are our decks. See decks/ for the lists.\n'],
  ])('%s → not a deck', (_name, text) => expect(sniff(text)).toBe(false));

  it('JSON: the deck shape is a deck; package.json, settings with comments, arrays are not', () => {
    expect(sniff('{"cards": [{"name": "Pikachu"}]}', 'd.json')).toBe(true);
    expect(sniff('{"totem": [{"id": "sv3-125"}], "cards": []}', 'd.json')).toBe(true);
    expect(sniff('{"totem": {"id": "sv3-125"}}', 'd.json')).toBe(true);
    expect(sniff('{"cards": [ {"name": "Pikachu"}, ', 'broken.json')).toBe(true);
    expect(sniff('{"name": "decks", "version": "1.0.0"}', 'package.json')).toBe(false);
    expect(sniff('{\n  // editor\n  "editor.tabSize": 2\n}', 'settings.json')).toBe(false);
    expect(sniff('[{"cards": []}]', 'list.json')).toBe(false);
    expect(sniff('{"cards": 3}', 'x.json')).toBe(false);
  });

  it('binary data is not a deck', () => {
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'image.txt')).toBe(false);
  });

  it('says why a file is skipped', () => {
    expect(sniffBytes(Buffer.from('hello'), 'notes.txt')).toEqual({
      deck: false,
      reason: expect.stringMatching(/no section header/),
    });
  });
});
