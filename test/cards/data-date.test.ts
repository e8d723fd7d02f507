import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';
import { describeWithTcgdex } from '../helpers/tcgdex.js';

// Issue 40 item 3: `totem --version` and `totem cards status` say the card data's date (the pack's newest set and
// its release date), offline; past 90 days, one notice on stderr says how to update ("caniuse-lite is outdated"),
// never in the JSON. The clock is fixed by TOTEM_TODAY.

interface IndexFile {
  sets: { set: { name: string; code?: string; id: string; releaseDate: string } }[];
}

describeWithData('the card data date', () => {
  describeWithTcgdex('of the pack of both datasets', () => {
    const newest = (JSON.parse(readFileSync(join(SHARED_PACK, 'index.json'), 'utf8')) as IndexFile).sets
      .map((e) => e.set)
      .reduce((a, b) => (b.releaseDate > a.releaseDate ? b : a));
    const named = `${newest.name} (${newest.code ?? newest.id})`;
    const day = (offset: number): string =>
      new Date(Date.parse(newest.releaseDate) + offset * 86_400_000).toISOString().slice(0, 10);
    const run = (args: string[], today: string) =>
      totem(args, { data: false, env: { TOTEM_PACK_DIR: SHARED_PACK, TOTEM_TODAY: today } });
    const notices = (stderr: string) => stderr.split('\n').filter(Boolean);
    // The tests' TOTEM_API_URL (a closed port) sets the Pokémon TCG API explicitly (test/helpers/cli.ts).
    const UNTIL =
      'the Pokémon TCG API: asked at TOTEM_API_URL or with the API key set (its public service ends on 2027-03-01)';

    it('--version: the version, then the newest set and its date; no notice at 90 days', () => {
      const version = run(['--version'], day(90));
      expect(version.status).toBe(0);
      expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n/);
      expect(version.stdout.split('\n')[1]).toBe(`card data: ${named}, released ${newest.releaseDate}`);
      expect(version.stderr).toBe('');
    });

    it('--version at 91 days: one notice on stderr saying how to update, in English or Spanish', () => {
      const version = run(['--version'], day(91));
      expect(version.status).toBe(0);
      expect(notices(version.stderr)).toEqual([
        `totem: warning: the card data is 91 days old (its newest set was released ${newest.releaseDate}): \`npm update -g totem-deck\` (or \`totem cards sync\`) brings newer cards`,
      ]);
      const es = run(['--lang', 'es', '--version'], day(91));
      expect(es.stdout.split('\n')[1]).toBe(`datos de cartas: ${named}, publicada el ${newest.releaseDate}`);
      expect(notices(es.stderr)).toEqual([
        `totem: aviso: los datos de cartas tienen 91 días (su expansión más reciente salió el ${newest.releaseDate}): \`npm update -g totem-deck\` (o \`totem cards sync\`) trae cartas más nuevas`,
      ]);
    });

    it('cards status --format json: the date in the JSON (stdout alone), the notice once on stderr', () => {
      const status = run(['cards', 'status', '--format', 'json'], day(200));
      expect(status.status).toBe(0);
      expect(JSON.parse(status.stdout)).toEqual({
        newestSet: named,
        releaseDate: newest.releaseDate,
        old: true,
        newerSets: [],
        pokemonTcgApi: { asked: true, until: '2027-03-01', explicit: true },
      });
      expect(notices(status.stderr)).toHaveLength(1);
      expect(status.stderr).toContain('the card data is 200 days old');
      // TCGdex off (the tests' default): no set list asked, none named.
      const recent = run(['cards', 'status', '--offline'], day(3));
      expect([recent.status, recent.stdout, recent.stderr]).toEqual([
        0,
        `card data: ${named}, released ${newest.releaseDate}\n${UNTIL}\n`,
        '',
      ]);
    });
  });
});
