import { isReportFormat, reportFormatter } from '../../format/registry.js';
import type { RunFormatContext } from '../shared/command.js';
import type { CheckResult } from './result.js';

/**
 * The report in its format — only that formatter loaded: JSON never loads the table writer — with the text's closing
 * line about skipped files; or the JSON's end when the decks went out as they were checked.
 */
export async function checkText(result: CheckResult, context: RunFormatContext): Promise<string> {
  if (result.tail !== undefined) return result.tail;
  const { format, report } = result;
  const text = format === 'text' || !isReportFormat(format);
  const formatter = await reportFormatter(isReportFormat(format) ? format : 'text');
  const written = formatter(report, {
    ...context,
    style: text ? context.style : undefined,
    failure: result.failure?.text(context.locale),
  });
  const skipped = text && report.summary.skipped ? `${context.t('skipped', { count: report.summary.skipped })}\n` : '';
  return written + skipped;
}
