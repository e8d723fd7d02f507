import { spawnSync } from 'node:child_process';
import { BIN } from './cli.js';
import { DATA_DIR, SHARED_CACHE } from './dataset.js';
import { program } from './optional.js';

/** `script` gives a command a terminal (a TTY as standard output), as a player's shell does. */
export const SCRIPT = program('script', 'util-linux: apt-get install bsdutils');

/**
 * The command with a terminal of `columns` columns as its standard output (and its input from `stdin`, a file,
 * when given); its output, then `exit N`.
 */
export function onTerminal(args: string[], cwd: string, stdin?: string, columns = 80): string {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ') + (stdin ? ` < '${stdin}'` : '');
  const run = spawnSync('script', ['-qec', `stty cols ${columns}; ${command}; echo "exit $?"`, '/dev/null'], {
    cwd,
    encoding: 'utf8',
    // As the tests' totem() runs it: the dataset's cards, no card API.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NO_COLOR: '1',
      TOTEM_CACHE_DIR: SHARED_CACHE,
      TOTEM_PACK_DIR: 'off',
      TOTEM_DATA_DIR: DATA_DIR,
      TOTEM_TCGDEX_URL: 'off',
    },
  });
  return run.stdout.replace(/\r/g, '');
}
