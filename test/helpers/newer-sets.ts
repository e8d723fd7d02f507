import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './cli.js';
import type { FakeTcgdexCheckout } from './fake-tcgdex.js';

// Issue 40: the sets newer than the card pack (it ends at Pitch Black, 2026-07-17) as a stand-in TCGdex serves
// them (test/helpers/fake-tcgdex.js, in the shape of TCGdex's meta/openapi.yaml): 30th Celebration (30C), its
// Classic Collection (30C:CC, old numbers) and Delta Reign (DLR), one card of each. For the CLI's tests and the
// library's and page's.

const serie = { id: 'me', name: { en: 'Mega Evolution' } };
const set = (id: string, name: string, official: string, releaseDate: string) => ({
  id,
  serie,
  data: { id, name: { en: name }, abbreviations: { official }, cardCount: { official: 100 }, releaseDate },
});
const pokemon = (name: string, types: string[], attack: [string, string[], number], extra: object = {}) => ({
  name: { en: name },
  category: 'Pokemon',
  rarity: 'Common',
  hp: 70,
  types,
  stage: 'Basic',
  retreat: 1,
  regulationMark: 'J',
  weaknesses: [{ type: 'Grass', value: '×2' }],
  attacks: [{ name: { en: attack[0] }, cost: attack[1], damage: attack[2] }],
  ...extra,
});
export const CHECKOUT: FakeTcgdexCheckout = {
  root: ROOT,
  sets: [
    // The code the client asks along with every set code (an answer without it is cut, not "no such set").
    set('sv01', 'Scarlet & Violet', 'SVI', '2023-03-31'),
    set('me05.5', '30th Celebration', '30C', '2026-09-16'),
    set('me05.5cc', '30th Celebration Classic Collection', '30C:CC', '2026-09-16'),
    set('me06', 'Delta Reign', 'DLR', '2026-11-06'),
  ],
  cards: [
    // A Basic Mega ex whose attack costs three types: the Totem, its identity Darkness, Fire and Colorless.
    {
      id: 'me06-084',
      localId: '084',
      setId: 'me06',
      data: pokemon('Mega Rayquaza ex', ['Darkness'], ['Delta Storm', ['Fire', 'Darkness', 'Colorless'], 280], {
        hp: 320,
        suffix: 'EX',
        retreat: 2,
      }),
    },
    {
      id: 'me05.5-066',
      localId: '066',
      setId: 'me05.5',
      data: pokemon('Mew ex', ['Psychic'], ['Psyshot', ['Psychic'], 30], { hp: 180, suffix: 'EX' }),
    },
    {
      id: 'me05.5cc-4',
      localId: '4',
      setId: 'me05.5cc',
      data: pokemon('Charmander', ['Fire'], ['Ember', ['Fire'], 30]),
    },
  ],
};

export const NEW_LINES = ['1 Mega Rayquaza ex DLR 84', '1 Charmander 30C:CC 4', '1 Mew ex 30C 66'];
/** The Charizard ex example with the three lines in place of its Totem and two Pokémon. */
export const newerDeck = (...replaced: [string, string][]): string => {
  let text = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8')
    .replace('1 Charizard ex OBF 125', NEW_LINES[0]!)
    .replace('1 Charcadet PAF 14', NEW_LINES[1]!)
    .replace('1 Victini TEF 30', NEW_LINES[2]!);
  for (const [from, to] of replaced) text = text.replace(from, to);
  return text;
};
