import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataDirsReader } from '../../src/packer/data-dirs.js';
import { dataDirState } from '../../src/packer/data-dir-state.js';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { buildPack } from '../../src/packer/pack.js';
import { openPackDir, packDir } from '../../src/cards/pack/node.js';
import { UsageError } from '../../src/model/errors.js';
import { openPack, PackError, type CardPack } from '../../src/cards/pack/reader.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { nameKey } from '../../src/model/names.js';
import { DATA_DIR, describeWithData, editSetFile } from '../helpers/dataset.js';
import { isLazy } from '../../src/cards/card-index.js';
import { LayeredIndex } from '../../src/cards/layered-index.js';
import { TCGDEX_DIR, describeWithTcgdex } from '../helpers/tcgdex.js';

/** Every file under a folder, by its path inside it, as bytes. */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      out.set(relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)));
  return out;
}

/** A few sets of each dataset, copied into a temp folder as checkouts (never into the repo). */
function smallCheckouts(): { ptcg: string; tcgdex: string } {
  const root = mkdtempSync(join(tmpdir(), 'totem-pack-'));
  const ptcg = join(root, 'pokemon-tcg-data');
  const keep = ['sv3', 'sv4', 'sve'];
  mkdirSync(join(ptcg, 'sets'), { recursive: true });
  mkdirSync(join(ptcg, 'cards', 'en'), { recursive: true });
  const sets = JSON.parse(readFileSync(join(DATA_DIR, 'sets', 'en.json'), 'utf8')) as { id: string }[];
  writeFileSync(join(ptcg, 'sets', 'en.json'), JSON.stringify(sets.filter((s) => keep.includes(s.id))));
  for (const id of keep) cpSync(join(DATA_DIR, 'cards', 'en', `${id}.json`), join(ptcg, 'cards', 'en', `${id}.json`));
  const tcgdex = join(root, 'cards-database');
  cpSync(join(TCGDEX_DIR, 'interfaces.d.ts'), join(tcgdex, 'interfaces.d.ts'));
  for (const [serie, set] of [
    ['Scarlet & Violet', 'Obsidian Flames'],
    ['Mega Evolution', 'Chaos Rising'],
  ] as const) {
    cpSync(join(TCGDEX_DIR, 'data', `${serie}.ts`), join(tcgdex, 'data', `${serie}.ts`));
    cpSync(join(TCGDEX_DIR, 'data', serie, `${set}.ts`), join(tcgdex, 'data', serie, `${set}.ts`));
    cpSync(join(TCGDEX_DIR, 'data', serie, set), join(tcgdex, 'data', serie, set), { recursive: true });
  }
  return { ptcg, tcgdex };
}

interface IndexJson {
  sets: { file: string; digest: string; bytes: number; size: number; set: { id: string } }[];
  tables: Record<string, { file: string; digest: string; bytes: number; size: number }>;
  ids: [string, number][];
}

/** A copy of a pack folder to damage, inside a fresh parent (so a sibling `pack-evil` can sit beside it). */
function copyOf(pack: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'totem-pack-damaged-')), 'pack');
  cpSync(pack, dir, { recursive: true });
  return dir;
}
const readIndex = (dir: string) => JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as IndexJson;
const writeIndex = (dir: string, index: IndexJson) => writeFileSync(join(dir, 'index.json'), JSON.stringify(index));
const digestOf = (bytes: Buffer) => `sha256-${createHash('sha256').update(bytes).digest('hex')}`;

/** Someone who rewrites the index too: the entry's digest and sizes made to match the file again. */
function reDigest(dir: string, file: string): void {
  const index = readIndex(dir);
  const bytes = readFileSync(join(dir, file));
  for (const entry of [...index.sets, ...Object.values(index.tables)])
    if (entry.file === file)
      Object.assign(entry, {
        digest: digestOf(bytes),
        bytes: bytes.length,
        // A plain file's text is its bytes; a gzip file keeps the inflated size the index gave it.
        ...(bytes[0] === 0x1f && bytes[1] === 0x8b ? {} : { size: bytes.length }),
      });
  writeIndex(dir, index);
}

/** The pack as the page reads it: no synchronous loader, files from `dir`. */
const served = (dir: string) => openPack(async (name) => new Uint8Array(readFileSync(join(dir, name))));

describeWithData('the card pack', () => {
  describeWithTcgdex('built from small checkouts of both datasets', () => {
    let dirs: string[];
    let out: string;
    let pack: CardPack;
    let store: CardCache;

    beforeAll(async () => {
      const { ptcg, tcgdex } = smallCheckouts();
      dirs = [ptcg, tcgdex];
      out = join(mkdtempSync(join(tmpdir(), 'totem-pack-out-')), 'pack');
      await buildPack(dirs, out);
      pack = await openPackDir(out);
      // The same checkouts read whole into a cache of their own: the pack must answer as it does.
      const { sets, cards, aliases } = (await dataDirsReader())(dirs.map(dataDirState), []);
      store = new CardCache(join(mkdtempSync(join(tmpdir(), 'totem-pack-cache-')), 'overlay'));
      store.putCards(cards, sets);
      for (const [alias, id] of aliases) store.addAlias(alias, id);
    }, 120_000);

    it('the same inputs give a byte-identical pack, built again elsewhere or over itself', async () => {
      const first = files(out);
      const elsewhere = join(mkdtempSync(join(tmpdir(), 'totem-pack-again-')), 'pack');
      await buildPack(dirs, elsewhere);
      expect(files(elsewhere)).toEqual(first);
      await buildPack(dirs, out);
      expect(files(out)).toEqual(first);
      expect([...first.keys()].filter((f) => !f.startsWith('sets/')).sort()).toEqual([
        'NOTICE.md',
        'aliases.tsv',
        'build-log.tsv',
        'index.json',
        'licenses/pokemontcg.txt',
        'licenses/tcgdex.txt',
        'names.tsv',
        'search.jsonl',
        'species.tsv',
      ]);
    }, 120_000);

    it("is lazy only without a synchronous loader (a page's pack): never in Node, nor over the cache", async () => {
      expect(isLazy(pack)).toBe(false);
      expect(isLazy(await served(out))).toBe(true);
      expect(isLazy(new LayeredIndex(pack, store))).toBe(false);
    });

    it('records its schema, a content hash, its sources and how new its newest set is', () => {
      const { info } = pack;
      expect(info.schema).toBe(3);
      expect(info.hash).toMatch(/^sha256-[0-9a-f]{64}$/);
      expect(info.sources.map((s) => s.kind)).toEqual(['pokemontcg', 'tcgdex']);
      expect(info.newest >= '2026-').toBe(true);
      expect(info.cards).toBe(store.count());
    });

    it('answers every read as the store imported from the same checkouts does', () => {
      expect(pack.sets()).toEqual(store.sets());
      expect(new Set(pack.nameKeys())).toEqual(new Set(store.nameKeys()));
      for (const card of store.allCards()) {
        expect(pack.byId(card.id)).toEqual(card);
        expect(pack.byName(card.nameKey)).toEqual(store.byName(card.nameKey));
        for (const name of Object.values(card.names ?? {})) {
          const key = nameKey(name);
          expect(pack.byName(key).map((c) => c.id)).toEqual(store.byName(key).map((c) => c.id));
        }
      }
      expect(pack.byId('sv03-125')).toEqual(store.byId('sv03-125'));
      expect(pack.bySetNumber('sv3', '125')).toEqual(store.bySetNumber('sv3', '125'));
      expect(pack.bySetCore('sv4', '1')).toEqual(store.bySetCore('sv4', '1'));
      expect(pack.speciesStage('charmeleon')).toEqual(store.speciesStage('charmeleon'));
      expect(pack.search('charizard').map((c) => c.id)).toEqual(store.search('charizard').map((c) => c.id));
      expect(pack.searchCount('ex')).toBe(store.searchCount('ex'));
    });

    it('gives the TCGdex image path of a card, and says which sets it holds whole', () => {
      expect(pack.imagePath('sv3-125')).toBe('sv/sv03/125');
      expect(pack.knowsSet('sv3')).toBe(true);
      expect(pack.knowsSet('sv10')).toBe(false);
    });

    it('without a synchronous loader, a lookup preloads the sets a deck needs and then resolves as in Node', async () => {
      const read = (name: string) => new Uint8Array(readFileSync(join(out, name)));
      const loaded: string[] = [];
      const lazy = await openPack(async (name) => (loaded.push(name), read(name)));
      const lookup = new CardLookup(lazy);
      const refs = [
        { set: 'OBF', number: '125', name: 'Charizard ex' },
        { name: 'Dracaufeu ex' },
        { name: 'Energía Fuego Básica' },
      ];
      await lookup.preload(refs);
      const eager = new CardLookup(pack);
      for (const ref of refs) expect(lookup.resolve(ref)).toEqual(eager.resolve(ref));
      // Only the sets those lines name were read, never the whole pack.
      expect(loaded.filter((f) => f.startsWith('sets/')).length).toBeLessThan(lazy.info.sets);
    });

    it('a set file with three cards edited (counts kept) is a PackError naming it, in Node and in the page', async () => {
      const dir = copyOf(out);
      const file = readIndex(dir).sets.find((s) => s.set.id === 'sv3')!.file;
      editSetFile(join(dir, file), (cards) => {
        for (const card of cards.slice(0, 3)) card.fingerprint = `${String(card.fingerprint)}-edited`;
      });
      const node = await openPackDir(dir);
      expect(() => node.byId('sv3-125')).toThrow(PackError);
      expect(() => node.byId('sv3-125')).toThrow(
        new RegExp(`${file} (does not match its digest in index\\.json|inflates past)`),
      );
      const page = await served(dir);
      await expect(page.preload(['sv3'])).rejects.toThrow(
        new RegExp(`${file} (does not match its digest|inflates past)`),
      );
      // The sets nobody touched still read.
      expect(node.bySetNumber('sv4', '1').length).toBeGreaterThan(0);
    });

    it('a set file that is a link to an edited copy is refused the same way; a link out of the folder is refused', async () => {
      const dir = copyOf(out);
      const file = readIndex(dir).sets.find((s) => s.set.id === 'sv3')!.file;
      const inside = join(dir, 'sets', 'edited-copy.jsonl');
      cpSync(join(dir, file), inside);
      editSetFile(inside, (cards) => {
        cards[0]!.types = ['Psychic'];
      });
      const target = join(dir, file);
      const { rmSync } = await import('node:fs');
      rmSync(target);
      symlinkSync(inside, target);
      await expect(openPackDir(dir).then((p) => p.byId('sv3-125'))).rejects.toThrow('does not match its digest');
      await expect(openPackDir(dir).then((p) => p.byId('sv3-125'))).rejects.toThrow(PackError);
      const outside = join(dirname(dir), 'elsewhere.jsonl');
      cpSync(join(out, file), outside);
      rmSync(target);
      symlinkSync(outside, target);
      await expect(openPackDir(dir).then((p) => p.byId('sv3-125'))).rejects.toThrow(/link out of the card pack folder/);
    });

    it('an index entry that climbs out of the folder (../pack-evil/…) is refused, by whole path segments', async () => {
      const dir = copyOf(out);
      const index = readIndex(dir);
      const entry = index.sets.find((s) => s.set.id === 'sv3')!;
      const evil = join(dirname(dir), 'pack-evil', 'sets');
      mkdirSync(evil, { recursive: true });
      cpSync(join(dir, entry.file), join(evil, 'sv3.jsonl')); // a valid file, digest and all
      entry.file = '../pack-evil/sets/sv3.jsonl';
      writeIndex(dir, index);
      await expect(openPackDir(dir)).rejects.toThrow(PackError);
      await expect(openPackDir(dir)).rejects.toThrow(/outside the pack folder/);
      await expect(served(dir)).rejects.toThrow(/outside the pack folder/);
      for (const name of [
        '/etc/passwd',
        'sets/../../pack-evil/sets/sv3.jsonl',
        'sets//sv3.jsonl',
        'C:\\x',
        'sets\\..\\x',
      ]) {
        entry.file = name;
        writeIndex(dir, index);
        await expect(openPackDir(dir), name).rejects.toThrow(/outside the pack folder/);
      }
    });

    it('a set index out of range (names table or ids) is a PackError, not an internal error', async () => {
      const dir = copyOf(out);
      const names = join(dir, 'names.tsv');
      writeFileSync(names, readFileSync(names, 'utf8').replace(/^(charizard ex\t)[\d,]+$/m, '$19999'));
      reDigest(dir, 'names.tsv');
      const pack = await openPackDir(dir);
      expect(() => pack.byName('charizard ex')).toThrow(PackError);
      expect(() => pack.byName('charizard ex')).toThrow(/names\.tsv gives "charizard ex" set 9999, of \d+ sets/);
      const page = await served(dir);
      expect(page.byName('charizard ex')).toEqual([]); // the names not loaded yet: wanted, read by loadWanted
      await page.loadWanted();
      expect(() => page.byName('charizard ex')).toThrow(/set 9999/);
      const index = readIndex(dir);
      index.ids = [['odd-1', 9999]];
      writeIndex(dir, index);
      await expect(openPackDir(dir)).rejects.toThrow(/index\.json gives card "odd-1" set 9999/);
    });

    it('a gzip bomb as a set file is refused as soon as it inflates past the index’s figure (Node and page)', async () => {
      const dir = copyOf(out);
      const entry = readIndex(dir).sets.find((s) => s.set.id === 'sv3')!;
      writeFileSync(join(dir, entry.file), gzipSync(Buffer.alloc(200 * 1024 * 1024), { level: 9 }));
      // With the index left alone: refused (Node sees the stored size first; inflating stops at the index's figure).
      await expect((await openPackDir(dir)).preload(['sv3'])).rejects.toThrow(
        /does not match its digest|inflates past/,
      );
      // Rewritten to match (digest and stored size), the bomb still stops at the size the index gives.
      reDigest(dir, entry.file);
      const node = await openPackDir(dir);
      expect(() => node.byId('sv3-125')).toThrow(new RegExp(`inflates past the ${entry.size} bytes`));
      await expect((await served(dir)).preload(['sv3'])).rejects.toThrow(/inflates past/);
    });

    it('a damaged set file is a PackError naming the file, never a wrong card', async () => {
      const broken = join(mkdtempSync(join(tmpdir(), 'totem-pack-broken-')), 'pack');
      cpSync(out, broken, { recursive: true });
      const index = JSON.parse(readFileSync(join(broken, 'index.json'), 'utf8')) as { sets: { file: string }[] };
      const file = index.sets.find((s) => s.file.includes('sv3.'))!.file;
      writeFileSync(join(broken, file), 'not a set file');
      const damaged = await openPackDir(broken);
      expect(() => damaged.byId('sv3-125')).toThrow(PackError);
      expect(() => damaged.byId('sv3-125')).toThrow(file);
    });
  });
});

describe('TOTEM_PACK_DIR', () => {
  it('exactly `off` turns the pack off; a missing path, a file or `OFF` is a usage error naming the variable', () => {
    expect(packDir('off')).toBeNull();
    const file = join(mkdtempSync(join(tmpdir(), 'totem-pack-env-')), 'a-file');
    writeFileSync(file, 'x');
    for (const [value, why] of [
      ['/nonexistent/pack', /does not exist/],
      [file, /is not a folder/],
      ['OFF', /does not exist/],
      [dirname(file), /has no index\.json/],
    ] as const) {
      expect(() => packDir(value), value).toThrow(UsageError);
      expect(() => packDir(value), value).toThrow(/^TOTEM_PACK_DIR=".*" /);
      expect(() => packDir(value), value).toThrow(why);
    }
  });
});

describe('PackError', () => {
  it('gives the CLI its advice and a page (detail) the fault alone, no command line', () => {
    const error = new PackError('sets/base1.json.gz: cannot be read (Failed to fetch)', 'sets/base1.json.gz');
    expect(error.message).toMatch(/npm run cards:pack/);
    expect(error.detail).toBe('card pack: sets/base1.json.gz: cannot be read (Failed to fetch)');
  });
});
