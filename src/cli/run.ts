import { dirname, resolve } from 'node:path';
import type { CommandModule } from '../commands/shared/command.js';
import type { Session } from '../commands/session.js';
import { collectInputs, emit, oneDeckFile } from './check-io.js';
import { cliLocale, wordsIn } from './messages.js';
import { terminalStyle, terminalTable, useColor, warn } from './output.js';
import { withPartialHint } from './partial-store.js';
import { readDeckFile } from './read-deck.js';
import { cliSession, type DataFlags } from './session.js';
import { couldNotVerify } from './unverified.js';

interface CliFlags extends DataFlags {
  format?: string;
  color?: boolean;
  outputFile?: string;
}

/**
 * The one runner of the registry's commands: the session opened when the command asks for it and always closed,
 * the answer in `--format` on standard output (or `-o`), colour and language as the flags say, the exit code.
 */
export async function runCommand<F, R>(
  command: CommandModule<F, R>,
  args: readonly (string | string[] | undefined)[],
  flags: F & CliFlags,
): Promise<number> {
  let session: Session | undefined;
  const open = async (near?: string): Promise<Session> =>
    (session ??= await cliSession(
      command.search ? { ...flags, offline: flags.offline ?? 'search' } : flags,
      near && near !== '-' ? dirname(resolve(near)) : undefined,
    ));
  try {
    const result = await withPartialHint(open, () =>
      command.run({
        args,
        flags,
        session: open,
        decks: async (paths, one) => {
          const files = one ? [] : (await collectInputs(paths, {})).files;
          // One at a time: the first path that names no single list is the one the error names.
          for (const path of one ? paths : []) files.push(await oneDeckFile(path, one!));
          return files.map((file) => ({ path: file.path, display: file.display, read: () => readDeckFile(file) }));
        },
        read: async (path) => (await import('./read-deck.js')).readDeckAndBytes(path, path === '-' ? 'stdin' : path),
        config: async (file) => (await open()).configFor(resolve(file ?? 'deck')),
      }),
    );
    const json = flags.format === 'json';
    // The table renderer (cli-table3) only for a text that has a table.
    const [color, locale] = [useColor(flags.color), cliLocale()];
    const table = !json && command.table?.(result) ? await terminalTable(color) : undefined;
    const context = { locale, t: wordsIn(locale), style: terminalStyle(color), table };
    const text = json ? command.json(result, context) : command.text(result, context);
    if (text) emit(text, flags.outputFile);
    for (const line of command.warnings?.(result, context) ?? []) warn(line);
    const notice = json && command.jsonNotice?.(result, context);
    if (notice) warn(notice);
    const unverified = command.unverified?.(result) ?? 0;
    if (unverified > 0 && session) throw couldNotVerify(session.lookup, unverified);
    return command.exitCode(result);
  } finally {
    session?.close();
  }
}
