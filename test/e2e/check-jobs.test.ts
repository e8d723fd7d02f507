import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { totem } from '../helpers/cli.js';
import { SHARED_PACK, describeWithData } from '../helpers/dataset.js';
import type { Report } from '../../src/model/report.js';

/** A folder of many decks (each example twelve times over, in folders of their own): enough for worker threads. */
function manyDecks(): string {
  const dir = mkdtempSync(join(tmpdir(), 'totem-jobs-'));
  for (let i = 10; i < 22; i++) cpSync('examples/decks', join(dir, `copy-${i}`), { recursive: true });
  return dir;
}

/** The shipped pack (a data dir's pack is checked on one thread), offline. */
const run = (dir: string, args: string[]) =>
  totem(['check', '.', ...args, '--offline'], { cwd: dir, data: false, env: { TOTEM_PACK_DIR: SHARED_PACK } });

describeWithData('check --jobs: many decks on worker threads, the same report as on one', () => {
  it('the streamed JSON is byte for byte that of --jobs 1, decks in the same order; so is the text', () => {
    const dir = manyDecks();
    const one = run(dir, ['--format', 'json', '--jobs', '1']);
    const report = JSON.parse(one.stdout) as Report;
    expect(report.decks.length).toBeGreaterThan(64);
    expect(report.decks.map((deck) => deck.file)).toEqual([...report.decks.map((deck) => deck.file)].sort());
    expect(report.decks.filter((deck) => deck.file.startsWith('copy-10/')).length).toBe(
      readdirSync('examples/decks').filter((name) => /\.(txt|json)$/.test(name)).length,
    );
    for (const jobs of [['--jobs', '3'], []]) {
      const many = run(dir, ['--format', 'json', ...jobs]);
      expect({ status: many.status, stdout: many.stdout }).toEqual({ status: one.status, stdout: one.stdout });
    }
    const text = run(dir, ['--lang', 'es', '--jobs', '1']);
    expect(run(dir, ['--lang', 'es', '--jobs', '2'])).toEqual(text);
  });

  it('a card no API could answer: the same warnings, report and exit 2 naming the failed API as on one thread', () => {
    const dir = manyDecks();
    writeFileSync(
      join(dir, 'copy-15/newer.txt'),
      `${readFileSync('examples/decks/charizard-ex.txt', 'utf8')}1 Pikachu DLR 1\n`,
    );
    // Online, the Pokémon TCG API refusing connections (the helper's dead port), TCGdex off.
    const online = (jobs: string) =>
      totem(['check', '.', '--format', 'json', '--jobs', jobs], {
        cwd: dir,
        data: false,
        env: { TOTEM_PACK_DIR: SHARED_PACK },
      });
    const one = online('1');
    expect(one.status).toBe(2);
    expect(one.stderr).toMatch(/could not verify 1 card: the Pokémon TCG API failed/);
    expect(online('2')).toEqual(one);
  });
});
