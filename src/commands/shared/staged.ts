import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { MAX_DECK_BYTES } from '../../parse/decode.js';
import { UsageError } from '../../model/errors.js';
import { DECK_EXTENSIONS, IgnoreRules, display, sniffBytes } from './deck-files.js';
import type { CollectOptions, Collected, DeckFile } from './deck-files.js';

const SKIP_DIRS = /(^|\/)(node_modules|\.git)\//;

function git(args: string[], input?: string): Buffer {
  const result = spawnSync('git', args, { input, maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw new UsageError(`--staged needs git: ${result.error.message}`);
  if (result.status !== 0) {
    const message = result.stderr.toString().trim().split('\n')[0] || `git ${args[0]} failed`;
    throw new UsageError(`--staged: ${message}`);
  }
  return result.stdout;
}

const nulList = (out: Buffer): string[] => out.toString('utf8').split('\0').filter(Boolean);

/** Blob contents by object id, with one `git cat-file --batch` (sizes first, so a huge blob is never loaded). */
function blobs(ids: string[]): Map<string, Buffer | 'too large'> {
  const result = new Map<string, Buffer | 'too large'>();
  if (!ids.length) return result;
  const small: string[] = [];
  for (const line of git(['cat-file', '--batch-check=%(objectname) %(objectsize)'], `${ids.join('\n')}\n`)
    .toString('utf8')
    .split('\n')) {
    const [id, size] = line.split(' ');
    if (!id || !size) continue;
    if (Number(size) > MAX_DECK_BYTES) result.set(id, 'too large');
    else small.push(id);
  }
  if (!small.length) return result;
  const out = git(['cat-file', '--batch'], `${small.join('\n')}\n`);
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const [id, , size] = out.subarray(at, eol).toString('utf8').split(' ');
    const length = Number(size);
    if (!id || !Number.isInteger(length)) break;
    result.set(id, out.subarray(eol + 1, eol + 1 + length));
    at = eol + 1 + length + 1;
  }
  return result;
}

/**
 * `totem check --staged [paths]`: the decklists as they are in the git index, so a pre-commit hook checks what
 * is being committed, not the working tree. Without paths: the files added, copied, modified or renamed in the
 * index; with paths (as the pre-commit framework passes them): the index entries under those paths. Every file
 * goes through the decklist sniff and the ignore options; a file is reported with its path from here.
 */
export function collectStagedFiles(paths: string[], options: CollectOptions = {}): Collected {
  const top = git(['rev-parse', '--show-toplevel']).toString('utf8').trim();
  // Every index entry (stage 0: not in conflict), path from the top → blob id; symlinks and submodules are left out.
  const entries = new Map<string, string>();
  const listArgs = ['--literal-pathspecs', 'ls-files', '--stage', '-z', '--full-name'];
  for (const record of nulList(git(paths.length ? [...listArgs, '--', ...paths] : listArgs))) {
    const match = /^(\d+) ([0-9a-f]+) (\d)\t(.*)$/s.exec(record);
    if (match && match[3] === '0' && (match[1] === '100644' || match[1] === '100755'))
      entries.set(match[4]!, match[2]!);
  }
  const names = paths.length
    ? [...entries.keys()]
    : nulList(git(['diff', '--cached', '--name-only', '-z', '--diff-filter=ACMR', '--no-renames']));
  const ignore = new IgnoreRules(options, false);
  const wanted = names
    .filter((name) => entries.has(name) && DECK_EXTENSIONS.test(name) && !SKIP_DIRS.test(`/${name}`))
    .filter((name) => !/(^|\/)totem\.config\.json$/.test(name))
    .filter((name) => !ignore.isIgnored(join(top, name), false, top))
    .sort();
  const contents = blobs([...new Set(wanted.map((name) => entries.get(name)!))]);
  const files: DeckFile[] = [];
  const skipped: Collected['skipped'] = [];
  for (const name of wanted) {
    const path = join(top, name);
    const content = contents.get(entries.get(name)!);
    if (content === undefined) continue;
    if (content === 'too large') {
      // The reader reports it as too large, as for a file on disk.
      files.push({ path, display: display(path), bytes: new Uint8Array(MAX_DECK_BYTES + 1) });
      continue;
    }
    const sniff = sniffBytes(content, name, true, options.locale);
    if (sniff.deck) files.push({ path, display: display(path), bytes: content });
    else skipped.push({ display: display(path), reason: sniff.reason });
  }
  return { files, skipped, warnings: [] };
}
