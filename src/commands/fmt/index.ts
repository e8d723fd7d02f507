import { dirname, resolve } from 'node:path';
import { canonicalDeck } from '../../format/canonical-deck.js';
import { clean } from '../../model/clean.js';
import { errorOf, UsageError } from '../../model/errors.js';
import { loadLocale } from '../../model/i18n/locales.js';
import type { MessageData } from '../../model/message.js';
import { renderMessage, type Locale } from '../../model/render-message.js';
import { findConfig, readConfigJson, replaceFile } from '../shared/files.js';
import type { RunContext } from '../context.js';
import { totemOption } from '../shared/options.js';
import type { CommandModule, Run } from '../shared/command.js';
import { fmtAction, fmtDeck } from './use-case.js';
import { FMT_WORDS } from './words.js';

interface FmtFlags {
  write?: boolean;
  check?: boolean;
  /** `--totem "NAME SET NUMBER"`: write the list back with that card in its Totem section. */
  totem?: string;
  lang?: string;
}

/** A line of `fmt`'s answer: its words' id and data, on standard output or (`warn`) standard error. */
type FmtLine = { id: string; data: MessageData; warn?: boolean };

/** What `fmt` did: the canonical text it prints, or what it did with each file (`--write`, `--check`). */
export interface FmtResult {
  text?: string;
  lines: FmtLine[];
  exitCode: number;
}

const usage = (id: string): UsageError => errorOf(UsageError, id, {}, FMT_WORDS, 'cli');

/**
 * The language a decklist file is written in by `fmt --write/--check`: `--lang`, else `lang` in the config of its
 * folder, else English — never the environment, or a Spanish-speaking player and an English CI would rewrite each
 * other's files.
 */
function fileLocale(lang: string | undefined, file: string): Promise<Locale> {
  const config = findConfig(dirname(resolve(file)));
  const json = config ? readConfigJson(config) : null;
  const fromConfig = json?.ok ? (json.raw as { lang?: unknown } | null)?.lang : undefined;
  return loadLocale(lang ?? (fromConfig === 'es' ? 'es' : 'en'));
}

/** One file resolved and in canonical form in `locale`; the lines that could not be read named as warnings. */
async function canonical(run: Run<FmtFlags>, session: RunContext, file: string, locale: Locale, lines: FmtLine[]) {
  const { parsed, bytes } = await run.read(file);
  const fmt = await fmtDeck(session, parsed, { totem: totemOption(run.flags.totem) });
  for (const p of fmt.unreadable)
    lines.push({
      id: 'fmt-unreadable',
      data: { where: `${fmt.deck.file}:${p.line ?? 0}`, message: p.message },
      warn: true,
    });
  const t = (id: string, data?: MessageData) => renderMessage(FMT_WORDS, 'cli', id, data ?? {}, locale);
  return { fmt, bytes, text: canonicalDeck(fmt.deck, { locale, t }) };
}

/**
 * `totem fmt FILE` prints the canonical form; `--write FILE…` rewrites the files that differ from it, and
 * `--check FILE…` lists them and fails (Prettier's two modes, for hooks and CI).
 */
async function fmtFiles(run: Run<FmtFlags>): Promise<FmtResult> {
  const { write, check, lang } = run.flags;
  const files = run.args[0] as string[];
  if (write && check) throw usage('fmt-write-and-check');
  if (!write && !check && files.length > 1) throw usage('fmt-one-file');
  if ((write || check) && files.includes('-')) throw usage('fmt-no-stdin');
  const session = await run.session(files[0]);
  const lines: FmtLine[] = [];
  if (!write && !check) {
    // What could be read is still printed: the unresolved lines stay as written, and the exit code says so.
    const { text, fmt } = await canonical(run, session, files[0]!, session.locale, lines);
    return { text, lines, exitCode: fmt.unreadable.length ? 1 : 0 };
  }
  let [failed, formatted] = [0, 0];
  const differ: string[] = [];
  for (const file of files) {
    const { text, fmt, bytes } = await canonical(run, session, file, await fileLocale(lang, file), lines);
    const action = fmtAction(file, text, fmt, bytes);
    if (action.kind === 'formatted') formatted++;
    else if (action.kind === 'differs' && check) differ.push(file);
    else if (action.kind === 'differs') {
      try {
        replaceFile(file, action.wanted);
      } catch (error) {
        throw errorOf(UsageError, 'cannot-write', { file, code: (error as NodeJS.ErrnoException).code ?? 'error' });
      }
      formatted++;
      lines.push({ id: 'fmt-written', data: { file } });
    } else {
      // A JSON deck, a file that is no deck, or one with a line that could not be read: left as it is.
      const id = { json: 'fmt-json-skipped', 'not-a-deck': 'fmt-not-a-deck', incomplete: 'fmt-left-as-is' }[
        action.kind
      ];
      lines.push({ id, data: { file }, warn: true });
      if (action.kind === 'incomplete') failed++;
    }
  }
  for (const file of differ) lines.push({ id: 'fmt-file', data: { file } });
  // A file that could not be read through is neither: its warnings said why.
  if (differ.length) lines.push({ id: 'fmt-check-failed', data: { count: differ.length } });
  else if (check && !failed && formatted) lines.push({ id: 'fmt-check-ok', data: { count: formatted } });
  return { lines, exitCode: failed || differ.length ? 1 : 0 };
}

const said = (lines: FmtLine[], warn: boolean, t: (id: string, data?: MessageData) => string): string[] =>
  lines.filter((l) => Boolean(l.warn) === warn).map((l) => clean(t(l.id, l.data)));

export const command: CommandModule<FmtFlags, FmtResult> = {
  run: fmtFiles,
  // fmt has no --format: its answer is the text, and the text of a list is the file's own (not cleaned here).
  json: (result) => result.text ?? '',
  text: (result, context) => [result.text ?? '', ...said(result.lines, false, context.t)].filter(Boolean).join('\n'),
  warnings: (result, context) => said(result.lines, true, context.t),
  exitCode: (result) => result.exitCode,
};
