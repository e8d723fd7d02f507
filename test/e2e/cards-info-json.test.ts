import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

const KEYS = [
  'id',
  'name',
  'set',
  'number',
  'supertype',
  'subtypes',
  'hp',
  'types',
  'retreatCost',
  'attacks',
  'abilities',
  'eligible',
  'reason',
  'stage',
  'stageName',
  'stageValue',
  'stageReason',
  'invocationCost',
  'prizeCards',
  'identity',
  'energyClass',
  'names',
  'singletonName',
  'fingerprint',
  'sameCardAs',
];

describeWithData('cards info --format json', () => {
  it('gives typed fields: numbers, booleans, arrays and objects, not prose', () => {
    const run = totem(['cards', 'info', 'Charizard ex OBF 125', '--format', 'json']);
    expect(run.status).toBe(0);
    const info = JSON.parse(run.stdout);
    expect(Object.keys(info)).toEqual(KEYS);
    expect(info).toMatchObject({
      id: 'sv3-125',
      name: 'Charizard ex',
      set: { id: 'sv3', code: 'OBF', name: 'Obsidian Flames' },
      number: '125',
      supertype: 'Pokémon',
      subtypes: ['Stage 2', 'ex', 'Tera'],
      hp: 330,
      types: ['Darkness'],
      retreatCost: 2,
      attacks: [{ name: 'Burning Darkness', cost: ['Fire', 'Fire'], damage: '180+' }],
      abilities: [{ kind: 'Ability', name: 'Infernal Reign' }],
      eligible: true,
      reason: null,
      stage: 2,
      stageName: 'Stage 2',
      stageValue: 3,
      invocationCost: 4,
      prizeCards: 2,
      identity: { types: ['Colorless', 'Darkness', 'Fire'], extraSlots: 1 },
      energyClass: null,
    });
    expect(info.identity.sources[1]).toEqual({
      type: 'Fire',
      from: 'attack',
      detail: 'Burning Darkness',
      label: 'Fire (attack Burning Darkness)',
    });
    expect(info.sameCardAs).toContainEqual({ id: 'sv3-215', set: 'OBF', number: '215' });
  });

  it('keeps the same keys for a card that is no Pokémon, with null where a fact does not apply', () => {
    const info = JSON.parse(totem(['cards', 'info', 'Arven SVI 166', '--format', 'json']).stdout);
    expect(Object.keys(info)).toEqual(KEYS);
    expect(info).toMatchObject({
      supertype: 'Trainer',
      hp: null,
      retreatCost: null,
      eligible: false,
      reason: expect.stringMatching(/Trainer card/),
      stage: null,
      stageValue: null,
      invocationCost: null,
      prizeCards: null,
      identity: null,
    });
    const jet = JSON.parse(totem(['cards', 'info', 'Jet Energy PAL 190', '--format', 'json']).stdout);
    expect(jet.energyClass).toEqual({ kind: 'colorless', types: [], reason: expect.any(String) });
  });

  it('a name with several versions lists them, as cost and identity do', () => {
    const cost = JSON.parse(totem(['cost', 'Pikachu', '--format', 'json']).stdout).versions as unknown[];
    const run = totem(['cards', 'info', 'Pikachu', '--format', 'json']);
    expect(run.status).toBe(0);
    const versions = JSON.parse(run.stdout).versions as { id: string; printings: string[]; eligible: boolean }[];
    expect(versions).toHaveLength(cost.length);
    expect(versions.length).toBeGreaterThan(10);
    expect(versions[0]!.printings[0]).toBe(versions[0]!.id);
    expect(versions.every((v) => v.eligible === false)).toBe(true);
    const text = totem(['cards', 'info', 'Pikachu']);
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n')[0]).toBe(`Pikachu has ${cost.length} different versions:`);
    expect(text.stdout).toMatch(/│ version │ printings\s+│ HP │ kind\s+│/);
  });
});
