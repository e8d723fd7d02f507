import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openPackDir } from '../../src/cards/pack/node.js';
import { PackError } from '../../src/cards/pack/reader.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';

const nextTask = () => new Promise((done) => setImmediate(done));

describeWithData(
  'a set file its stamp vouches for is read a line at a time, each pass checking it is that file',
  () => {
    it('a card read after the file was edited (its header read before, unchanged) is refused, never parsed', async () => {
      const pack = join(mkdtempSync(join(tmpdir(), 'totem-range-')), 'pack');
      cpSync(SHARED_PACK, pack, { recursive: true });
      // The first open hashes sv3 whole and stamps it; the second reads its header and the card lines it is asked.
      expect((await openPackDir(pack)).byId('sv3-125')?.name).toBe('Charizard ex');
      const opened = await openPackDir(pack);
      expect(opened.byId('sv3-1')?.id).toBe('sv3-1');
      await nextTask();
      const file = join(pack, 'sets/sv3.jsonl');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace('"Charizard ex"', '"Charizard ez"'));
      let error: unknown;
      try {
        opened.byId('sv3-125');
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(PackError);
      expect((error as PackError).message).toMatch(/sets\/sv3\.jsonl does not match its digest in index\.json/);
      // Asked again in the same pass (a caller that caught it): refused again, never read from the edited file.
      expect(() => opened.byId('sv3-125')).toThrow(/does not match its digest/);
      // A new run hashes the edited file again: refused as before.
      await nextTask();
      expect(() => opened.byId('sv3-125')).toThrow(PackError);
      await expect(openPackDir(pack).then((next) => next.byId('sv3-125'))).rejects.toThrow(/does not match its digest/);
    });
  },
);
