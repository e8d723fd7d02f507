import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UnknownCardError, UnverifiedCardError } from '../commands/shared/card-arg.js';
import type { CommandModule, DeckSearch } from '../commands/shared/command.js';
import {
  configResolver,
  importProgress,
  openSession,
  unfinishedSync,
  type Session,
  type SessionOptions,
} from '../commands/shared/session.js';
import { writeReportFile } from '../commands/shared/files.js';
import { ApiError, UsageError, errorOf } from '../model/errors.js';
import { list, nested, type MessageValue } from '../model/message.js';
import { cleanJson } from '../model/clean.js';
import { collectDeckFiles, display, readDeckAndBytes, readDeckFile } from '../commands/shared/deck-files.js';
import type { Collected, DeckFile } from '../commands/shared/deck-files.js';
import { CLI_MESSAGES, cliError, cliLocale, t, wordsIn } from './messages.js';
import {
  error,
  out,
  progress,
  reportText,
  terminalStyle,
  terminalTable,
  terminalWidth,
  useColor,
  warn,
  workflowCommand,
} from './output.js';
import { VERSION } from '../commands/registry.js';

interface CliFlags {
  dataDir?: string[];
  offline?: SessionOptions['offline'];
  config?: string;
  format?: string;
  color?: boolean;
  outputFile?: string;
}

/** The decks to check: from the git index with --staged, else from the paths; warnings and --verbose on stderr. */
async function collectInputs(paths: string[], search: DeckSearch): Promise<Collected> {
  const options = { ignorePatterns: search.ignorePattern, config: search.config, locale: cliLocale() };
  const collected = search.staged
    ? (await import('../commands/shared/staged.js')).collectStagedFiles(paths, options)
    : collectDeckFiles(paths, options);
  for (const w of collected.warnings) warn(w);
  if (search.verbose)
    for (const s of collected.skipped) error(t('skipped-file', { file: s.display, reason: s.reason }));
  return collected;
}

/**
 * The one list an argument of `diff` or `sheet` names: a file, a glob that names one, or '-'. A folder or a glob
 * naming several is refused (exit 2): which of them the user meant is theirs to say, not the first one's.
 */
async function oneDeckFile(input: string, command: string): Promise<DeckFile> {
  const folder = input !== '-' && statSync(input, { throwIfNoEntry: false })?.isDirectory();
  const files = folder ? [] : (await collectInputs([input], {})).files;
  if (files.length !== 1) throw cliError('one-file-only', { input, command });
  return files[0]!;
}

/**
 * The answer to standard output, or to the file of -o / --output-file: written beside it and renamed over it,
 * so a full disk leaves the previous report whole; a symbolic link there is refused (shared/files.ts).
 */
function emit(text: string, outputFile: string | undefined): void {
  if (!outputFile) {
    out(text);
    return;
  }
  const safe = reportText(text);
  try {
    writeReportFile(outputFile, Buffer.from(safe.endsWith('\n') ? safe : `${safe}\n`));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ELOOP') throw errorOf(UsageError, 'output-is-symlink', { file: outputFile });
    throw errorOf(UsageError, 'cannot-write', { file: outputFile, code });
  }
}

/**
 * The error of a run that could not verify `count` cards: exit 2 (a data problem, not an invalid deck), naming the
 * card sources that failed and the next step.
 */
function couldNotVerify(lookup: Session['lookup'], count: number): ApiError {
  const failed = lookup.failedSources();
  const words = (id: string, data: Record<string, MessageValue>) =>
    errorOf(ApiError, id, { count, ...data }, CLI_MESSAGES, 'cli');
  // Offline, card files of the cache found damaged (src/cards/open.ts): no API failed, those files did.
  const unread = failed.find((n) => n.id === 'card-files-unread');
  if (unread) return words('could-not-verify-unread', { files: unread.data.files! as MessageValue });
  // No source failed: nothing was asked (--offline, or a set newer than the card data with no API to ask).
  if (!failed.length) return words('could-not-verify-newer', {});
  const ids = failed.map((n) => (n.id === 'api-tcgdex' ? 'source-tcgdex' : 'source-pokemontcg'));
  const sources = [...new Set(ids)].map((id) => nested(id));
  return words('could-not-verify', { sources: list(sources, 'and') });
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
  const locale = cliLocale();
  const live = Boolean(process.stderr.isTTY);
  // Made on first use: a named config that can't be read fails the command that reads it, and only once.
  let configFor: ReturnType<typeof configResolver> | undefined;
  const lines = { live, progress: (line: string, last: boolean) => progress(line, { rewrite: live, last }) };
  // The session of a command that reads cards: its flags, warnings and import progress on stderr.
  const open = async (near?: string): Promise<Session> =>
    (session ??= await openSession({
      dataDirs: flags.dataDir,
      offline: command.search ? (flags.offline ?? 'search') : flags.offline,
      configFile: flags.config,
      dir: near && near !== '-' ? dirname(resolve(near)) : process.cwd(),
      locale,
      onWarning: warn,
      onImport: importProgress(lines, locale),
    }));
  try {
    const result = await command
      .run({
        args,
        flags,
        locale,
        session: open,
        decks: async (paths, one, search = {}) => {
          const collected = one ? { files: [] as DeckFile[], skipped: [] } : await collectInputs(paths, search);
          // One at a time: the first path that names no single list is the one the error names.
          for (const path of one ? paths : []) collected.files.push(await oneDeckFile(path, one!));
          const decks = collected.files.map((file) => ({
            path: file.path,
            display: file.display,
            read: () => readDeckFile(file),
            fixable: !file.bytes && file.path !== '-',
            raw: file.raw,
          }));
          return Object.assign(decks, { skipped: collected.skipped.length });
        },
        read: (path, shown) => readDeckAndBytes(path, shown ?? (path === '-' ? 'stdin' : String(path))),
        terminal: Boolean(process.stdout.isTTY),
        display,
        write: (text, stderr) => (stderr ? process.stderr : process.stdout).write(reportText(text)),
        say: (line, plain) => (plain ? error(line) : warn(line)),
        ...lines,
        // Read without the card session: `rules` needs the config and no card.
        config: (file) => (configFor ??= configResolver(flags.config))(resolve(file ?? 'deck')),
      })
      .catch(async (error: unknown) => {
        // A command on a CARD argument: when the card is unknown, an unfinished `cards sync` is said before the
        // error; when its source failed, the error names the sources.
        if (error instanceof UnverifiedCardError) throw couldNotVerify(error.lookup, 1);
        const sync = error instanceof UnknownCardError && unfinishedSync(await open());
        if (sync) warn(t('partial-store', { count: 1, ...sync }));
        throw error;
      });
    const json = flags.format === 'json';
    // A file (-o) has no colours unless --color asks for them, and its lines whole: it is read later, maybe not
    // on a terminal. The table writer only for a text that has a table.
    const color = flags.outputFile ? flags.color === true : useColor(flags.color);
    const table = !json && command.table?.(result) ? await terminalTable(color) : undefined;
    const context = {
      locale,
      t: wordsIn(locale),
      style: terminalStyle(color),
      table,
      width: flags.outputFile ? 0 : terminalWidth(),
      version: VERSION,
      command: workflowCommand,
    };
    // A command without a JSON text of its own writes its answer, cleaned (the object the library returns).
    const answer = (r: R): string => cleanJson(command.answer!(r, locale));
    const text = await (json ? (command.json ?? answer)(result, context) : command.text(result, context));
    const file = command.outputFile?.(result) ?? flags.outputFile;
    if (text) emit(text, file);
    if (file && file !== flags.outputFile) out(t('init-wrote', { file }));
    for (const line of command.warnings?.(result, context) ?? []) warn(line);
    const notice = json && command.jsonNotice?.(result, context);
    if (notice) warn(notice);
    // The count CommandModule's doc names; a field of that name holding anything but a count is not one.
    const { unverified } = result as { unverified?: unknown };
    if (typeof unverified === 'number' && unverified > 0 && session) throw couldNotVerify(session.lookup, unverified);
    return command.exitCode(result);
  } finally {
    session?.close();
  }
}
