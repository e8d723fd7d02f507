import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { DATA_DIR, SHARED_CACHE, SHARED_OVERLAY, datasetStorePath, describeWithData } from '../helpers/dataset.js';

// Damaged or unreadable card data is never a verdict (issue 44 item 3): a card file that can't be read whole is
// named and the run exits 2 — never an "invalid" deck because a set went missing.

const deck = 'examples/decks/charizard-ex.txt';
const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `totem-${name}-`));
const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

describeWithData('damaged card data', () => {
  it('offline, an overlay set file cut short: its lines are unverified (exit 2) and the file named, not "not a set code"', () => {
    const cache = tempDir('overlay-cut');
    cpSync(SHARED_OVERLAY, join(cache, 'overlay'), { recursive: true });
    // Twilight Masquerade (TWM): three lines of the deck.
    truncateSync(join(cache, 'overlay', 'sets', 'sv6.jsonl'), 100);
    const run = totem(['check', deck, '--offline', '--format', 'json'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache },
    });
    expect(run.status).toBe(2);
    const report = JSON.parse(run.stdout);
    expect(report.summary.invalid).toBe(0);
    expect(report.decks[0].valid).toBeNull();
    expect(report.decks[0].unverified.map((u: { text: string }) => u.text)).toEqual([
      'Eevee TWM 135',
      'Torkoal TWM 30',
      expect.stringMatching(/TWM/),
    ]);
    expect(run.stderr).toMatch(/overlay\/sets\/sv6\.jsonl in the card cache was damaged or edited/);
    expect(run.stderr).toMatch(/could not verify 3 cards: .*sv6\.jsonl/);
    // Set aside, not deleted: a run online fetches its cards again. Until one does, the next run offline still
    // gives no verdict on those lines.
    expect(readdirSync(join(cache, 'overlay', 'sets')).some((f) => f.startsWith('sv6.jsonl.damaged-'))).toBe(true);
    const again = totem(['check', deck, '--offline', '--lang', 'es'], { data: false, env: { TOTEM_CACHE_DIR: cache } });
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/no se pudieron verificar 3 cartas: .*sv6\.jsonl/);
  });

  it('--data-dir: a set’s card file missing, a FIFO or a folder is a card-data error naming it (exit 2), never a dropped set', () => {
    const data = tempDir('dataset');
    cpSync(DATA_DIR, data, { recursive: true });
    const sv3 = join(data, 'cards/en/sv3.json');
    rmSync(sv3);
    const faults: [string, () => void][] = [
      ['missing', () => {}],
      ['a FIFO', () => mkfifo(sv3)],
      ['a folder', () => mkdirSync(sv3)],
    ];
    for (const [what, fault] of faults) {
      fault();
      // A wide deadline (the helper's): a FIFO read by mistake would wait for a writer forever.
      const run = totem(['check', deck, '--data-dir', data, '--format', 'json'], {
        data: false,
        env: { TOTEM_CACHE_DIR: tempDir('cache') },
      });
      expect(run.status, what).toBe(2);
      expect(run.stderr, what).toMatch(
        /cards\/en\/sv3\.json, the cards of set sv3 that sets\/en\.json lists, is missing/,
      );
      expect(run.stdout, what).not.toMatch(/unknown-card/);
      rmSync(sv3, { recursive: true, force: true });
    }
  });

  it('a FIFO as a pack file (set, index, names, search index): exit 2 naming it, never a hang', () => {
    const files: [string, string[]][] = [
      ['sets/sv3.jsonl', ['check', deck]],
      ['index.json', ['check', deck]],
      ['names.tsv', ['cards', 'find', 'charizard']],
      ['search.jsonl', ['cards', 'find', '--fits', 'sv3-125', '--limit', '3']],
    ];
    for (const [file, args] of files) {
      const pack = tempDir('pack');
      cpSync(datasetStorePath(SHARED_CACHE), pack, { recursive: true });
      rmSync(join(pack, file));
      mkfifo(join(pack, file));
      // A wide deadline (the helper's): a FIFO opened for reading waits for a writer forever.
      const run = totem([...args, '--offline'], {
        data: false,
        env: { TOTEM_PACK_DIR: pack, TOTEM_CACHE_DIR: tempDir('cache') },
      });
      expect(run.status, file).toBe(2);
      expect(run.stderr, file).toContain(`card pack: ${file}: cannot be read (not a regular file)`);
    }
  });

  it('an overlay set file linked to /dev/zero is refused unread: set aside, its lines unverified (exit 2)', () => {
    const cache = tempDir('overlay-zero');
    cpSync(SHARED_OVERLAY, join(cache, 'overlay'), { recursive: true });
    rmSync(join(cache, 'overlay', 'sets', 'sv3.jsonl'));
    symlinkSync('/dev/zero', join(cache, 'overlay', 'sets', 'sv3.jsonl'));
    const run = totem(['check', deck, '--offline', '--format', 'json'], {
      data: false,
      env: { TOTEM_CACHE_DIR: cache },
    });
    expect(run.status).toBe(2);
    expect(JSON.parse(run.stdout).decks[0].valid).toBeNull();
    expect(run.stderr).toMatch(/overlay\/sets\/sv3\.jsonl in the card cache was damaged or edited: set aside/);
  });

  it('TOTEM_CACHE_DIR=/proc/self (a folder that refuses new folders): a clear exit 2, never a spin', () => {
    const run = totem(['check', deck, '--offline'], { data: false, env: { TOTEM_CACHE_DIR: '/proc/self' } });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /no card data: the card cache \/proc\/self\/overlay is empty and --offline forbids the APIs/,
    );
  });
});
