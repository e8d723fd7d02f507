import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { sample } from '../../src/lib/index.js';

const FILE = resolve(ROOT, 'examples/decks/charizard-ex.txt');

describeWithData('library sample()', () => {
  it('is totem sample DECK --format json: the same seed deals the same hand, a kept hand holds a Basic', async () => {
    const text = readFileSync(join(FILE), 'utf8');
    const result = await sample(text, { dataDirs: [DATA_DIR], offline: true, seed: 11, turns: 2, file: 'deck.txt' });
    if (!('hand' in result)) throw new Error('no deal');
    expect(result.hand).toHaveLength(7);
    expect(result.hand.some((c) => c.basic)).toBe(true);
    const cli = totem(['sample', FILE, '--seed', '11', '--turns', '2', '--format', 'json', '--offline']);
    expect(cli.status, cli.stderr).toBe(0);
    expect({ ...result, file: FILE.replace(`${ROOT}/`, '') }).toEqual(JSON.parse(cli.stdout));
  });
});
