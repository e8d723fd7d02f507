import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { applyRepair, checkDeck } from '../../src/lib/index.js';
import * as browser from '../../src/lib/browser.js';

// A PTCG Live export with no Totem section, Charmander and Squirtle (one type too many), Arven twice, "Energy: 20" over 19.
const LIST = readFileSync(join(ROOT, 'test/fixtures/ptcg-live/repair-walk.txt'), 'utf8');

it('applyRepair is the same call from both library entries', () => {
  expect(browser.applyRepair).toBe(applyRepair);
});

describeWithData('library checkDeck: the repairs of each problem', () => {
  it('fix and suggestions come in the report, in its language; applying them leaves the problem gone', async () => {
    const options = { dataDirs: [DATA_DIR], offline: true, config: false as const };
    const report = await checkDeck(LIST, { ...options, lang: 'es' });
    const count = report.problems.find((p) => p.rule === 'section-count')!;
    expect(count.fix).toMatchObject({ op: 'set-count', label: 'pon 19 en el encabezado Energía' });
    const choose = report.problems.find((p) => p.rule === 'totem-missing')!.suggestions![0]!;
    expect(choose).toMatchObject({ op: 'choose-totem', label: 'haz de Mega Gardevoir ex MEG 60 el Tótem' });
    const fixed = applyRepair(applyRepair(LIST, count.fix!), choose);
    expect(fixed.startsWith('Tótem: 1\n1 Mega Gardevoir ex MEG 60\n\nPokémon: 37\n')).toBe(true);
    const again = await checkDeck(fixed, options);
    expect(again.problems.map((p) => p.rule)).toEqual(['type-identity', 'singleton']);
    expect(again.totem?.name).toBe('Mega Gardevoir ex');
  });
});
