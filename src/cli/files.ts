import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../model/errors.js';
import { byText } from '../model/compare.js';

const DECK_EXTENSIONS = /\.(txt|deck|json)$/i;
const SKIP_DIRS = new Set(['node_modules', '.git']);
const MAX_FILES = 20_000;

export interface DeckFile {
  /** Path to read, or '-' for standard input. */
  path: string;
  /** Path shown in reports: relative to the working directory. */
  display: string;
}

function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return (rel && !rel.startsWith('..') ? rel : path).split(sep).join('/');
}

/** Walk a folder for decks; each real folder is entered once, so symlink loops end. */
function walk(dir: string, found: DeckFile[], seen: Set<string>, match: (p: string) => boolean): void {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return;
  }
  if (seen.has(real)) return;
  seen.add(real);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => byText(a.name, b.name));
  for (const entry of entries) {
    const full = join(dir, entry.name);
    let isDir = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      try {
        const st = statSync(full);
        isDir = st.isDirectory();
        isFile = st.isFile();
      } catch {
        continue;
      }
    }
    if (isDir && !SKIP_DIRS.has(entry.name)) walk(full, found, seen, match);
    else if (isFile && DECK_EXTENSIONS.test(entry.name) && entry.name !== 'totem.config.json' && match(full)) {
      found.push({ path: full, display: display(full) });
      if (found.length > MAX_FILES)
        throw new UsageError(`more than ${MAX_FILES} deck files found; name a smaller folder`);
    }
  }
}

function globToRegExp(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      re += '.*';
      i++;
      if (pattern[i + 1] === '/') i++;
    } else if (ch === '*') re += '[^/]*';
    else if (ch === '?') re += '[^/]';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** Files, folders (recursive: *.txt, *.deck, *.json), globs and '-' → deck files, in a stable order. */
export function collectDeckFiles(inputs: string[]): DeckFile[] {
  const found: DeckFile[] = [];
  const seen = new Set<string>();
  for (const input of inputs.length ? inputs : ['.']) {
    if (input === '-') {
      found.push({ path: '-', display: 'stdin' });
      continue;
    }
    if (/[*?]/.test(input)) {
      const firstGlob = input.search(/[*?]/);
      const base = input.slice(0, input.lastIndexOf('/', firstGlob) + 1) || '.';
      const re = globToRegExp(resolve(input).split(sep).join('/'));
      const before = found.length;
      walk(base, found, seen, (p) => re.test(resolve(p).split(sep).join('/')));
      if (found.length === before) throw new UsageError(`no deck files match ${input}`);
      continue;
    }
    let st;
    try {
      st = statSync(input);
    } catch {
      throw new UsageError(`${input}: no such file or folder`);
    }
    if (st.isDirectory()) {
      const before = found.length;
      walk(input, found, new Set(), () => true);
      if (found.length === before)
        throw new UsageError(`${input}: no deck files (*.txt, *.deck, *.json) in this folder`);
    } else found.push({ path: input, display: display(resolve(input)) });
  }
  return found;
}
