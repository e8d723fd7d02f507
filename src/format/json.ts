import type { Report } from '../check/report.js';

export function formatJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
