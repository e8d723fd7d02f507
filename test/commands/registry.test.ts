import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/registry.js';
import type { CommandSpec } from '../../src/commands/shared/flags.js';

const leaves = (specs: readonly CommandSpec[], path = ''): [string, CommandSpec][] =>
  specs.flatMap((spec) => {
    const name = `${path}${spec.name}`;
    return spec.commands ? leaves(spec.commands, `${name} `) : [[name, spec] as [string, CommandSpec]];
  });

describe('the registry', () => {
  it('every command runs on the one runner: each leaf loads a command folder, none has a runner of its own', () => {
    const names = leaves(COMMANDS).map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['cards import', 'cards sync', 'cards find', 'check']));
    for (const [name, spec] of leaves(COMMANDS)) expect(spec.load, name).toBeTypeOf('function');
  });

  it('cards import and cards sync are command folders: their modules give the runner a command', async () => {
    const cards = COMMANDS.find((c) => c.name === 'cards')!;
    for (const sub of cards.commands!.filter((c) => c.name === 'import' || c.name === 'sync')) {
      const { command } = await sub.load!();
      expect(command.run).toBeTypeOf('function');
      expect(command.exitCode({ exitCode: 2 } as never)).toBe(2);
    }
  });
});
