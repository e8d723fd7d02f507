import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, totem } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';

// #44 item 7: a message names the option, the command and the cause the user actually gave.

describeWithData('a type option that is no type names itself', () => {
  const cases: [string[], string][] = [
    [['totems', '--types', 'Bogus'], '--types'],
    [['cards', 'find', '--fits', 'Charizard ex sv3 125', '--type', 'Bogus'], '--type'],
    [['check', resolve(ROOT, 'examples/decks/charizard-ex.txt'), '--extra-types', 'Bogus'], '--extra-types'],
  ];
  for (const [args, option] of cases)
    it(`${args.slice(0, 2).join(' ')} … ${option} Bogus`, () => {
      for (const lang of ['en', 'es']) {
        const run = totem([...args, '--lang', lang]);
        expect(run.status).toBe(2);
        expect(run.stderr).toMatch(new RegExp(`^totem: ${option}: "Bogus" `));
      }
    });
});

describeWithData('sheet of something that is no list names sheet and the cause', () => {
  it('sheet - </dev/zero: binary input, not "diff compares two decklists"', () => {
    const zeros = Buffer.alloc(2 * 1024 * 1024);
    for (const [lang, words] of [
      ['en', /binary/],
      ['es', /binari/],
    ] as const) {
      const run = totem(['sheet', '-', '--lang', lang], { input: zeros });
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).not.toMatch(/diff/);
      expect(run.stderr).toMatch(/sheet/);
      expect(run.stderr).toMatch(words);
    }
  });
});

describe('no card data: the message blames what the user did', () => {
  const empty = () => ({
    data: false,
    env: { TOTEM_PACK_DIR: 'off', TOTEM_CACHE_DIR: mkdtempSync(join(tmpdir(), 'totem-no-data-')) },
  });
  it('totems without --offline: not --offline, but that a search reads only this machine', () => {
    for (const lang of ['en', 'es']) {
      const run = totem(['totems', '--types', 'Fire', '--lang', lang], empty());
      expect(run.status).toBe(2);
      expect(run.stderr).not.toMatch(/--offline/);
      expect(run.stderr).toMatch(lang === 'en' ? /this machine/ : /esta máquina/);
    }
  });
  it('totems --offline: names --offline', () => {
    const run = totem(['totems', '--types', 'Fire', '--offline'], empty());
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--offline/);
  });
});
