import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { checkDeck } from '../../src/lib/index.js';

const FILE = 'examples/tribute/pikachu.txt';
const TEXT = readFileSync(join(ROOT, FILE), 'utf8');

describeWithData('library checkDeck(text, { variant })', () => {
  it('{ variant: "tribute" } is `totem check --variant tribute --format json`; a wrong one is a usage error', async () => {
    const options = { dataDirs: [DATA_DIR], offline: true, config: false as const, file: FILE };
    const tribute = await checkDeck(TEXT, { ...options, variant: 'tribute' });
    expect(tribute).toMatchObject({ valid: true, variant: 'tribute', totem: { name: 'Pikachu', tributeCost: 1 } });
    const cli = JSON.parse(totem(['check', FILE, '--variant', 'tribute', '--format', 'json', '--offline']).stdout);
    expect(JSON.parse(JSON.stringify(tribute)).totem).toEqual(cli.decks[0].totem);
    const standard = await checkDeck(TEXT, options);
    expect([standard.valid, standard.variant, standard.problems[0]?.rule]).toEqual([
      false,
      'standard',
      'totem-eligible',
    ]);
    // The config's variant, when the option does not name one.
    expect((await checkDeck(TEXT, { ...options, config: { variant: 'tribute' } })).valid).toBe(true);
    await expect(checkDeck(TEXT, { ...options, variant: 'house' as 'tribute' })).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('variant'),
    });
  });
});
