import type { Report } from '../model/report.js';

export function formatJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
