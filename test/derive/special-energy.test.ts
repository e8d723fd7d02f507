import { expect, it } from 'vitest';
import { classifySpecialEnergy } from '../../src/derive/special-energy.js';
import { describeWithData, realLookup } from '../helpers/dataset.js';

const classOf = (id: string) => classifySpecialEnergy(realLookup().store.byId(id)!);

describeWithData('Special Energy classification on the real dataset', () => {
  it('every Special Energy gets a class', () => {
    const specials = realLookup()
      .store.allCards()
      .filter((c) => c.supertype === 'Energy' && c.energyKind === 'special');
    expect(specials.length).toBeGreaterThan(180);
    const unknown = specials.filter((c) => classifySpecialEnergy(c).kind === 'unknown').map((c) => `${c.id} ${c.name}`);
    expect(unknown).toEqual([]);
  });

  it.each([
    ['base1-96', 'Double Colorless Energy'],
    ['sv2-190', 'Jet Energy'],
    ['swsh2-174', 'Twin Energy'],
    ['sv6-167', 'Legacy Energy'],
    ['bw4-93', 'Prism Energy'],
    ['zsv10pt5-86', 'Prism Energy (Black Bolt)'],
    ['bw6-117', 'Blend Energy GrassFirePsychicDarkness'],
    ['sm5-137', 'Unit Energy GrassFireWater'],
    ['swsh1-186', 'Aurora Energy'],
    ['xy6-97', 'Double Dragon Energy'],
    ['sv5-162', 'Neo Upper Energy'],
    ['sv2-191', 'Luminous Energy'],
    ['ecard2-144', 'Rainbow Energy (Aquapolis)'],
    ['xy1-131', 'Rainbow Energy (XY)'],
  ])('%s %s is Special Colorless', (id) => {
    expect(classOf(id).kind).toBe('colorless');
  });

  it.each([
    ['xy8-151', 'Burning Energy', ['Fire']],
    ['sv10-182', "Team Rocket's Energy", ['Psychic', 'Darkness']],
    ['swsh5-141', 'Single Strike Energy', ['Fighting', 'Darkness']],
    ['swsh5-140', 'Rapid Strike Energy', ['Water', 'Fighting']],
    ['ex10-96', 'Darkness Energy (special)', ['Darkness']],
    ['hgss3-80', 'Metal Energy (special)', ['Metal']],
    ['ex7-94', 'Dark Metal Energy', ['Metal', 'Darkness']],
    [
      'base5-80',
      'Rainbow Energy (Team Rocket)',
      ['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Fairy'],
    ],
  ])('%s %s counts as its types', (id, _name, types) => {
    const cls = classOf(id);
    expect(cls.kind).toBe('types');
    expect(cls.kind === 'types' && [...cls.types].sort()).toEqual([...types].sort());
  });
});
