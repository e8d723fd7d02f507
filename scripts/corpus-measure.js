// How well totem reads the decklists people publish: the measurement shared by `npm run corpus` (on the built
// dist/) and test/corpus/real-lists.test.ts (in-process on src/). The pipeline is handed in, so both measure
// exactly the same thing.
//
// A *card line* is
//   1. every entry the reader produced (a line it read as COUNT NAME …), and
//   2. every line the reader refused (a `parse` problem) that still looks like a card line: a count first
//      ("4 Foo", "4x Foo", "* 4 Foo"), a count last ("Foo - X4", "foo 012/034 x1") or a printing first with a
//      count ("SFA 36 x3 # Foo").
// Headers, totals, titles and comments are not card lines, whether or not the reader understood them.
// A card line *resolves* when the entry found exactly one card. Unknown and ambiguous lines, and refused
// card-like lines, do not.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/real-lists');

// Linear patterns only (the corpus is text from the web): no two neighbouring quantifiers take the same characters.
const COUNT_FIRST = /^(?:[*•-]\s*)?\d{1,3}(?:\s*[xX×])?\s+\S/;
const COUNT_TAIL = /[-–\s][xX×]\s?\d{1,3}\s*$/;
/** "Bola ninho -x4": a count at the end, after some text. */
const countLast = (line) => {
  const tail = COUNT_TAIL.exec(line);
  return tail !== null && /\S/.test(line.slice(0, tail.index));
};
const PRINTING_FIRST = /^[A-Z0-9-]{2,8}\s+[A-Z]{0,3}\d+\s+[xX×]\d{1,3}\b/;

/** Does a line the reader refused look like a card line (see the definition above)? */
export function looksLikeCard(text) {
  const line = text.trim();
  if (!line || line.endsWith(':')) return false;
  return COUNT_FIRST.test(line) || countLast(line) || PRINTING_FIRST.test(line);
}

/** Every list of the corpus: one file per list, one folder per source. */
export function corpusFiles(dir = CORPUS_DIR) {
  const files = [];
  for (const source of readdirSync(dir).sort()) {
    const folder = join(dir, source);
    if (!statSync(folder).isDirectory()) continue;
    for (const name of readdirSync(folder).sort()) files.push({ source, file: name, path: join(folder, name) });
  }
  return files;
}

/** Why a card line did not resolve, as a category for the report: the rule, its message id, and the set code. */
function category(unresolved, entry) {
  const rule = unresolved.status === 'unknown' ? 'unknown-card' : 'ambiguous-card';
  const detail = unresolved.reason === 'not-a-set-code' ? ` ${unresolved.data.code}` : '';
  const script = /[\u3040-\u30ff\u3400-\u9fff]/.test(entry.text) ? ' (name in CJK script)' : '';
  return `${rule}: ${unresolved.reason}${detail}${script}`;
}

/**
 * The card lines of one checked list. `parsed` is the reader's ParsedDeck, `resolved` the ResolvedDeck, `text`
 * the file's text (for the lines the reader refused).
 */
export function cardLinesOf(parsed, resolved, text) {
  const rows = text.split(/\r\n|\r|\n/);
  const failed = new Map(resolved.unresolved.map((dc) => [dc.entry, dc.unresolved]));
  const out = [];
  for (const entry of parsed.entries) {
    if (entry.line === null) continue;
    const unresolved = failed.get(entry);
    out.push({
      line: entry.line,
      text: rows[entry.line - 1].trim(),
      resolved: !unresolved,
      category: unresolved ? category(unresolved, entry) : null,
    });
  }
  for (const issue of parsed.issues) {
    if (issue.line === null) continue;
    const line = rows[issue.line - 1] ?? '';
    if (issue.kind !== 'impossible-count' && !looksLikeCard(line)) continue;
    out.push({ line: issue.line, text: line.trim(), resolved: false, category: `parse: ${issue.kind}` });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** The lines the reader refused that are not card lines (headers, banners, notes it did not understand). */
export function refusedLinesOf(parsed, text) {
  const rows = text.split(/\r\n|\r|\n/);
  return parsed.issues
    .filter((i) => i.line !== null && i.kind !== 'impossible-count' && !looksLikeCard(rows[i.line - 1] ?? ''))
    .map((i) => ({ line: i.line, text: (rows[i.line - 1] ?? '').trim() }));
}

/** Per-source and overall counts from `{ source, file, lines }` records. */
export function summarize(results) {
  const bySource = new Map();
  for (const r of results) {
    const s = bySource.get(r.source) ?? { source: r.source, files: 0, lines: 0, resolved: 0 };
    s.files += 1;
    s.lines += r.lines.length;
    s.resolved += r.lines.filter((l) => l.resolved).length;
    bySource.set(r.source, s);
  }
  const sources = [...bySource.values()];
  const total = sources.reduce(
    (t, s) => ({ ...t, files: t.files + s.files, lines: t.lines + s.lines, resolved: t.resolved + s.resolved }),
    { source: 'total', files: 0, lines: 0, resolved: 0 },
  );
  return { sources, total };
}

export const percent = (s) => (s.lines === 0 ? 100 : (100 * s.resolved) / s.lines);

/** The per-source table (Markdown), worst source first. */
export function sourceTable({ sources, total }) {
  const row = (s) => `| ${s.source} | ${s.files} | ${s.lines} | ${s.lines - s.resolved} | ${percent(s).toFixed(1)} |`;
  const sorted = [...sources].sort((a, b) => percent(a) - percent(b) || a.source.localeCompare(b.source));
  return [
    '| source | files | card lines | failing | resolved % |',
    '|---|---|---|---|---|',
    ...sorted.map(row),
    row({ ...total, source: '**total**' }),
  ].join('\n');
}

/** The failing lines grouped by category, biggest first, with up to `examples` distinct lines each. */
export function failureTable(results, examples = 4) {
  const groups = new Map();
  for (const r of results)
    for (const l of r.lines) {
      if (l.resolved) continue;
      const g = groups.get(l.category) ?? { category: l.category, count: 0, sources: new Map(), examples: [] };
      g.count += 1;
      g.sources.set(r.source, (g.sources.get(r.source) ?? 0) + 1);
      if (g.examples.length < examples && !g.examples.includes(l.text)) g.examples.push(l.text);
      groups.set(l.category, g);
    }
  const sorted = [...groups.values()].sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
  const cell = (text) => '`' + text.replace(/\|/g, '\\|').replace(/`/g, "'") + '`';
  return [
    '| category | lines | sources | examples |',
    '|---|---|---|---|',
    ...sorted.map(
      (g) =>
        `| ${g.category} | ${g.count} | ${[...g.sources].map(([s, n]) => `${s} ${n}`).join(', ')} | ${g.examples.map(cell).join('<br>')} |`,
    ),
  ].join('\n');
}

export const fileLabel = (r) => `${r.source}/${basename(r.file)}`;
