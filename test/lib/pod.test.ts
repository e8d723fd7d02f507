import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { pod } from '../../src/lib/index.js';

const text = (name: string): string => readFileSync(join(ROOT, 'examples/decks', name), 'utf8');

describeWithData('library pod()', () => {
  it('is totem pod --format json, with the config’s watch list; more than 8 decks is a usage error', async () => {
    const config = { watch: [{ card: 'Iono', reason: 'ask first' }] };
    const decks = [
      { text: text('charizard-ex.txt'), file: 'charizard-ex.txt' },
      { text: text('dragapult-ex-invalid.txt'), file: 'dragapult-ex-invalid.txt' },
    ];
    const result = await pod(decks, { dataDirs: [DATA_DIR], offline: true, config });
    expect(result.decks.map((d) => [d.file, d.valid, d.errors])).toEqual([
      ['charizard-ex.txt', true, 0],
      ['dragapult-ex-invalid.txt', false, 3],
    ]);
    expect(result.decks[0]!.watch).toEqual([{ card: 'Iono', reason: 'ask first', line: expect.any(Number) }]);
    const cli = JSON.parse(totem(['pod', 'examples/decks/charizard-ex.txt', '--format', 'json', '--offline']).stdout)
      .decks[0];
    expect({ ...result.decks[0], file: cli.file, watch: [] }).toEqual(cli);
    await expect(
      pod(
        Array.from({ length: 9 }, () => decks[0]!),
        { dataDirs: [DATA_DIR] },
      ),
    ).rejects.toMatchObject({
      exitCode: 2,
    });
  });
});
