import { describe, expect, it } from 'vitest';
import { formatExport } from '../../src/format/export.js';
import type { ExportDeck, ExportLine } from '../../src/model/export.js';

const line = (count: number, name: string, set: string, number: string, image: string | null = null): ExportLine => ({
  count,
  name,
  set,
  number,
  image,
});
const IMAGE = 'https://assets.tcgdex.net/en/sv/sv03/125/high.png';
const DECK: ExportDeck = {
  file: 'deck\u001b[2J<i>.txt',
  totem: [line(1, 'Charizard ex', 'OBF', '125', IMAGE)],
  pokemon: [line(1, 'Bad\u202e<script>x', 'OBF', '1')],
  trainer: [line(1, 'Ultra Ball', 'SVI', '196')],
  energy: [line(97, 'Basic {R} Energy', 'SVE', '2')],
};

describe('formatExport', () => {
  it('ptcgl: sections with counts, the Totem first among the Pokémon, control characters stripped', () => {
    expect(formatExport(DECK, 'ptcgl')).toBe(
      'Pokémon: 2\n1 Charizard ex OBF 125\n1 Bad<script>x OBF 1\n\nTrainer: 1\n1 Ultra Ball SVI 196\n\n' +
        'Energy: 97\n97 Basic {R} Energy SVE 2\n\nTotal Cards: 100\n',
    );
  });

  it('tts: the 99 as one deck (a card per copy), the Totem apart with its picture; no control character', () => {
    const json = formatExport(DECK, 'tts');
    expect(json).not.toMatch(/[\u001b\u202e]/);
    const saved = JSON.parse(json);
    expect(saved.ObjectStates[0].ContainedObjects).toHaveLength(99);
    expect(saved.ObjectStates[0].DeckIDs).toHaveLength(99);
    expect(saved.ObjectStates[1]).toMatchObject({ Name: 'Card', Nickname: 'Charizard ex', Description: 'OBF 125' });
    expect(Object.values(saved.ObjectStates[1].CustomDeck)).toEqual([expect.objectContaining({ FaceURL: IMAGE })]);
  });

  it('totem-zone: the Totem with its picture, every name HTML-escaped', () => {
    const html = formatExport(
      { ...DECK, totem: [line(1, '<img src=x onerror=alert(1)>', 'X', '1', IMAGE)] },
      'totem-zone',
    );
    expect(html).toContain(`<img src="${IMAGE}" alt="">`);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('deck&#60;i&#62;.txt');
    expect(html).not.toMatch(/[\u001b]/);
  });
});
