import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { packCards } from '../../src/packer/pack.js';
import { openPackFiles } from '../../src/packer/memory-pack.js';
import { LayeredIndex } from '../../src/cards/layered-index.js';
import { PACK_INDEX_FILE, PACK_SEARCH_FILE, type PackIndexFile } from '../../src/model/pack-format.js';
import { PackError, type CardPack } from '../../src/cards/pack/reader.js';
import { versionsMatching } from '../../src/derive/search-versions.js';
import { fitClassOf, groupVersions, searchCard } from '../../src/derive/search-card.js';
import { nameKeysOf } from '../../src/model/names.js';
import { SearchIndex } from '../../src/derive/search-index.js';
import { sameCardKey } from '../../src/derive/multicard.js';
import { nameKey, singletonKey } from '../../src/model/names.js';
import type { Card } from '../../src/model/card.js';
import { CARDS, SETS, card, synthPack, synthStore } from '../helpers/synthetic.js';

/** The versions found, in a fixed order (a pack and an overlay order cards of one name key alike, ties apart). */
const shape = (hits: { card: Card; others: number }[]): string[] =>
  hits.map((h) => JSON.stringify([h.card.name, h.card.fingerprint, h.others])).sort();

describe('the search index', () => {
  it('holds every distinct version, newest printing first, as its search card', async () => {
    const pack = await synthPack();
    const index = pack.searchIndex(SearchIndex.open)!;
    const versions = Array.from({ length: index.length }, (_, i) => index.version(i));
    const groups = groupVersions(CARDS);
    expect(versions.map((v) => v.card)).toEqual(groups.map((g) => searchCard(g[0]!)));
    expect(versions.map((v) => v.printings.map((p) => p[0]))).toEqual(groups.map((g) => g.slice(1).map((c) => c.id)));
    // What the columns hold is what the card says, read without it.
    groups.forEach((g, i) => {
      const whole = g[0]!;
      expect([index.id(i), index.name(i), index.sameCard(i), index.singleton(i)]).toEqual([
        whole.id,
        whole.name,
        sameCardKey(whole),
        singletonKey(whole.name),
      ]);
      expect(index.keys(i).split('\n')).toEqual([...new Set(g.flatMap(nameKeysOf))]);
      expect(index.classes[index.fitClass(i)]).toEqual(fitClassOf(searchCard(whole)));
    });
  });

  it('is written as ASCII (JSON escapes), and names beyond ASCII read back as they were', async () => {
    const odd = [
      card({ id: 'tst-901', name: 'Pokémon Center Lady', supertype: 'Trainer', subtypes: ['Supporter'], types: [] }),
      card({ id: 'tst-902', name: 'Black Market ◇', supertype: 'Trainer', subtypes: ['Item'], types: [] }),
      card({ id: 'tst-903', name: 'Pikachu ★', names: { es: 'Pikachu ★ 😀' } }),
    ];
    const cards = [...CARDS, ...odd];
    const { files } = packCards({ sets: SETS, cards, aliases: [], images: [], sources: [] });
    const bytes = files.get(PACK_SEARCH_FILE)!;
    expect(bytes.toString('latin1')).toMatch(/\\u00e9/);
    expect(bytes.filter((b) => b > 0x7f)).toHaveLength(0);
    const index = (await openPackFiles(files)).searchIndex(SearchIndex.open)!;
    const names = Array.from({ length: index.length }, (_, i) => index.name(i));
    expect(names).toEqual(expect.arrayContaining(['Pokémon Center Lady', 'Black Market ◇', 'Pikachu ★']));
    const pika = names.indexOf('Pikachu ★');
    expect(index.version(pika).card.names?.es).toBe('Pikachu ★ 😀');
  });

  it('a search of the index finds the versions a search of the sets finds (random fragments of names)', async () => {
    const pack = await synthPack();
    const store = synthStore();
    const names = [...new Set(CARDS.flatMap((c) => [c.name, ...Object.values(c.names ?? {})]))];
    await fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat(), fc.nat(), (name, a, b) => {
        const key = nameKey(name);
        const fragment = key.slice(Math.min(a, b) % (key.length + 1), Math.max(a, b) % (key.length + 1));
        const indexed = versionsMatching(pack, fragment);
        expect(indexed.every((h) => h.totem !== undefined)).toBe(true);
        expect(shape(indexed)).toEqual(shape(versionsMatching(store, fragment)));
      }),
      { numRuns: 200 },
    );
  });

  it('cards of the overlay count: a new set joins the index, a reprint joins its version', async () => {
    const base = CARDS.find((c) => c.name === 'Blaze ex')!;
    const newSet = (id: string): Partial<Card> => ({
      id,
      setId: 'new',
      setCode: 'NEW',
      number: id.slice(4),
      releaseDate: '2030-01-01',
    });
    const reprint = { ...base, ...newSet('new-1') };
    const fresh = { ...card({ id: 'tst-9001', name: 'Brand New Thing', supertype: 'Trainer' }), ...newSet('new-2') };
    const overlay = synthStore([reprint, fresh]);
    overlay.putCards([reprint, fresh], [{ ...SETS[0]!, id: 'new', code: 'NEW', releaseDate: '2030-01-01' }], 'test');
    const pack = await synthPack();
    const layered = new LayeredIndex(pack, overlay);
    // Merging the overlay's cards reads the versions' names and fingerprints, not their cards: only the version a
    // reprint joins has its card line parsed.
    const index = pack.searchIndex(SearchIndex.open)!;
    const parsed = vi.spyOn(index, 'version');
    const hits = versionsMatching(layered, '');
    expect(hits.length).toBe(index.length + 1);
    expect(new Set(parsed.mock.calls.map(([i]) => i)).size).toBe(1);
    parsed.mockRestore();
    const blaze = versionsMatching(layered, nameKey('Blaze ex')).find((h) => h.card.fingerprint === base.fingerprint)!;
    expect(blaze.card.id).toBe('new-1');
    expect(blaze.others).toBe(CARDS.filter((c) => c.name === base.name && c.fingerprint === base.fingerprint).length);
    expect(versionsMatching(layered, nameKey('Brand New')).map((h) => h.card.id)).toEqual(['new-2']);
  });

  it('a pack without a search index (built before it) is searched through its sets', async () => {
    const { files } = packCards({ sets: SETS, cards: CARDS, aliases: [], images: [], sources: [] });
    const index = JSON.parse(files.get(PACK_INDEX_FILE)!.toString()) as PackIndexFile;
    delete index.search;
    files.set(PACK_INDEX_FILE, Buffer.from(JSON.stringify(index)));
    const pack = await openPackFiles(files);
    expect(pack.searchIndex(SearchIndex.open)).toBeNull();
    expect(shape(versionsMatching(pack, ''))).toEqual(shape(versionsMatching(synthStore(), '')));
  });

  it('a damaged or edited search index is a PackError naming it, never a card', async () => {
    const { files } = packCards({ sets: SETS, cards: CARDS, aliases: [], images: [], sources: [] });
    const text = files.get(PACK_SEARCH_FILE)!.toString(); // text in the pack (packed files are read too: below)
    await fc.assert(
      fc.asyncProperty(fc.nat(text.length - 1), fc.string({ minLength: 1, maxLength: 3 }), async (at, junk) => {
        const edited = new Map(files);
        edited.set(PACK_SEARCH_FILE, gzipSync(text.slice(0, at) + junk + text.slice(at + 1)));
        const pack = await openPackFiles(edited);
        expect(() => pack.searchIndex(SearchIndex.open)).toThrow(PackError);
      }),
      { numRuns: 30 },
    );
    // Rewritten with its digest too (an edited index): a line that is not what it should be is still refused —
    // the first line and the lines' count when the index is opened, a column when it is first read, a version's
    // card line when its card is.
    const lines = text.split('\n');
    const forge = async (line: number, value: string): Promise<CardPack> => {
      const forged = lines.map((l, i) => (i === line ? value : l)).join('\n');
      const index = JSON.parse(files.get(PACK_INDEX_FILE)!.toString()) as PackIndexFile;
      const bytes = gzipSync(forged);
      index.search = {
        file: PACK_SEARCH_FILE,
        digest: `sha256-${createHash('sha256').update(forged).digest('hex')}`,
        bytes: bytes.length,
        size: Buffer.byteLength(forged),
      };
      const edited = new Map(files);
      edited.set(PACK_SEARCH_FILE, bytes);
      edited.set(PACK_INDEX_FILE, Buffer.from(JSON.stringify(index)));
      return openPackFiles(edited);
    };
    const refused = (read: () => unknown): void => {
      let error: unknown;
      try {
        read();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PackError);
      expect((error as PackError).file).toBe(PACK_SEARCH_FILE);
      expect((error as PackError).message).toContain(PACK_SEARCH_FILE);
    };
    const header = JSON.parse(lines[0]!) as Record<string, unknown>;
    for (const wrong of [{ search: 1 }, { search: undefined }, { count: 1 }, { classes: [[9, 0, [], [], 0, 0]] }]) {
      const pack = await forge(0, JSON.stringify({ ...header, ...wrong }));
      refused(() => pack.searchIndex(SearchIndex.open));
    }
    // The file of the first search index (one JSON text, no lines) is refused by its format.
    const old = JSON.stringify({ format: header.format, schema: header.schema, versions: [] });
    const oldPack = await forge(0, old);
    refused(() => oldPack.searchIndex(SearchIndex.open));
    // Line 1 + c is column c (the order of COLUMNS): a name that is not text, a class out of range.
    const names = await forge(2, JSON.stringify(JSON.parse(lines[2]!).map(() => 5)));
    refused(() => versionsMatching(names, '').map((h) => h.name));
    const classes = await forge(3, JSON.stringify(JSON.parse(lines[3]!).map(() => 999)));
    refused(() => versionsMatching(classes, '').map((h) => h.fit?.fitClass));
    // One forged entry, the last version's, refuses its column when any entry of it is read: a search looks values
    // up in a column without reading the entries it passes (a forged name once listed the rest, exit 0).
    const READS = [
      [1, 'id'],
      [2, 'name'],
      [4, 'fingerprint'],
      [5, 'sameCard'],
      [6, 'singleton'],
      [7, 'keys'],
    ] as const;
    for (const [line, read] of READS) {
      const column = JSON.parse(lines[line]!) as unknown[];
      column[column.length - 1] = 5;
      const forged = await forge(line, JSON.stringify(column));
      refused(() => forged.searchIndex(SearchIndex.open)![read](0));
    }
    // A card line: the first version's, with a set out of range.
    const card = JSON.parse(lines[9]!) as unknown[];
    card[3] = 999;
    const cardPack = await forge(9, JSON.stringify(card));
    expect(cardPack.searchIndex(SearchIndex.open)!.length).toBeGreaterThan(0);
    refused(() => cardPack.searchIndex(SearchIndex.open)!.version(0));
    const notJson = await forge(9, '[');
    refused(() => versionsMatching(notJson, '').map((h) => h.card));
  });
});
