import { closeSync, existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type IgnoreFactory from 'ignore';
import type Picomatch from 'picomatch';
import { nested, type MessageData, type MessageValue } from '../../model/message.js';
import { ENGLISH, wordsOf, type Locale } from '../../model/render-message.js';
import { NoDecksError, UsageError, errorOf, type ErrorKind } from '../../model/errors.js';
import { byText } from '../../model/compare.js';
import { decodeDeck, MAX_DECK_BYTES } from '../../parse/decode.js';
import { parseDeck, unreadableDeck, type ParsedDeck } from '../../parse/index.js';
import { CONFIG_FILE, cannotRead, findConfig, openRegularFile, readConfigJson } from './files.js';
import { attempt, openRegularFile as openRegular, readBounded, type Bounded } from '../../files/regular-file.js';

// The decks a run names: files, folders walked, globs, '-' (and the git index: staged.ts), then each read and
// parsed. A command's input, whichever face runs it; what is worded here is worded in the run's language.

/** The words of finding deck files (Spanish: `cli/…` in model/i18n/es.ts), in the CLI's table. */
export const DECK_FILE_WORDS = {
  'links-outside': {
    one: 'not following {count} symbolic link that leads outside the given paths: {links}{more}',
    other: 'not following {count} symbolic links that lead outside the given paths: {links}{more}',
  },
  'links-more': ', … {count} more',
  'too-many-files':
    'more than {max} files that may be decklists (*.txt, *.deck, *.json) were found: totem looks at most at {max} in one run; name a smaller folder, or a glob',
  'ignore-too-deep':
    '{source}: the ignore pattern "{pattern}" has more than 2 "**": matching it could take hours, so totem refuses it; use at most 2',
  'no-glob-match': 'no deck files match {input}{skipped}{ignored}',
  'no-such-path': '{input}: no such file or folder',
  'no-deck-files': '{input}: no deck files (*.txt, *.deck, *.json) in this folder{skipped}{ignored}',
  'why-skipped': '; {count} skipped as not decklists (--verbose lists them; name a file to check it anyway)',
  'why-ignored': '; {count} left out by .gitignore, "ignores" or --ignore-pattern',
  'no-clause': '',
  'skip-no-deck-lines': 'no section header (Pokémon:, Trainer:, Energy:, Totem:) and no card line',
  'skip-json-no-cards': 'JSON without a "cards" or "totem" array',
  'skip-binary': 'binary data',
};
// Their Spanish is in es.ts already: none added here.
const wordsIn = wordsOf('cli', DECK_FILE_WORDS, {});
const skip = (id: keyof typeof DECK_FILE_WORDS, locale: Locale): Sniff => ({
  deck: false,
  reason: wordsIn(locale)(id),
});

const fail = <E extends UsageError>(Kind: ErrorKind<E>, id: string, data: MessageData): E =>
  errorOf(Kind, id, data, DECK_FILE_WORDS, 'cli');

/**
 * Is a file found by walking a folder (or a glob, or the git index) a decklist? A cheap look at its start, so
 * that `package.json`, `.vscode/settings.json` or a `notes.txt` in a deck repo is skipped instead of reported
 * as an invalid deck. A file named on the command line is never sniffed: it is always checked. `reason` is in
 * the run's language: it is shown only by --verbose.
 */
export type Sniff = { deck: true } | { deck: false; reason: string };

/** How much of a text file is looked at: a decklist shows a header or a card line long before this. */
const TEXT_WINDOW = 64 * 1024;

const HEADER_WORD =
  /^(##\s*)?(pok(?:e|é|Ã©)mon|trainers?|entrenador(?:es)?|treinador(?:es)?|energ(?:y|ies|[ií]as?)|t[oó]tem)(?:\s*[:\-–(]\s*(\d+)(?:\s*\))?)?\s*(:?)$/iu;
const DIRECTIVE = /^(?:(?:#|\/\/)\s*t[oó]tem\s*:|(?:(?:#|\/\/)\s*)?(?:extra[-\s]?types?|tipos?[-\s]extra)\s*:)/iu;
const TOTAL = /^(?:total(?:\s+cards)?|cartas\s+totales)\s*(?::\s*)?\d+$/i;
/** `4 Arven SVI 166`, `1 Pikachu V-UNION PR-SW 139`, `20 Basic {R} Energy SVE 2`: count, name, set code, number. */
const CARD_WITH_SET =
  /^\*?\s*\d{1,3}(?:\s+(?:[xX]\s+)?|[xX]\s+)\S.*\s[A-Z][A-Z0-9]{0,5}(?:-[A-Z0-9]{1,5})?\s+[A-Za-z]{0,6}\d{1,4}[a-z]?$/u;
/** `1 sv3-125`: count and a card id. */
const CARD_ID = /^\*?\s*\d{1,3}(?:\s+(?:[xX]\s+)?|[xX]\s+)[a-z][a-z0-9]*-[A-Za-z]*\d+[a-z]?$/;
/** `4 Arven`: count and a name; a file counts as a deck only when most of its lines look like this. */
const CARD_NAME_ONLY = /^\*?\s*\d{1,3}(?:\s+(?:[xX]\s+)?|[xX]\s+)\p{L}/u;

function sniffText(text: string, locale: Locale): Sniff {
  let nameOnly = 0;
  let other = 0;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/^\uFEFF/, '').trim();
    if (!line) continue;
    if (DIRECTIVE.test(line) || TOTAL.test(line)) return { deck: true };
    const header = HEADER_WORD.exec(line);
    // "Energy" alone could be a word in a note; "Energy:", "Energy: 12", "Energy (12)" and "##Energy" are headers.
    if (header && (header[1] || header[3] || header[4])) return { deck: true };
    if (line.startsWith('#') || line.startsWith('//')) continue;
    if (CARD_WITH_SET.test(line) || CARD_ID.test(line)) return { deck: true };
    if (CARD_NAME_ONLY.test(line)) nameOnly++;
    else other++;
  }
  if (nameOnly >= 2 && nameOnly >= 4 * other) return { deck: true };
  return skip('skip-no-deck-lines', locale);
}

function sniffJson(text: string, complete: boolean, locale: Locale): Sniff {
  const body = text.replace(/^\uFEFF/, '');
  type Json = { cards?: unknown; totem?: unknown } | null | undefined;
  const value = complete ? attempt(() => JSON.parse(body) as Json) : undefined;
  // Broken or cut-off JSON: a deck being edited is still worth reporting; anything else (JSON with comments, a
  // huge data file) is not a deck. (A JSON array or scalar has neither field.)
  const deck =
    value === undefined
      ? /^\s*\{[\s\S]*"(?:cards|totem)"\s*:\s*[[{]/.test(body)
      : Array.isArray(value?.cards) || (typeof value?.totem === 'object' && value.totem !== null);
  return deck ? { deck: true } : skip('skip-json-no-cards', locale);
}

/** Sniff bytes already in memory (a staged blob, or the start of a file). */
export function sniffBytes(bytes: Uint8Array, name: string, complete = true, locale = ENGLISH): Sniff {
  const decoded = decodeDeck(bytes.subarray(0, Math.min(bytes.length, MAX_DECK_BYTES)));
  if (!decoded.ok) return skip('skip-binary', locale);
  const json = name.toLowerCase().endsWith('.json') || /^\uFEFF?\s*\{/.test(decoded.text);
  return json
    ? sniffJson(decoded.text, complete && bytes.length <= MAX_DECK_BYTES, locale)
    : sniffText(decoded.text, locale);
}

/**
 * Sniff a file on disk: all of a JSON file up to the deck size limit, the first 64 KB of anything else. `raw` is
 * the path as bytes, to open, when a name on it is not UTF-8 (`path` then shows it escaped).
 */
export function sniffFile(path: string, raw?: Buffer, locale = ENGLISH): Sniff {
  let opened: { fd: number; size: number };
  try {
    opened = openRegular(raw ?? path);
  } catch (error) {
    // A FIFO or device put where a file was found is not a decklist (and reading it could wait forever); anything
    // else unreadable the reader reports, with its usual message.
    return (error as NodeJS.ErrnoException).code === 'ENOTREG' ? skip('skip-binary', locale) : { deck: true };
  }
  try {
    const window = path.toLowerCase().endsWith('.json') ? MAX_DECK_BYTES : TEXT_WINDOW - 1;
    const { bytes, truncated } = readBounded(opened.fd, window, opened.size);
    return sniffBytes(bytes, path, !truncated, locale);
  } catch {
    return { deck: true };
  } finally {
    closeSync(opened.fd);
  }
}

export const DECK_EXTENSIONS = /\.(txt|deck|json)$/i;
const SKIP_DIRS = new Set(['node_modules', '.git']);
const MAX_FILES = 20_000;

export interface DeckFile {
  /** Path to read, or '-' for standard input. */
  path: string;
  /** Path shown in reports: relative to the working directory. */
  display: string;
  /** The content, when it does not come from `path` (a staged file: the index, not the working tree). */
  bytes?: Uint8Array;
  /** The path as bytes, to open, when a name on it is not UTF-8 (`path` and `display` show it escaped). */
  raw?: Buffer;
}

/** A file that was found (not named) but does not look like a decklist. */
export interface SkippedFile {
  display: string;
  reason: string;
}

export interface CollectOptions {
  /** `--ignore-pattern`: gitignore patterns, relative to the working directory. */
  ignorePatterns?: string[];
  /** `--config`: this file's `ignores` apply everywhere instead of each folder's nearest `totem.config.json`. */
  config?: string;
  /** The language of the skip reasons and warnings (default English). */
  locale?: Locale;
}

export interface Collected {
  files: DeckFile[];
  skipped: SkippedFile[];
  warnings: string[];
}

// CommonJS packages, loaded on first use with require (see main.ts).
const requireCjs = createRequire(import.meta.url);
let ignoreFactory: typeof IgnoreFactory | null = null;
/**
 * `patterns` from `source` (a file or an option), added to `rules`. `ignore` turns each `**` into `(?:/[^/]+)*`: the
 * matching time is the path's depth to the power of the `**` count (minutes for 8 at 60 folders deep). Real
 * gitignores need 2 at most (`**` before and after `/build/`), so more is refused before anything is matched.
 */
const ignoreRules = (patterns: string[], source: string, rules?: IgnoreFactory.Ignore): IgnoreFactory.Ignore => {
  const deep = patterns.find((p) => !p.startsWith('#') && (p.match(/\*\*+/g)?.length ?? 0) > 2);
  if (deep !== undefined) throw fail(UsageError, 'ignore-too-deep', { pattern: deep.trim(), source });
  ignoreFactory ??= requireCjs('ignore') as typeof IgnoreFactory;
  return (rules ?? ignoreFactory()).add(patterns);
};

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** What may be one character of UTF-8 (checked by the decoder), else one byte that is none. */
const SEQUENCE = /[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}|[\x80-\xff]/g;

/**
 * A file name's bytes as text: UTF-8 where they are, each byte that is not shown as `\xff`. Linux names are bytes
 * (an old archive, a Latin-1 disk, a name cut mid-character), and Node reads them as UTF-8, turning each bad byte
 * into U+FFFD — a name that opens nothing. The bytes are kept to open the file (DeckFile.raw); this text is what
 * reports show (and the output boundary still cleans it, as every name).
 */
export function nameText(bytes: Buffer): { text: string; utf8: boolean } {
  const text = attempt(() => UTF8.decode(bytes));
  if (text !== undefined) return { text, utf8: true };
  // Read as Latin-1, each byte is one character: a sequence that does not decode is shown byte by byte.
  const shown = bytes.toString('latin1').replace(SEQUENCE, (piece) => {
    const raw = Buffer.from(piece, 'latin1');
    return (
      attempt(() => UTF8.decode(raw)) ?? [...raw].map((byte) => `\\x${byte.toString(16).padStart(2, '0')}`).join('')
    );
  });
  return { text: shown, utf8: false };
}

/**
 * The bytes of a path whose name came through argv as UTF-8 with U+FFFD for the bytes that are not: each such
 * part matched against its folder's names read the same way. Null when none matches, or several do.
 */
function rawPath(input: string): Buffer | null {
  if (!input.includes('\uFFFD')) return null;
  const joined = (parts: Buffer[]): Buffer => Buffer.concat(parts.flatMap((p, i) => (i ? [Buffer.from(sep), p] : [p])));
  const parts: Buffer[] = [];
  for (const part of input.split(sep)) {
    if (!part.includes('\uFFFD')) {
      parts.push(Buffer.from(part));
      continue;
    }
    const dir = parts.length ? joined(parts) : Buffer.from('.');
    const names = attempt(() => readdirSync(dir.length ? dir : sep, { encoding: 'buffer' }));
    if (!names) return null;
    const matches = names.filter((name) => name.toString('utf8') === part);
    if (matches.length !== 1) return null;
    parts.push(matches[0]!);
  }
  return joined(parts);
}

/** A real path as text: a path of bytes through the native call (the JavaScript one reads it as UTF-8). */
const realText = (path: string | Buffer): string =>
  typeof path === 'string' ? realpathSync(path) : nameText(realpathSync.native(path, { encoding: 'buffer' })).text;

/** What the output's cleaning would drop or change (clean.ts): in a name it is shown escaped instead. */
const INVISIBLE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A path as reports show it: relative to the working folder, with forward slashes, and each character the output
 * would clean away escaped (`c\x1b.txt`), so that two files never read as one name (`c<ESC>.txt` and `c.txt`).
 */
export function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return (rel && !rel.startsWith('..') ? rel : path)
    .split(sep)
    .join('/')
    .replace(INVISIBLE, (ch) => {
      const code = ch.charCodeAt(0);
      // \xNN is a byte (as nameText writes one that is not UTF-8), \uNNNN a character: SARIF turns both back.
      return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    });
}

/** `path` relative to `base` with forward slashes, or null when it is `base` itself or outside it. */
function inside(base: string, path: string): string | null {
  const rel = relative(base, path);
  if (!rel || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return null;
  return rel.split(sep).join('/');
}

/** `map`'s value for `key`, made on first use. */
const once = <V>(map: Map<string, V>, key: string, make: () => V): V =>
  (map.has(key) ? map : map.set(key, make())).get(key)!;

interface Layer {
  base: string;
  rules: IgnoreFactory.Ignore;
}

/** What a layer says of `path`: true (ignored), false (unignored by a `!` pattern), or undefined (nothing). */
function verdict(layer: Layer | null, path: string, isDir: boolean): boolean | undefined {
  const rel = layer && inside(layer.base, path);
  const result = rel ? layer!.rules.test(isDir ? `${rel}/` : rel) : null;
  return result?.ignored || (result?.unignored ? false : undefined);
}

const readLines = (path: string): string[] | undefined => attempt(() => readFileSync(path, 'utf8').split(/\r?\n/));

/** The `ignores` of a totem.config.json, from its folder; the config is validated when a deck uses it (loadConfig). */
function configIgnores(path: string | null): Layer | null {
  if (!path) return null;
  const json = readConfigJson(path);
  const raw = json.ok ? (json.raw as { ignores?: unknown } | null)?.ignores : null;
  const ignores = Array.isArray(raw) ? raw.filter((p): p is string => typeof p === 'string') : [];
  return ignores.length ? { base: dirname(resolve(path)), rules: ignoreRules(ignores, display(path)) } : null;
}

/**
 * What to leave out of a walk: `.gitignore` files (each folder's, from the repository top down, deeper ones
 * winning, like git; plus `.git/info/exclude`), the nearest totem.config.json's `ignores`, and --ignore-pattern.
 */
export class IgnoreRules {
  private readonly cli: Layer | null;
  private readonly explicit: Layer | null | undefined;
  private readonly gitignores = new Map<string, Layer | null>();
  private readonly configs = new Map<string, Layer | null>();
  private readonly tops = new Map<string, string | null>();

  constructor(
    options: CollectOptions,
    readonly gitignore = true,
  ) {
    const patterns = options.ignorePatterns ?? [];
    this.cli = patterns.length ? { base: process.cwd(), rules: ignoreRules(patterns, '--ignore-pattern') } : null;
    if (options.config) this.explicit = configIgnores(options.config);
  }

  /** The folder holding `.git` at or above `dir`, if any. */
  private top(dir: string): string | null {
    const parent = dirname(dir);
    return once(this.tops, dir, () => (existsSync(join(dir, '.git')) ? dir : parent === dir ? null : this.top(parent)));
  }

  private gitignoreIn(dir: string, top: boolean): Layer | null {
    return once(this.gitignores, dir, () => {
      const [exclude, own] = [join(dir, '.git', 'info', 'exclude'), join(dir, '.gitignore')];
      const lines = [top ? (readLines(exclude) ?? []) : [], readLines(own) ?? []];
      const rules = lines.flat().some((l) => l.trim()) && ignoreRules(lines[0]!, display(exclude));
      return rules ? { base: dir, rules: ignoreRules(lines[1]!, display(own), rules) } : null;
    });
  }

  private configLayer(dir: string): Layer | null {
    return this.explicit !== undefined ? this.explicit : once(this.configs, dir, () => configIgnores(findConfig(dir)));
  }

  /** `root` (absolute) is where the walk started (the top for .gitignore files outside a repository). */
  isIgnored(given: string, isDir: boolean, root: string): boolean {
    const path = resolve(given);
    if (verdict(this.cli, path, isDir) || verdict(this.configLayer(dirname(path)), path, isDir)) return true;
    if (!this.gitignore) return false;
    const top = this.top(dirname(path)) ?? root;
    // As git: the deepest .gitignore that says anything of the path decides.
    for (let dir = dirname(path); dir === top || inside(top, dir); dir = dirname(dir)) {
      const said = verdict(this.gitignoreIn(dir, dir === top), path, isDir);
      if (said !== undefined || dir === top) return said ?? false;
    }
    return false;
  }
}

interface Walk {
  root: string;
  /** Only for globs: does this file (absolute path) match? */
  match?: (path: string) => boolean;
  maxDepth: number;
  seenDirs: Set<string>;
  counts: { decks: number; ignored: number; skipped: number };
}
/** Where a walk starts and what it keeps: a folder's, or a glob's. */
type Start = Omit<Walk, 'seenDirs' | 'counts'>;

class Collector {
  readonly files: DeckFile[] = [];
  private readonly skippedReal: (SkippedFile & { real: string })[] = [];
  /** Real path → was it a deck. */
  private readonly seenFiles = new Map<string, boolean>();
  private readonly outside: string[] = [];
  private candidates = 0;
  private stdin = false;

  constructor(
    private readonly ignore: IgnoreRules,
    private readonly roots: string[],
    private readonly locale: Locale,
  ) {}

  private addFound(path: string, real: string, walk: Walk, raw: Buffer | undefined): void {
    if (++this.candidates > MAX_FILES) throw fail(UsageError, 'too-many-files', { max: MAX_FILES });
    const seen = this.seenFiles.get(real);
    if (seen !== undefined) {
      if (seen) walk.counts.decks++;
      return;
    }
    const sniff = sniffFile(path, raw, this.locale);
    this.seenFiles.set(real, sniff.deck);
    if (sniff.deck) {
      walk.counts.decks++;
      this.files.push({ path, display: display(path), ...(raw ? { raw } : {}) });
    } else {
      walk.counts.skipped++;
      this.skippedReal.push({ display: display(path), reason: sniff.reason, real });
    }
  }

  /**
   * Walk a folder; each real folder is entered once per walk, so symlink loops end. Entries are read as bytes:
   * a name that is not UTF-8 is opened by its bytes (`raw`, the path so far) and shown escaped (nameText).
   */
  walk(dir: string, walk: Walk, depth = 0, raw?: Buffer): void {
    const open = raw ?? dir;
    const realDir = attempt(() => realText(open));
    if (realDir === undefined || walk.seenDirs.has(realDir)) return;
    walk.seenDirs.add(realDir);
    const entries = attempt(() => readdirSync(open, { withFileTypes: true, encoding: 'buffer' }));
    if (!entries) return;
    const named = entries.map((entry) => ({ entry, ...nameText(entry.name) }));
    named.sort((a, b) => byText(a.text, b.text));
    for (const { entry, text: name, utf8 } of named) {
      const full = join(dir, name);
      // The bytes to open, once a name on the way is not UTF-8.
      const fullRaw = raw || !utf8 ? Buffer.concat([Buffer.from(open), Buffer.from(sep), entry.name]) : undefined;
      let real = join(realDir, name);
      let isDir = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        const link = attempt(() => ({ real: realText(fullRaw ?? full), st: statSync(fullRaw ?? full) }));
        if (!link) continue;
        [real, isDir, isFile] = [link.real, link.st.isDirectory(), link.st.isFile()];
        if (!this.roots.some((root) => real === root || inside(root, real) !== null)) {
          if (isDir || isFile) this.outside.push(`${display(full)} → ${real}`);
          continue;
        }
      }
      if (isDir) {
        if (SKIP_DIRS.has(name) || depth + 1 >= walk.maxDepth) continue;
        if (this.ignore.isIgnored(full, true, walk.root)) walk.counts.ignored++;
        else this.walk(full, walk, depth + 1, fullRaw);
      } else if (isFile && name !== CONFIG_FILE) {
        if (walk.match ? !walk.match(full) : !DECK_EXTENSIONS.test(name)) continue;
        if (this.ignore.isIgnored(full, false, walk.root)) walk.counts.ignored++;
        else this.addFound(full, real, walk, fullRaw);
      }
    }
  }

  /** A file named on the command line: always checked, read as given (even a link that leads elsewhere). */
  named(path: string, raw?: Buffer): void {
    if (path === '-') {
      if (!this.stdin) this.files.push({ path: '-', display: 'stdin' });
      this.stdin = true;
      return;
    }
    const real = attempt(() => realText(raw ?? path)) ?? resolve(path);
    if (this.seenFiles.get(real)) return;
    this.seenFiles.set(real, true);
    this.files.push({ path, display: display(resolve(path)), ...(raw ? { raw } : {}) });
  }

  /** Found files that are not decklists, less those also named on the command line. */
  get skipped(): SkippedFile[] {
    return this.skippedReal
      .filter((s) => !this.seenFiles.get(s.real))
      .map(({ display, reason }) => ({ display, reason }));
  }

  warnings(): string[] {
    if (!this.outside.length) return [];
    const links = this.outside.slice(0, 3).join(', ');
    const t = wordsIn(this.locale);
    const more = this.outside.length > 3 ? t('links-more', { count: this.outside.length - 3 }) : '';
    return [t('links-outside', { count: this.outside.length, links, more })];
  }
}

/** Why a folder or glob gave no deck: the files skipped and left out, as clauses of an error message. */
function why(counts: Walk['counts']): MessageData {
  const clause = (id: string, count: number): MessageValue => nested(count ? id : 'no-clause', { count });
  return { skipped: clause('why-skipped', counts.skipped), ignored: clause('why-ignored', counts.ignored) };
}

/** A glob as a walk: from its base, as deep as its parts go (any depth with `**`), keeping the files it matches. */
function asGlob(input: string): Start | null {
  if (existsSync(input)) return null;
  const picomatch = requireCjs('picomatch') as typeof Picomatch;
  const scan = picomatch.scan(input);
  if (!scan.isGlob) return null;
  const [root, isMatch] = [resolve(scan.base || '.'), picomatch(scan.glob)];
  const maxDepth = scan.glob.includes('**') ? Infinity : scan.glob.split('/').length;
  const match = (path: string): boolean => {
    const rel = inside(root, path);
    return rel !== null && isMatch(rel);
  };
  return { root, maxDepth, match };
}

/**
 * Files, folders (recursive: *.txt, *.deck, *.json), globs and '-' → deck files, in a stable order. A file found
 * in a folder or by a glob is checked only when it looks like a decklist (sniff.ts) and is not ignored; a file
 * named explicitly is always checked. Each file is checked once, however it was reached.
 */
export function collectDeckFiles(inputs: string[], options: CollectOptions = {}): Collected {
  const list = inputs.length ? inputs : ['.'];
  const globs = new Map(list.map((input) => [input, input === '-' ? null : asGlob(input)]));
  // A missing path is reported below, in the order given.
  const roots = list.flatMap((input) =>
    input === '-' ? [] : (attempt(() => realpathSync(globs.get(input)?.root ?? input)) ?? []),
  );
  const collector = new Collector(new IgnoreRules(options), roots, options.locale ?? ENGLISH);
  /** A folder or a glob walked: no deck found in it is an error that says why (`id`). */
  const search = (input: string, id: string, from: Start, dir = from.root, raw?: Buffer) => {
    const walk: Walk = { ...from, seenDirs: new Set(), counts: { decks: 0, ignored: 0, skipped: 0 } };
    collector.walk(dir, walk, 0, raw);
    if (!walk.counts.decks) throw fail(NoDecksError, id, { input, ...why(walk.counts) });
  };

  for (const input of list) {
    const glob = globs.get(input);
    if (input === '-') collector.named('-');
    else if (glob) search(input, 'no-glob-match', glob);
    else {
      // A name that is not UTF-8 reaches argv with U+FFFD for its bytes: found by them, as a walk would find it.
      const raw = (!statSync(input, { throwIfNoEntry: false }) && rawPath(input)) || undefined;
      const st = attempt(() => statSync(raw ?? input));
      if (!st) throw fail(UsageError, 'no-such-path', { input });
      const path = raw ? nameText(raw).text : input;
      if (st.isDirectory()) search(input, 'no-deck-files', { root: resolve(path), maxDepth: Infinity }, path, raw);
      else collector.named(path, raw);
    }
  }
  return { files: collector.files, skipped: collector.skipped, warnings: collector.warnings() };
}

let stdinRead: Promise<Bounded> | null = null;

/**
 * Standard input, read once per process (a command run again after a store repair gets the same bytes) as a
 * stream, which waits for a terminal or a pipe without spinning. Reading stops one chunk past the limit.
 */
function readStdin(): Promise<Bounded> {
  stdinRead ??= (async () => {
    const stdin = process.stdin;
    if (stdin.isTTY) process.stderr.write('totem: reading a deck from standard input (Ctrl-D to end)\n');
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of stdin) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      chunks.push(buffer);
      total += buffer.length;
      // Leaving the loop destroys the stream: the rest of a huge input is never read.
      if (total > MAX_DECK_BYTES)
        return { bytes: Buffer.concat(chunks).subarray(0, MAX_DECK_BYTES + 1), truncated: true };
    }
    return { bytes: Buffer.concat(chunks), truncated: false };
  })();
  return stdinRead;
}

/** Past the limit: a size, or (when what was read holds NUL bytes, as `- </dev/zero` does) binary data. */
function tooLarge(display: string, size: number | null, read?: Uint8Array): ParsedDeck {
  if (read && !decodeDeck(read.subarray(0, 65536)).ok) return unreadableDeck(display, 'binary-file');
  if (size === null) return unreadableDeck(display, 'input-too-large');
  return unreadableDeck(display, 'file-too-large', { size: (size / 1048576).toFixed(1) });
}

/** Read and parse one deck file ('-' = standard input). Unreadable files are usage errors (exit 2). */
export async function readDeck(path: string | Buffer, display: string): Promise<ParsedDeck> {
  return (await readDeckAndBytes(path, display)).parsed;
}

/**
 * The same, with the bytes that were parsed (null when the file was too large to read whole): `fmt --write`
 * compares and replaces exactly what it read, never a second read that an editor may have changed meanwhile.
 */
export async function readDeckAndBytes(
  path: string | Buffer,
  display: string,
): Promise<{ parsed: ParsedDeck; bytes: Uint8Array | null }> {
  if (path === '-') {
    let input: Bounded;
    try {
      input = await readStdin();
    } catch (error) {
      throw cannotRead(error, display);
    }
    if (input.truncated) return { parsed: tooLarge(display, null, input.bytes), bytes: null };
    return { parsed: await parseDeck(input.bytes, display), bytes: input.bytes };
  }
  // Only a regular file: a FIFO or a device named here would never end (commands/shared/files.ts).
  const { fd, size } = openRegularFile(path, display);
  try {
    if (size > MAX_DECK_BYTES) return { parsed: tooLarge(display, size), bytes: null };
    const { bytes, truncated } = readBounded(fd, MAX_DECK_BYTES, size);
    if (truncated) return { parsed: tooLarge(display, null, bytes), bytes: null };
    return { parsed: await parseDeck(bytes, display), bytes };
  } catch (error) {
    throw cannotRead(error, display);
  } finally {
    closeSync(fd);
  }
}

/** A collected deck file: its own bytes when it has them (a staged file), else read from its path. */
export async function readDeckFile(file: DeckFile): Promise<ParsedDeck> {
  if (!file.bytes) return readDeck(file.raw ?? file.path, file.display);
  if (file.bytes.length > MAX_DECK_BYTES) return tooLarge(file.display, null);
  return parseDeck(file.bytes, file.display);
}
