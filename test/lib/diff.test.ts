import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
import { diff } from '../../src/lib/index.js';

const A = readFileSync(join(ROOT, 'examples/decks/charizard-ex.txt'), 'utf8');
/** A with one card swapped: Arven out, Nest Ball in. */
const B = A.replace(/^1 Arven .*$/m, '1 Nest Ball SVI 181');

describeWithData('library diff()', () => {
  it('is totem diff A B --format json: the card added and removed, both verdicts', async () => {
    expect(B).not.toBe(A);
    const result = await diff(
      { text: A, file: 'a.txt' },
      { text: B, file: 'b.txt' },
      { dataDirs: [DATA_DIR], offline: true },
    );
    expect(result.added.map((c) => c.name)).toEqual(['Nest Ball']);
    expect(result.removed.map((c) => c.name)).toEqual(['Arven']);
    expect(result.changed).toEqual([]);
    expect([result.a.valid, result.b.valid, result.same]).toEqual([true, true, false]);
    const dir = mkdtempSync(join(tmpdir(), 'totem-diff-lib-'));
    writeFileSync(join(dir, 'a.txt'), A);
    writeFileSync(join(dir, 'b.txt'), B);
    const cli = totem(['diff', join(dir, 'a.txt'), join(dir, 'b.txt'), '--format', 'json', '--offline']);
    expect(cli.status).toBe(1);
    const json = JSON.parse(cli.stdout);
    expect({ ...result, a: { ...result.a, file: json.a.file }, b: { ...result.b, file: json.b.file } }).toEqual(json);
  });
});
