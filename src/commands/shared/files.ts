import { existsSync, closeSync, constants, lstatSync, openSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MAX_DECK_BYTES } from '../../parse/decode.js';
import { UsageError, errorOf } from '../../model/errors.js';
import { openRegularFile as openRegular, readRegularFile } from '../../files/regular-file.js';
import type { HouseConfig } from '../../check/house-config.js';
import { writeFileAtomic } from '../../files/atomic.js';
import { addWords } from '../../model/render-message.js';

// The files a command reads and writes besides the card data: decks and totem.config.json read as regular files
// (bounded), the config found and read once, and what a run writes back (a fixed list, a report file) written whole.

// Decks and configs are read from regular files only (src/files/regular-file.ts): a FIFO named on the command line
// (or as --config) would wait for a writer forever, and a device (/dev/zero) never ends. A deck through a pipe is
// `totem check -`.

/** A file the user named that can't be read: not a regular file, or why not (ENOENT, EACCES …). */
export const cannotRead = (error: unknown, file: string): UsageError => {
  if (error instanceof UsageError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return code === 'ENOTREG'
    ? errorOf(UsageError, 'not-a-regular-file', { file })
    : errorOf(UsageError, 'cannot-read', { file, code });
};

/** Open `path` for reading; not a regular file (a FIFO, a device, a folder, a socket) is a usage error. */
export function openRegularFile(path: string | Buffer, display: string): { fd: number; size: number } {
  try {
    return openRegular(path);
  } catch (error) {
    throw cannotRead(error, display);
  }
}

/** The largest config file read, as for a deck: a house config of 10,000 bans is about 300 kB. */
export const MAX_CONFIG_BYTES = MAX_DECK_BYTES;

/** A config file's text: a regular file of at most MAX_CONFIG_BYTES, else a usage error naming the file. */
export function readConfigText(path: string): string {
  try {
    return readRegularFile(path, MAX_CONFIG_BYTES).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EFBIG') throw cannotRead(error, path);
    throw errorOf(UsageError, 'config-too-large', { file: path, max: `${MAX_CONFIG_BYTES / 1048576} MB` });
  }
}

// The language is chosen from the config at start-up, and every command pays for what this file imports: the
// loader brings the rule list with a dynamic import.
export const CONFIG_FILE = 'totem.config.json';

/**
 * `totem.config.json` in `dir` or the nearest folder above it, up to the root of the git repository `dir` is in:
 * a config above the repository (someone else's home folder, a shared CI workspace) is not the deck repo's house
 * rules, so it is never applied unasked (`--config` names one). Outside a repository the search goes to `/`.
 */
export function findConfig(dir: string): string | null {
  let current = resolve(dir);
  for (;;) {
    const candidate = join(current, CONFIG_FILE);
    if (existsSync(candidate)) return candidate;
    // `.git` is a folder in a clone and a file in a worktree or submodule: either way, the repository's root.
    if (existsSync(join(current, '.git'))) return null;
    const parent = dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

export type ConfigJson = { ok: true; raw: unknown } | { ok: false; error: UsageError };

const read = new Map<string, ConfigJson>();

// JSON.parse says what is wrong in English only: the words are ours, the position its.
const CONFIG_WORDS = { 'config-not-json': '{file}: not valid JSON at character {position}' };
addWords('es', 'cli', { 'config-not-json': '{file}: JSON no válido en el carácter {position}' });

/**
 * The one reader of totem.config.json: the file's JSON as written (a byte order mark, which Windows editors
 * write, dropped), read once per process. The language chooser, the folder walk (`ignores`) and the loader
 * (rules, bans, `dataDir`) all read it here, so they never disagree about what the file says. Only a regular
 * file of at most 1 MB is read (readConfigText): a FIFO or /dev/zero as --config never stalls start-up.
 */
export function readConfigJson(path: string): ConfigJson {
  const key = resolve(path);
  let result = read.get(key);
  if (!result) {
    let text = '';
    try {
      text = readConfigText(path).replace(/^\uFEFF/, '');
      result = { ok: true, raw: JSON.parse(text) as unknown };
    } catch (error) {
      const position = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? text.length);
      const data = { file: path, position };
      result = {
        ok: false,
        error: error instanceof UsageError ? error : errorOf(UsageError, 'config-not-json', data, CONFIG_WORDS, 'cli'),
      };
    }
    read.set(key, result);
  }
  return result;
}

/** Read and validate a house config file; any problem is a UsageError naming the file and the field. */
export async function loadConfig(path: string): Promise<HouseConfig> {
  const json = readConfigJson(path);
  if (!json.ok) throw json.error;
  const { houseConfig } = await import('../../check/house-config.js');
  const { dataDir, ...config } = await houseConfig(json.raw, path);
  return { ...config, dataDirs: dataDir?.map((d) => resolve(dirname(path), d)) };
}

/**
 * Replace a file's content at once, with its mode kept: a full disk, a crash or Ctrl-C leaves the old file whole,
 * never one cut short; through a symlink, the file it points at gets the new content and the link stays.
 */
export function replaceFile(path: string, content: Uint8Array): void {
  const target = realpathSync(path);
  writeFileAtomic(target, content, { mode: statSync(target).mode & 0o7777, parents: false });
}

/**
 * A report file (`-o FILE`), written the same way: a full disk leaves the previous report whole. A new file gets
 * the usual mode (0o666 less the umask), an old one keeps its own. A symbolic link there (a `totem.sarif` link
 * committed to a deck repo) is refused with ELOOP, never written through; something that is not a regular file
 * (`/dev/null`, `/dev/stdout`, a pipe) is written in place, as it cannot be renamed over.
 */
export function writeReportFile(path: string, content: Uint8Array): void {
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) throw Object.assign(new Error(`${path} is a symbolic link`), { code: 'ELOOP' });
  if (!existing || existing.isFile())
    return writeFileAtomic(path, content, { mode: existing && existing.mode & 0o7777, parents: false });
  const fd = openSync(path, constants.O_WRONLY | constants.O_NOFOLLOW);
  try {
    writeFileSync(fd, content);
  } finally {
    closeSync(fd);
  }
}
