import type { Report } from '../model/report.js';
import type { Locale } from '../model/render-message.js';
import { terminalStyle, terminalTable, workflowCommand } from './output.js';

/** Load only the formatter asked for: JSON output never pays for cli-table3. */
export async function formatReport(
  report: Report,
  format: string,
  options: { color: boolean; version: string; locale?: Locale; width?: number; failure?: string },
): Promise<string> {
  switch (format) {
    case 'json':
      return (await import('../format/json.js')).formatJson(report, options);
    case 'github':
      return (await import('../format/github.js')).formatGithub(report, { ...options, command: workflowCommand });
    case 'junit':
      return (await import('../format/junit.js')).formatJunit(report, options);
    case 'sarif':
      return (await import('../format/sarif.js')).formatSarif(report, options);
    default: {
      const { formatText } = await import('../format/text.js');
      const table = report.decks.length > 1 ? await terminalTable(options.color) : undefined;
      return formatText(report, {
        style: terminalStyle(options.color),
        table,
        version: options.version,
        locale: options.locale,
        width: options.width,
      });
    }
  }
}
