import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

describeWithData('commands end to end', () => {
  it('cost "M Venusaur-EX XY 2": stage value 4, cost 6', () => {
    const json = totem(['cost', 'M Venusaur-EX XY 2', '--format', 'json']);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      card: { id: 'xy1-2' },
      stage: 3,
      stageValue: 4,
      retreatCost: 4,
      invocationCost: 6,
      kos: 0,
      prizeCards: 2,
    });
    const text = totem(['cost', 'M Venusaur-EX XY 2']).stdout;
    expect(text).toMatch(/stage value 4/);
    expect(text).toMatch(/Invocation Cost\s+6/);
    expect(text).toMatch(/M Pokémon-EX of a Stage 2 \(Venusaur\)/);
  });

  it('cost --kos and the tribute variant', () => {
    expect(
      JSON.parse(totem(['cost', 'Charizard ex OBF 125', '--kos', '1', '--format', 'json']).stdout).invocationCost,
    ).toBe(5);
    const tribute = JSON.parse(
      totem(['cost', 'sv3-125', '--variant', 'tribute', '--returns', '2', '--format', 'json']).stdout,
    );
    expect(tribute).toMatchObject({ tributeCost: 5, tribute: { evolutionTribute: true, interpretation: false } });
    const vstar = JSON.parse(totem(['cost', 'CRZ GG70', '--variant', 'tribute', '--format', 'json']).stdout);
    expect(vstar).toMatchObject({ tributeCost: 2, tribute: { interpretation: true } });
  });

  it('cost and identity of a card that cannot be a Totem say so and exit 1, as check would', () => {
    for (const command of ['cost', 'identity']) {
      const pikachu = totem([command, 'Pikachu PAF 131']);
      expect(pikachu.status).toBe(1);
      expect(pikachu.stdout).toMatch(/Pikachu PAF 131 can't be a Totem: Pikachu has no Rule Box/);
      expect(pikachu.stdout).not.toMatch(/Invocation Cost/);
    }
    const arven = totem(['cost', 'Arven SVI 166', '--format', 'json']);
    expect(arven.status).toBe(1);
    expect(JSON.parse(arven.stdout)).toMatchObject({ eligible: false, reason: expect.stringMatching(/Trainer card/) });
  });

  it('cost of a name with several versions lists them', () => {
    const run = totem(['cost', 'Charizard ex', '--format', 'json']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).versions).toHaveLength(3);
    expect(totem(['cost', 'Charizard ex']).stdout).toMatch(/3 different versions/);
  });

  it('identity: sources and slots; with --deck, what breaks', () => {
    const run = totem(['identity', 'Dragapult ex TWM 130', '--format', 'json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ types: ['Colorless', 'Dragon', 'Fire', 'Psychic'], extraSlots: 0 });
    const whatIf = totem([
      'identity',
      'Charizard ex OBF 125',
      '--deck',
      'examples/decks/kyogre-groudon-legend.txt',
      '--format',
      'json',
    ]);
    expect(whatIf.status).toBe(1);
    const breaks = JSON.parse(whatIf.stdout).breaks as { rule: string }[];
    expect(breaks.length).toBeGreaterThan(5);
    expect(new Set(breaks.map((b) => b.rule))).toContain('type-identity');
    expect(totem(['identity', 'Charizard ex OBF 125', '--deck', 'examples/decks/charizard-ex.txt']).status).toBe(0);
  });

  it('identity of a name with several versions lists each version', () => {
    const versions = JSON.parse(totem(['identity', 'Charizard ex', '--format', 'json']).stdout).versions as {
      types: string[];
      printings: string[];
    }[];
    expect(versions).toHaveLength(3);
    expect(versions.find((v) => v.printings.includes('sv3-125'))!.types).toEqual(['Colorless', 'Darkness', 'Fire']);
    expect(versions.find((v) => v.printings.includes('sv3pt5-6'))!.types).toEqual(['Colorless', 'Fire']);
  });

  it('cards info "CRZ GG70" shows Arceus VSTAR', () => {
    const run = totem(['cards', 'info', 'CRZ GG70']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Arceus VSTAR/);
    expect(run.stdout).toMatch(/swsh12pt5gg-GG70/);
  });

  it('cards find "charizard ex" groups printings into versions', () => {
    const rows = (
      JSON.parse(totem(['cards', 'find', 'charizard ex', '--format', 'json']).stdout) as {
        printings: { name: string; version: string; id: string }[];
      }
    ).printings;
    const zard = rows.filter((r) => r.name === 'Charizard ex');
    expect(new Set(zard.map((r) => r.version))).toEqual(new Set(['A', 'B', 'C']));
    const versionOf = (id: string) => zard.find((r) => r.id === id)!.version;
    expect(versionOf('sv3-125')).toBe(versionOf('sv4pt5-54'));
    expect(versionOf('sv3-125')).not.toBe(versionOf('sv3pt5-6'));
    expect(totem(['cards', 'find', 'charizard ex']).stdout).toMatch(/distinct versions/);
  });

  it('cards import reports 19783 cards into a fresh store', () => {
    const cache = mkdtempSync(join(tmpdir(), 'totem-import-'));
    const run = totem(['cards', 'import', DATA_DIR], { env: { TOTEM_CACHE_DIR: cache }, data: false });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Imported 19,783 cards from 170 sets/);
  });

  it('fmt prints a canonical list', () => {
    const run = totem(['fmt', '-'], {
      input:
        'Pokémon:\n1 Dreepy TWM 128\nEnergy:\n3 Basic {P} Energy SVE 5\n2 Basic Psychic Energy\nTotem:\n1 sv6-130\n',
    });
    expect(run.stdout).toBe(
      'Totem: 1\n1 Dragapult ex TWM 130\n\nPokémon: 1\n1 Dreepy TWM 128\n\nEnergy: 5\n5 Basic Psychic Energy\n\nTotal Cards: 7\n',
    );
  });

  it('takes globs and folders', () => {
    const report = JSON.parse(totem(['check', 'examples/decks/*.txt', '--format', 'json']).stdout) as Report;
    expect(report.decks.map((d) => d.file)).toEqual([
      'examples/decks/charizard-ex.txt',
      'examples/decks/dragapult-ex-invalid.txt',
      'examples/decks/kyogre-groudon-legend.txt',
      'examples/decks/not-a-totem.txt',
      'examples/decks/pikachu-v-union.txt',
    ]);
    expect(totem(['check', 'examples/**/*.json', '--format', 'json']).stdout).toMatch(/pidgeot-ex-colorless\.json/);
    expect(totem(['check', 'examples/nothing-*.txt']).status).toBe(2);
  });

  it('reads a deck from stdin and reports parse problems with their lines', () => {
    const run = totem(['check', '-', '--format', 'json'], {
      input: 'Totem: 1\n1 Charizard ex OBF 125\nPokémon: 1\n1 Charmander MEW 4\n!!garbage!!\n1 Arven SVI 166\n',
    });
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.decks[0]!.file).toBe('stdin');
    expect(report.decks[0]!.problems.filter((p) => p.rule === 'parse').map((p) => p.line)).toEqual([5]);
  });

  it('--totem takes the Totem out of the list; --extra-types declares types', () => {
    const list = 'Pokémon:\n1 Charizard ex OBF 125\n1 Lapras OBF 45\n1 Charmander MEW 4\n96 Basic {R} Energy SVE 2\n';
    const none = JSON.parse(
      totem(['check', '-', '--format', 'json', '--totem', 'Charizard ex OBF 125'], { input: list }).stdout,
    ) as Report;
    expect(none.decks[0]!.counts).toMatchObject({ totem: 1, deck: 98 });
    expect(none.decks[0]!.identity!.extraTypes).toEqual(['Water']);
    const declared = JSON.parse(
      totem(['check', '-', '--format', 'json', '--totem', 'Charizard ex OBF 125', '--extra-types', 'Grass'], {
        input: list,
      }).stdout,
    ) as Report;
    expect(declared.decks[0]!.problems.map((p) => p.rule)).toEqual(expect.arrayContaining(['type-identity']));
  });

  it('a house config turns a rule off and adds bans', () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-config-'));
    mkdirSync(join(dir, 'decks'));
    writeFileSync(
      join(dir, 'decks', 'd.txt'),
      'Totem: 1\n1 Dragapult ex TWM 130\nPokémon:\n1 Lapras OBF 45\n1 Dreepy TWM 128\n97 Basic {P} Energy SVE 5\n',
    );
    expect(totem(['check', 'decks'], { cwd: dir }).status).toBe(1);
    writeFileSync(
      join(dir, 'totem.config.json'),
      JSON.stringify({ rules: { 'type-identity': 'off', 'extra-types': 'warn' } }),
    );
    expect(totem(['check', 'decks'], { cwd: dir }).status).toBe(0);
    writeFileSync(
      join(dir, 'totem.config.json'),
      JSON.stringify({ rules: { 'type-identity': 'off' }, ban: ['Dreepy'] }),
    );
    const banned = JSON.parse(totem(['check', 'decks', '--format', 'json'], { cwd: dir }).stdout) as Report;
    expect(banned.decks[0]!.problems.map((p) => [p.rule, p.line])).toEqual([['banned', 5]]);
  });
});
