import { describe, expect, it } from 'vitest';
import { POKEMONTCG_API_END, pokemonTcgApiAsked } from '../../src/sources/pokemontcg/api.js';

// Issue 40, item 4: the Pokémon TCG API goes offline on 2027-03-01; "today" is given, never the clock.
describe('the Pokémon TCG API after its end date', () => {
  it('is asked through pokemontcgsdk until 2027-03-01', () => {
    expect(POKEMONTCG_API_END).toBe('2027-03-01');
    expect(pokemonTcgApiAsked({}, new Date('2026-12-06T12:00:00Z'))).toBe(true);
    expect(pokemonTcgApiAsked({}, new Date('2027-02-28T23:59:59Z'))).toBe(true);
  });

  it('from that date, only when TOTEM_API_URL or a key is set explicitly', () => {
    const after = new Date('2027-03-01T00:00:00Z');
    expect(pokemonTcgApiAsked({}, after)).toBe(false);
    expect(pokemonTcgApiAsked({ baseUrl: '', apiKey: '' }, after)).toBe(false);
    expect(pokemonTcgApiAsked({ baseUrl: 'http://127.0.0.1:9/v2' }, after)).toBe(true);
    expect(pokemonTcgApiAsked({ apiKey: 'key' }, after)).toBe(true);
  });
});
