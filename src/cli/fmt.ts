import { dirname, resolve } from 'node:path';
import { openCardSource, type CardSource } from '../cards/open.js';
import { checkParsedDeck } from '../check/run.js';
import { clean } from '../format/sanitize.js';
import { UsageError, errorOf } from '../model/errors.js';
import { out, warn } from './output.js';
import { importProgress } from './import-progress.js';
import { readDeckAndBytes } from './read-deck.js';
import { replaceFile } from './replace-file.js';
import { fileLang } from './lang.js';
import { looksJson } from '../parse/index.js';
import { loadLocale } from '../model/i18n/locales.js';
import type { Locale } from '../model/render-message.js';
import { CLI_MESSAGES, cliLocale, t } from './messages.js';
import { canonicalDeck } from './canonical-deck.js';

const READ_RULES = ['parse', 'unknown-card', 'ambiguous-card'];

export interface FmtOptions {
  dataDir?: string[];
  offline?: boolean;
  write?: boolean;
  check?: boolean;
}

interface Canonical {
  text: string;
  /** Every line was read and resolved (the others are named on stderr). */
  complete: boolean;
  /** The bytes that were read (null: too large to read whole) and whether they hold a decklist at all. */
  bytes: Uint8Array | null;
  isDeck: boolean;
}

/** One file in canonical form, written in `locale`. */
async function canonical(file: string, source: CardSource, locale: Locale): Promise<Canonical> {
  const { parsed, bytes } = await readDeckAndBytes(file, file === '-' ? 'stdin' : file);
  const { report, deck } = await checkParsedDeck(parsed, source.lookup, { context: { bans: [] }, locale: cliLocale() });
  const unreadable = report.problems.filter((p) => READ_RULES.includes(p.rule));
  for (const p of unreadable) warn(`${clean(deck.file)}:${p.line ?? 0}: ${clean(p.message)}`);
  const isDeck = parsed.entries.length > 0 || parsed.totemRef !== null;
  return { text: canonicalDeck(deck, locale), complete: unreadable.length === 0, bytes, isDeck };
}

/** The canonical text as the file would hold it: its own byte-order mark and line endings (CRLF or LF) kept. */
function asFile(text: string, original: Uint8Array): Buffer {
  const raw = Buffer.from(original);
  const bom = raw.length >= 3 && raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf;
  const firstBreak = raw.indexOf(0x0a);
  const eol = firstBreak > 0 && raw[firstBreak - 1] === 0x0d ? '\r\n' : '\n';
  return Buffer.from(`${bom ? '\uFEFF' : ''}${text.split('\n').join(eol)}${eol}`);
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
      const { text, complete } = await canonical(files[0]!, source, cliLocale());
      out(text);
      return complete ? 0 : 1;
    }
    let failed = 0;
    let formatted = 0;
    const differ: string[] = [];
    for (const file of files) {
      // The file's language comes from --lang or the config, never from the environment (see fileLang).
      const locale = await loadLocale(fileLang(process.argv.slice(2), dirname(resolve(file))));
      const { text, complete, bytes, isDeck } = await canonical(file, source, locale);
      // A JSON deck (whatever its name) has no text form to keep: fmt prints it as text, but never rewrites it.
      if (bytes && looksJson(Buffer.from(bytes).toString('utf8'), file)) {
        warn(t('fmt-json-skipped', { file: clean(file) }));
        continue;
      }
      // Notes, READMEs, empty files: not decklists, so nothing to put in canonical form.
      if (!isDeck) {
        warn(t('fmt-not-a-deck', { file: clean(file) }));
        continue;
      }
      if (!complete || !bytes) {
        warn(t('fmt-left-as-is', { file: clean(file) }));
        failed += 1;
        continue;
      }
      const wanted = asFile(text, bytes);
      if (wanted.equals(Buffer.from(bytes))) {
        formatted += 1;
        continue;
      }
      if (options.check) {
        differ.push(file);
        continue;
      }
      try {
        replaceFile(file, wanted);
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
      else if (!failed && formatted) out(t('fmt-check-ok', { count: formatted }));
    }
    return failed || differ.length ? 1 : 0;
  } finally {
    source.close();
  }
}
