import type { Formatter } from './context.js';
import { reportText } from './messages.js';

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
        results: report.decks.flatMap((deck) => [
          ...deck.problems.map((p) => ({
            ruleId: p.rule,
            ruleIndex: index.get(p.rule) ?? 0,
            level: p.severity === 'error' ? 'error' : 'warning',
            message: { text: p.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: artifactUri(deck.file) },
                  // GitHub code scanning needs region.startLine on every result to place it, so a problem of the
                  // whole deck (no line) points at the file from its first line: never a line 0, which SARIF forbids.
                  region: { startLine: p.line ?? 1, ...(p.column ? { startColumn: p.column } : {}) },
                },
              },
            ],
          })),
          // A line that could not be verified: SARIF's "open" result (the tool could not tell), level none.
          ...(deck.unverified ?? []).map((u) => ({
            ruleId: 'unknown-card',
            ruleIndex: index.get('unknown-card') ?? 0,
            kind: 'open',
            level: 'none',
            message: { text: u.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: artifactUri(deck.file) },
                  region: { startLine: u.line ?? 1 },
                },
              },
            ],
          })),
        ]),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
};
