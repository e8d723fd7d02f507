import { readFileSync, writeFileSync } from 'node:fs';
import { openCardSource, type CardSource } from '../cards/open.js';
import { checkParsedDeck } from '../check/run.js';
import { clean } from '../format/sanitize.js';
import { UsageError, errorOf } from '../model/errors.js';
import { out, warn } from './output.js';
import { importProgress } from './import-progress.js';
import { readDeck } from './read-deck.js';
import { CLI_MESSAGES, cliLocale, t } from './messages.js';
import { canonicalDeck } from './canonical-deck.js';

const READ_RULES = ['parse', 'unknown-card', 'ambiguous-card'];

export interface FmtOptions {
  dataDir?: string[];
  offline?: boolean;
  write?: boolean;
  check?: boolean;
}

/** One file in canonical form, and whether every line was read and resolved (the others are named on stderr). */
async function canonical(file: string, source: CardSource): Promise<{ text: string; complete: boolean }> {
  const parsed = await readDeck(file, file === '-' ? 'stdin' : file);
  const locale = cliLocale();
  const { report, deck } = await checkParsedDeck(parsed, source.lookup, { context: { bans: [] }, locale });
  const unreadable = report.problems.filter((p) => READ_RULES.includes(p.rule));
  for (const p of unreadable) warn(`${clean(deck.file)}:${p.line ?? 0}: ${clean(p.message)}`);
  return { text: canonicalDeck(deck, locale), complete: unreadable.length === 0 };
}

function usage(id: string): UsageError {
  return errorOf(UsageError, id, {}, CLI_MESSAGES, 'cli');
}

/**
 * `totem fmt FILE` prints the canonical form; `--write FILE…` rewrites the files that differ from it, and
 * `--check FILE…` lists them and fails (Prettier's two modes, for hooks and CI). A file with a line that does
 * not resolve is never rewritten: the rewrite would drop that line's meaning.
 */
export async function runFmt(files: string[], options: FmtOptions): Promise<number> {
  if (options.write && options.check) throw usage('fmt-write-and-check');
  const inPlace = options.write || options.check;
  if (!inPlace && files.length > 1) throw usage('fmt-one-file');
  if (inPlace && files.includes('-')) throw usage('fmt-no-stdin');
  const source = await openCardSource({
    dataDirs: options.dataDir,
    offline: options.offline,
    onWarning: warn,
    onImport: importProgress(),
  });
  try {
    if (!inPlace) {
      // What could be read is still printed: the unresolved lines stay as written, and the exit code says so.
      const { text, complete } = await canonical(files[0]!, source);
      out(text);
      return complete ? 0 : 1;
    }
    let failed = 0;
    let formatted = 0;
    const differ: string[] = [];
    for (const file of files) {
      // A JSON deck has no text form to keep: fmt prints it as text, but never rewrites or judges it.
      if (file.toLowerCase().endsWith('.json')) {
        warn(t('fmt-json-skipped', { file: clean(file) }));
        continue;
      }
      const { text, complete } = await canonical(file, source);
      if (!complete) {
        warn(t('fmt-left-as-is', { file: clean(file) }));
        failed += 1;
        continue;
      }
      const wanted = `${text}\n`;
      if (readFileSync(file, 'utf8') === wanted) {
        formatted += 1;
        continue;
      }
      if (options.check) {
        differ.push(file);
        continue;
      }
      try {
        writeFileSync(file, wanted);
      } catch (error) {
        throw errorOf(UsageError, 'cannot-write', { file, code: (error as NodeJS.ErrnoException).code ?? 'error' });
      }
      formatted += 1;
      out(t('fmt-written', { file: clean(file) }));
    }
    if (options.check) {
      for (const file of differ) out(clean(file));
      // A file that could not be read through is neither: its warnings said why.
      if (differ.length) out(t('fmt-check-failed', { count: differ.length }));
      else if (!failed) out(t('fmt-check-ok', { count: formatted }));
    }
    return failed || differ.length ? 1 : 0;
  } finally {
    source.close();
  }
}
