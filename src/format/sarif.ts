import type { Formatter } from './context.js';
import { reportText } from './messages.js';

/** SARIF 2.1.0 for code scanning: every rule with its help, every result with a file and line. */
export const formatSarif: Formatter = (report, { version, locale }) => {
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
        results: report.decks.flatMap((deck) =>
          deck.problems.map((p) => ({
            ruleId: p.rule,
            ruleIndex: index.get(p.rule) ?? 0,
            level: p.severity === 'error' ? 'error' : 'warning',
            message: { text: p.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: deck.file.replace(/\\/g, '/').replace(/^\.\//, '') || 'stdin' },
                  region: { startLine: p.line ?? 1, ...(p.column ? { startColumn: p.column } : {}) },
                },
              },
            ],
          })),
        ),
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
};
