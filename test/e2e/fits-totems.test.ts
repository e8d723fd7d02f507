import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describeWithData, SHARED_PACK } from '../helpers/dataset.js';

const GARDEVOIR = 'Mega Gardevoir ex MEG 60';

describeWithData('cards find --fits and totems on the real cards', () => {
  it('--fits JSON: the Totem, its identity, and cards that fit (each with fits, uses, limits)', () => {
    const run = totem(['cards', 'find', '--fits', GARDEVOIR, 'Kirlia', '--format', 'json']);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.totem).toEqual({ ids: ['me1-60'], name: 'Mega Gardevoir ex', set: 'MEG', number: '60' });
    expect(out.identity).toEqual(['Colorless', 'Psychic']);
    expect(out.listed).toBe(out.cards.length);
    for (const c of out.cards) {
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining(['id', 'name', 'set', 'number', 'category', 'types', 'fits', 'uses', 'limits']),
      );
      expect(c.fits).toBe(true);
    }
    expect(
      out.cards.some((c: { types: string[]; uses: string[] }) => c.types.includes('Psychic') && !c.uses.length),
    ).toBe(true);
  });

  it('--extra-types declared: a card of another type is left out, and --why says why (exit 1)', () => {
    const run = totem([
      'cards',
      'find',
      '--fits',
      GARDEVOIR,
      'Charizard ex',
      '--extra-types',
      'Water',
      '--format',
      'json',
    ]);
    const names = JSON.parse(run.stdout).cards.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Charizard ex');
    const why = totem([
      'cards',
      'find',
      '--fits',
      GARDEVOIR,
      '--why',
      'Charizard ex OBF 125',
      '--extra-types',
      'Water',
    ]);
    expect(why.status).toBe(1);
    expect(why.stdout).toContain('type-identity');
    const fits = totem(['cards', 'find', '--fits', GARDEVOIR, '--why', 'Kirlia MEG 59']);
    expect([fits.status, fits.stdout.includes('fits')]).toEqual([0, true]);
  });

  it("--fits takes the folder's house config as check does: rules switched off, limits switched off", () => {
    const dir = mkdtempSync(join(tmpdir(), 'totem-fits-house-'));
    const why = ['cards', 'find', '--fits', 'Charizard ex OBF 125', '--extra-types', 'Water', '--why', 'Kirlia MEG 59'];
    expect(totem(why, { cwd: dir }).status).toBe(1);
    const ball = ['cards', 'find', '--fits', 'Charizard ex OBF 125', '--why', 'Master Ball PLB 94', '--format', 'json'];
    expect(JSON.parse(totem(ball, { cwd: dir }).stdout).limits).toEqual(['ace-spec-limit']);
    writeFileSync(
      join(dir, 'totem.config.json'),
      JSON.stringify({ rules: { 'type-identity': 'off', 'ace-spec-limit': 'off' } }),
    );
    expect(totem(why, { cwd: dir }).status).toBe(0);
    expect(JSON.parse(totem(ball, { cwd: dir }).stdout).limits).toEqual([]);
  });

  it('--fits --variant tribute (or the config\'s "variant"): a Pokémon with no Rule Box is a Totem', () => {
    const args = ['cards', 'find', '--fits', 'Charmander MEW 4', 'Charmeleon'];
    expect(totem(args).status).toBe(2);
    expect(totem([...args, '--variant', 'tribute']).status).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'totem-fits-tribute-'));
    writeFileSync(join(dir, 'totem.config.json'), JSON.stringify({ variant: 'tribute' }));
    expect(totem(args, { cwd: dir }).status).toBe(0);
  });

  it('no match exits 1; a card that cannot be a Totem is a usage error (exit 2)', () => {
    expect(totem(['cards', 'find', '--fits', GARDEVOIR, 'zzqqxx']).status).toBe(1);
    expect(totem(['cards', 'find', '--fits', GARDEVOIR, 'zzqqxx', '--format', 'json']).status).toBe(1);
    const trainer = totem(['cards', 'find', '--fits', 'Ultra Ball SVI 196', 'a']);
    expect(trainer.status).toBe(2);
    expect(trainer.stderr).toContain("can't be a Totem");
  });

  // Spanish names come from TCGdex: the pack of both datasets (built by the global setup when both are there).
  it.skipIf(!existsSync(join(SHARED_PACK, 'index.json')))('Spanish: names searched and shown in Spanish', () => {
    const run = totem(['cards', 'find', '--fits', GARDEVOIR, 'Energía Psíquica', '--lang', 'es'], {
      data: false,
      env: { TOTEM_PACK_DIR: SHARED_PACK },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Energía Psíquica');
    expect(run.stdout).toContain('Cartas que caben con');
  });

  it('totems --types: every identity holds the types, cheapest first; JSON shape; no match exits 1', () => {
    const run = totem(['totems', '--types', 'Psychic,Fire', '--format', 'json']);
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.types).toEqual(['Psychic', 'Fire']);
    expect(out.totems.length).toBeGreaterThan(0);
    for (const t of out.totems) expect(t.identity).toEqual(expect.arrayContaining(['Psychic', 'Fire']));
    const costs = out.totems.map((t: { invocationCost: number | null }) => t.invocationCost ?? Infinity);
    expect(costs).toEqual([...costs].sort((a: number, b: number) => a - b));
    expect(totem(['totems', '--types', 'Water,Fire', 'gardevoir']).status).toBe(1);
    expect(totem(['totems', '--types', 'Fuego', '--lang', 'es']).stdout).toContain('Tótems cuya identidad cubre Fuego');
  });
});
