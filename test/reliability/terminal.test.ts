import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totemAsync } from '../helpers/cli.js';
import { describeWithData } from '../helpers/dataset.js';
import { startFakeApi, type FakeApi } from '../helpers/fake-api.js';
import { FORGE, OSC, expectInert, hostileSetup } from '../helpers/hostile-dataset.js';

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `totem-${name}-`));

describeWithData('terminal: no raw escapes from card data, config or arguments', () => {
  let setup: ReturnType<typeof hostileSetup>;
  let api: FakeApi;
  beforeAll(async () => {
    setup = hostileSetup();
    api = await startFakeApi(setup.data);
  });
  afterAll(async () => {
    await api.close();
  });

  it.each([
    ['identity', ['identity', 'Charizard ex OBF 125'], /forged-attack/],
    ['cost', ['cost', 'Charizard ex OBF 125'], /Charizard ex/],
    ['cards info', ['cards', 'info', 'Charizard ex OBF 125'], /forged-attack/],
    ['cards find (set codes)', ['cards', 'find', 'Evil Card'], /EVL⏎::error/],
    ['cards find (names)', ['cards', 'find', 'Charmander'], /forged-name/],
    ['fmt', ['fmt', '__DECK__'], /Charizard ex/],
    ['check', ['check', '__DECK__'], /forged-attack/],
  ])('card data cannot reach the terminal raw: %s', (_name, args, shown) => {
    const result = setup.run(args);
    expectInert(result);
    expect(result.stdout + result.stderr).toMatch(shown);
  });

  it.each([
    ['identity', ['identity', 'Charizard ex OBF 125']],
    ['cost', ['cost', 'Charizard ex OBF 125']],
    ['check', ['check', '__DECK__']],
  ])('the colours totem adds itself stay: %s', (_name, args) => {
    const result = setup.run(args);
    expect(result.stdout).toMatch(/\u001b\[1m/);
    expectInert(result);
    expect(setup.run([...args, '--no-color']).stdout).not.toMatch(/\u001b/);
  });

  it('a ban in the house config with escapes and a line break: the warning stays one inert line', () => {
    const dir = tempDir('hostile-config');
    writeFileSync(join(dir, 'totem.config.json'), JSON.stringify({ ban: [`Nothing${OSC}${FORGE}-ban`] }));
    writeFileSync(join(dir, 'd.txt'), 'Totem: 1\n1 Charizard ex OBF 125\n');
    const result = setup.run(['check', join(dir, 'd.txt')]);
    expectInert(result);
    expect(result.stderr).toMatch(/ban "Nothing⏎::error file=README\.md,line=1::forged-ban" names no card/);
  });

  it.each([
    ['an option value', ['check', '__DECK__', '--format', `x\u009b2J${FORGE}-arg`]],
    ['a CARD argument', ['cost', `Nope\u009b2J${OSC}${FORGE}-arg`]],
    ['a missing file', ['check', '__MISSING__']],
    ['a --config path', ['check', '__DECK__', '--config', `/nonexistent${FORGE}-arg.json`]],
  ])('an argument in an error message stays on one inert line: %s', (_name, args) => {
    const missing = join(setup.dir, `missing${FORGE}-arg.txt`);
    const result = setup.run(args.map((a) => (a === '__MISSING__' ? missing : a)));
    expect(result.status).toBe(2);
    expectInert(result);
    expect(result.stderr).toMatch(/⏎::error file=README\.md,line=1::forged-arg/);
    expect(
      result.stderr
        .trimEnd()
        .split('\n')
        .filter((l) => l.startsWith('totem:')),
    ).toHaveLength(1);
  });

  it('cards sync: a set id with escapes and a line break cannot reach the progress line', async () => {
    const result = await totemAsync(['cards', 'sync'], {
      data: false,
      env: { TOTEM_CACHE_DIR: tempDir('hostile-sync'), TOTEM_API_URL: api.url },
    });
    expect(result.status).toBe(0);
    expectInert(result);
    expect(result.stderr).toMatch(/synced 3\/3 sets \(last: ev1⏎::error file=README\.md,line=1::forged\)/);
  });
});
