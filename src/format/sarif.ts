import type { Formatter } from './context.js';
import { reportText } from './messages.js';
import type { Problem } from '../model/problem.js';
import type { Repair } from '../model/repair.js';

/**
 * A problem's repairs as SARIF fixes (the fix first): each edit replaces whole lines — from the start of line
 * `from` to the start of the line after `to` (an empty region for an insertion) — by its lines.
 */
const fixesOf = (p: Problem, uri: string) =>
  [...(p.fix ? [p.fix] : []), ...(p.suggestions ?? [])].map((r: Repair) => ({
    description: { text: r.label },
    artifactChanges: [
      {
        artifactLocation: { uri },
        replacements: r.edits.map((e) => ({
          deletedRegion: { startLine: e.from, startColumn: 1, endLine: e.to + 1, endColumn: 1 },
          ...(e.lines.length ? { insertedContent: { text: e.lines.map((l) => `${l}\n`).join('') } } : {}),
        })),
      },
    ],
  }));

/**
 * A deck's file as the URI reference SARIF asks for (RFC 3986): each path segment percent-encoded (`%`, `#`, `?`,
 * spaces, `:` and every non-ASCII character), `/` between them; a Windows drive path becomes a `file:` URI.
 */
export function artifactUri(file: string): string {
  // A name's escaped characters (files.ts: `\x1b`, `\u0085`) are percent-encoded as what they stand for.
  const path = file
    .replace(/\\x([01][0-9a-f]|7f)|\\u([0-9a-f]{4})/g, (_all, a?: string, b?: string) =>
      String.fromCharCode(parseInt(a ?? b!, 16)),
    )
    .replace(/\\/g, '/')
    .replace(/^\.\//, '');
  if (!path) return 'stdin';
  const drive = /^[A-Za-z]:\//.exec(path)?.[0];
  const rest = drive ? path.slice(drive.length) : path;
  const encoded = rest.split('/').map(encodeURIComponent).join('/');
  return drive ? `file:///${drive}${encoded}` : encoded;
}

/** SARIF 2.1.0 for code scanning: every rule with its help, every result with a file and line. */
export const formatSarif: Formatter = (report, { version, locale, failure }) => {
  const t = reportText(locale);
  const index = new Map(report.rules.map((r, i) => [r.id, i]));
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'totem',
            version,
            rules: report.rules.map((r) => ({
              id: r.id,
              name: r.id.replace(/(^|-)(\w)/g, (_m: string, _d: string, c: string) => c.toUpperCase()),
              shortDescription: { text: r.description },
              fullDescription: { text: t('sarif-full', { id: r.id, description: r.description }) },
              help: { text: t('sarif-help', { description: r.description, docs: r.docs }) },
              properties: { docs: r.docs },
              defaultConfiguration: { level: r.severity === 'error' ? 'error' : 'warning' },
            })),
          },
        },
        // A run that checked nothing still makes a valid log: no results, and why, as the run's notification.
        ...(failure === undefined
          ? {}
          : {
              invocations: [
                {
                  executionSuccessful: false,
                  toolExecutionNotifications: [{ level: 'error', message: { text: failure } }],
                },
              ],
            }),
        results: report.decks.flatMap((deck) => {
          const uri = artifactUri(deck.file);
          const locations = (region: object) => [{ physicalLocation: { artifactLocation: { uri }, region } }];
          return [
            ...deck.problems.map((p) => ({
              ruleId: p.rule,
              ruleIndex: index.get(p.rule) ?? 0,
              level: p.severity === 'error' ? 'error' : 'warning',
              message: { text: p.message },
              // GitHub code scanning needs region.startLine on every result to place it, so a problem of the
              // whole deck (no line) points at the file from its first line: never a line 0, which SARIF forbids.
              locations: locations({ startLine: p.line ?? 1, ...(p.column ? { startColumn: p.column } : {}) }),
              ...(p.fix || p.suggestions ? { fixes: fixesOf(p, uri) } : {}),
            })),
            // A line that could not be verified: SARIF's "open" result (the tool could not tell), level none.
            ...(deck.unverified ?? []).map((u) => ({
              ruleId: 'unknown-card',
              ruleIndex: index.get('unknown-card') ?? 0,
              kind: 'open',
              level: 'none',
              message: { text: u.message },
              locations: locations({ startLine: u.line ?? 1 }),
            })),
          ];
        }),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
};
