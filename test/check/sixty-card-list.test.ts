import { expect, it } from 'vitest';
import { checkParsedDeck } from '../../src/check/run.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { parseDeck } from '../../src/parse/index.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

/** Issue 31 item 8: a 60-card list with no Totem says what it looks like first, before its deck-size problems. */
const SIXTY = [
  'Pokémon: 4',
  '4 Charmander MEW 4',
  'Trainer: 4',
  '4 Arven SVI 166',
  'Energy: 52',
  '52 Fire Energy',
].join('\n');

describeWithData('a 60-card list', () => {
  const check = async (text: string, locale = undefined as typeof SPANISH | undefined) => {
    const parsed = await parseDeck(Buffer.from(text), 'list.txt');
    return (await checkParsedDeck(parsed, realLookup(), { context: { bans: [] }, locale })).report;
  };

  it('leads with one line saying a Totem deck is 1 Totem + 99 cards (en + es)', async () => {
    const report = await check(SIXTY);
    expect(report.notes[0]).toMatchObject({ id: 'sixty-card-list', line: null });
    expect(report.notes[0]!.message).toBe('this looks like a 60-card list; a Totem deck is 1 Totem + 99 cards');
    expect(report.problems.map((p) => p.rule)).toContain('deck-size');
    const es = await check(SIXTY, SPANISH);
    expect(es.notes[0]!.message).toBe('parece una lista de 60 cartas; un mazo Tótem es 1 Tótem + 99 cartas');
  });

  it('not for a list with a Totem, nor for another size', async () => {
    expect((await check(`Totem: 1\n1 Charizard ex OBF 125\n${SIXTY}`)).notes.map((n) => n.id)).not.toContain(
      'sixty-card-list',
    );
    expect((await check(SIXTY.replace('52 Fire', '51 Fire'))).notes.map((n) => n.id)).not.toContain('sixty-card-list');
  });
});
