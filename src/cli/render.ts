import type { Report } from '../model/report.js';
import type { Locale } from '../model/render-message.js';
import { isReportFormat, reportFormatter } from '../format/registry.js';
import { terminalStyle, terminalTable, workflowCommand } from './output.js';

/** Load only the formatter asked for: JSON output never pays for cli-table3. */
export async function formatReport(
  report: Report,
  format: string,
  options: { color: boolean; version: string; locale?: Locale; width?: number; failure?: string },
): Promise<string> {
  const formatter = await reportFormatter(isReportFormat(format) ? format : 'text');
  const text = format === 'text' || !isReportFormat(format);
  const table = text && report.decks.length > 1 ? await terminalTable(options.color) : undefined;
  return formatter(report, {
    ...options,
    command: workflowCommand,
    style: text ? terminalStyle(options.color) : undefined,
    table,
  });
}
