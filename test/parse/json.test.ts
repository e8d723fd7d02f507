import { readProblems } from '../helpers/read-problems.js';
import { describe, expect, it } from 'vitest';
import { parseJsonDeck } from '../../src/parse/json.js';

describe('JSON decks', () => {
  it('reads totem, cards and extra types with the line of each card', () => {
    const text = `{
  "totem": [{ "count": 1, "name": "Charizard ex", "set": "OBF", "number": "125" }],
  "extraTypes": ["Water"],
  "cards": [
    { "count": 1, "name": "Charmander", "set": "MEW", "number": "4" },
    { "count": 20, "name": "Basic {R} Energy", "set": "SVE", "number": "2" },
    { "id": "sv2-185" }
  ]
}`;
    const deck = parseJsonDeck(text, 'd.json');
    expect(readProblems(deck)).toEqual([]);
    expect(deck.entries.map((e) => [e.line, e.section, e.count, e.name, e.id ?? null])).toEqual([
      [2, 'totem', 1, 'Charizard ex', null],
      [5, null, 1, 'Charmander', null],
      [6, null, 20, 'Basic {R} Energy', null],
      [7, null, 1, '', 'sv2-185'],
    ]);
    expect(deck.extraTypes?.types).toEqual(['Water']);
  });

  it('names the JSON path and line of a bad field', () => {
    const deck = parseJsonDeck(
      '{\n"cards": [\n {"count": 1, "name": "A"},\n {"count": "two", "name": "B"}\n]}',
      'd.json',
    );
    expect(readProblems(deck)).toEqual([
      expect.objectContaining({ rule: 'parse', line: 4, message: expect.stringContaining('cards[1].count') }),
    ]);
  });

  it('reports invalid JSON with a line', () => {
    const deck = parseJsonDeck('{\n "cards": [\n  {"count": 1,, }\n]}', 'd.json');
    expect(readProblems(deck)[0]).toEqual(expect.objectContaining({ rule: 'parse', line: 3 }));
  });

  it('refuses nesting 10,000 deep without overflowing the stack', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deck = parseJsonDeck(`{"cards": ${deep}}`, 'd.json');
    expect(readProblems(deck)[0]!.message).toContain('nested more than 64');
  });

  it('a card needs a name, an id, or set and number', () => {
    const deck = parseJsonDeck('{"cards": [{"count": 1}]}', 'd.json');
    expect(readProblems(deck)[0]!.message).toContain('cards[0]');
  });
});
