import { cpSync, existsSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';

const deck = 'examples/decks/dragapult-ex-invalid.txt';
const check = (pack: string) =>
  totem(['check', deck, '--offline', '--format', 'json'], { data: false, env: { TOTEM_PACK_DIR: pack } });

describeWithData("a pack file's digest is checked once while the file stays the same (a stamp beside it)", () => {
  it('an edit of the same size after the stamp, even with its time set back, is still caught: exit 2, no verdict', () => {
    const pack = join(mkdtempSync(join(tmpdir(), 'totem-stamp-')), 'pack');
    cpSync(SHARED_PACK, pack, { recursive: true });
    const first = check(pack);
    expect(first.status).toBe(1);
    const stampFile = join(pack, '.digests.json');
    const stamp = readFileSync(stampFile, 'utf8');
    const entries = JSON.parse(stamp) as Record<string, string>;
    expect(entries['sets/sv3.jsonl']).toMatch(/\tsha256-[0-9a-f]{64}$/);
    // The stamp is what the next run goes by for an unchanged file (here a wrong digest in it is believed)...
    const wrong = entries['sets/sv3.jsonl']!.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    writeFileSync(stampFile, JSON.stringify({ ...entries, 'sets/sv3.jsonl': wrong }));
    expect(check(pack).stderr).toMatch(/sets\/sv3\.jsonl does not match its digest/);
    writeFileSync(stampFile, stamp);
    expect(check(pack).stdout).toBe(first.stdout);
    // ...but an edit of the same size, its modification time put back, is hashed again and refused.
    const file = join(pack, 'sets/sv3.jsonl');
    const { atime, mtime } = statSync(file);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('"Psychic"', '"Psychix"'));
    expect(readFileSync(file, 'utf8')).not.toBe(text);
    expect(readFileSync(file).length).toBe(Buffer.byteLength(text));
    utimesSync(file, atime, mtime);
    const edited = check(pack);
    expect(edited.status).toBe(2);
    expect(edited.stderr).toMatch(/card pack: sets\/sv3\.jsonl does not match its digest in index\.json/);
    expect(edited.stdout).not.toMatch(/"valid"/);
    expect(existsSync(join(pack, '.digests.json'))).toBe(true);
  }, 120_000);
});
