import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { dataDirsReader } from '../../src/build/index.js';
import { dataDirState } from '../../src/cards/cache/data-dirs.js';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { buildPack } from '../../src/build/pack.js';
import { openPackDir } from '../../src/cards/pack/node.js';
import { openPack, PackError, type CardPack } from '../../src/cards/pack/reader.js';
import { CardCache } from '../../src/cards/cache/overlay.js';
import { nameKey } from '../../src/model/names.js';
import { DATA_DIR, describeWithData } from '../helpers/dataset.js';
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
        'index.json',
        'licenses/pokemontcg.txt',
        'licenses/tcgdex.txt',
      ]);
    }, 120_000);

    it('records its schema, a content hash, its sources and how new its newest set is', () => {
      const { info } = pack;
      expect(info.schema).toBe(1);
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

    it('a damaged set file is a PackError naming the file, never a wrong card', async () => {
      const broken = join(mkdtempSync(join(tmpdir(), 'totem-pack-broken-')), 'pack');
      cpSync(out, broken, { recursive: true });
      const index = JSON.parse(readFileSync(join(broken, 'index.json'), 'utf8')) as { sets: { file: string }[] };
      const file = index.sets.find((s) => s.file.includes('sv3.'))!.file;
      writeFileSync(join(broken, file), 'not gzip');
      const damaged = await openPackDir(broken);
      expect(() => damaged.byId('sv3-125')).toThrow(PackError);
      expect(() => damaged.byId('sv3-125')).toThrow(file);
    });
  });
});
