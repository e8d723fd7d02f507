import { describe, expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { POKEMONTCG_API_END, pokemonTcgApiAsked } from '../../src/sources/settings.js';

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

// …and `totem cards status` says which applies today, with the date (no network: the settings and TOTEM_TODAY).
describe('cards status: whether the Pokémon TCG API is asked', () => {
  const status = (today: string, env: Record<string, string | undefined> = {}, ...args: string[]) =>
    totem(['cards', 'status', '--offline', ...args], {
      data: false,
      env: { TOTEM_TODAY: today, TOTEM_API_URL: undefined, ...env },
    });
  const apiLine = (stdout: string) => stdout.split('\n')[1];

  it('until 2027-03-01: asked after TCGdex, and from when not; in English and Spanish, and in the JSON', () => {
    const before = status('2027-02-28');
    expect(before.status).toBe(0);
    expect(apiLine(before.stdout)).toBe(
      'the Pokémon TCG API: asked after TCGdex for a card the card data lacks until 2027-03-01, the day it goes offline; from then only when TOTEM_API_URL or an API key is set',
    );
    expect(apiLine(status('2027-02-28', {}, '--lang', 'es').stdout)).toMatch(
      /^la API de Pokémon TCG: se consulta después de TCGdex .* hasta el 2027-03-01, el día en que deja de funcionar/,
    );
    expect(JSON.parse(status('2027-02-28', {}, '--format', 'json').stdout)).toEqual({
      pokemonTcgApi: { asked: true, until: '2027-03-01', explicit: false },
    });
  });

  it('a TOTEM_TODAY that is no date is today, not an internal error', () => {
    const run = status('not-a-day');
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(apiLine(run.stdout)).toMatch(/^the Pokémon TCG API: /);
  });

  it('from 2027-03-01: not asked, unless TOTEM_API_URL or a key is set', () => {
    const after = status('2027-03-01');
    expect(after.status).toBe(0);
    expect(apiLine(after.stdout)).toBe(
      'the Pokémon TCG API: offline since 2027-03-01, so not asked; TOTEM_API_URL or an API key asks a server of its shape',
    );
    expect(JSON.parse(status('2027-03-01', {}, '--format', 'json').stdout).pokemonTcgApi).toEqual({
      asked: false,
      until: '2027-03-01',
      explicit: false,
    });
    for (const env of [{ TOTEM_API_URL: 'http://127.0.0.1:9/v2' }, { POKEMONTCG_API_KEY: 'key' }]) {
      const set = status('2027-03-01', env);
      expect(apiLine(set.stdout)).toBe(
        'the Pokémon TCG API: asked at TOTEM_API_URL or with the API key set (its public service ends on 2027-03-01)',
      );
      expect(JSON.parse(status('2027-03-01', env, '--format', 'json').stdout).pokemonTcgApi.asked).toBe(true);
    }
  });
});
