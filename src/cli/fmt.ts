import { dirname, resolve } from 'node:path';
import { fmtAction, fmtDeck } from '../commands/fmt.js';
import type { Session } from '../commands/session.js';
import { canonicalDeck } from '../format/canonical-deck.js';
import { clean } from '../format/sanitize.js';
import { loadLocale } from '../model/i18n/locales.js';
import type { Locale } from '../model/render-message.js';
import { out, warn } from './output.js';
import { readDeckAndBytes } from './read-deck.js';
import { fileLang } from './lang.js';
import { applyFmtAction, type FmtCounts } from './fmt-files.js';
import { cliError, cliLocale, t, wordsIn } from './messages.js';
import { cliSession, type DataFlags } from './session.js';
import { totemOption } from './options.js';
import type { TotemOption } from '../check/resolve.js';

export interface FmtOptions extends DataFlags {
  write?: boolean;
  check?: boolean;
  /** `--totem "NAME SET NUMBER"`: write the list back with that card in its Totem section. */
  totem?: string;
}

/** One file resolved and in canonical form in `locale`; the lines that could not be read named on stderr. */
async function canonical(file: string, session: Session, locale: Locale, totem: TotemOption | null = null) {
  const { parsed, bytes } = await readDeckAndBytes(file, file === '-' ? 'stdin' : file);
  const fmt = await fmtDeck(session, parsed, { totem });
  for (const p of fmt.unreadable) warn(`${clean(fmt.deck.file)}:${p.line ?? 0}: ${clean(p.message)}`);
  return { fmt, bytes, text: canonicalDeck(fmt.deck, { locale, t: wordsIn(locale) }) };
}

/**
 * `totem fmt FILE` prints the canonical form; `--write FILE…` rewrites the files that differ from it, and
 * `--check FILE…` lists them and fails (Prettier's two modes, for hooks and CI).
 */
export async function runFmt(files: string[], options: FmtOptions): Promise<number> {
  if (options.write && options.check) throw cliError('fmt-write-and-check');
  const inPlace = options.write || options.check;
  if (!inPlace && files.length > 1) throw cliError('fmt-one-file');
  if (inPlace && files.includes('-')) throw cliError('fmt-no-stdin');
  const first = files[0]!;
  const session = await cliSession(options, first === '-' ? undefined : dirname(resolve(first)));
  try {
    if (!inPlace) {
      // What could be read is still printed: the unresolved lines stay as written, and the exit code says so.
      const { text, fmt } = await canonical(first, session, cliLocale(), totemOption(options.totem));
      out(text);
      return fmt.unreadable.length ? 1 : 0;
    }
    const counts: FmtCounts = { failed: 0, formatted: 0, differ: [] };
    for (const file of files) {
      // The file's language comes from --lang or the config, never from the environment (see fileLang).
      const locale = await loadLocale(fileLang(process.argv.slice(2), dirname(resolve(file))));
      const { text, fmt, bytes } = await canonical(file, session, locale, totemOption(options.totem));
      applyFmtAction(file, fmtAction(file, text, fmt, bytes), options.check === true, counts);
    }
    if (options.check) {
      for (const file of counts.differ) out(clean(file));
      // A file that could not be read through is neither: its warnings said why.
      if (counts.differ.length) out(t('fmt-check-failed', { count: counts.differ.length }));
      else if (!counts.failed && counts.formatted) out(t('fmt-check-ok', { count: counts.formatted }));
    }
    return counts.failed || counts.differ.length ? 1 : 0;
  } finally {
    session.close();
  }
}
