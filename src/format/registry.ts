import type { Formatter } from './context.js';

// The formats each kind of result can be written in: `--format`'s choices, its help, and the library's
// formatReport read these lists; each formatter module loads only when its format is asked for.

export const REPORT_FORMATS = ['text', 'json', 'github', 'junit', 'sarif'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The formats of `cost`, `identity`, `cards info` and `cards find` answers. */
export const ANSWER_FORMATS = ['text', 'json'] as const;

const loaders: Record<ReportFormat, () => Promise<Formatter>> = {
  text: async () => (await import('./text.js')).formatText,
  json: async () => (await import('./json.js')).formatJson,
  github: async () => (await import('./github.js')).formatGithub,
  junit: async () => (await import('./junit.js')).formatJunit,
  sarif: async () => (await import('./sarif.js')).formatSarif,
};

export const isReportFormat = (format: string): format is ReportFormat =>
  (REPORT_FORMATS as readonly string[]).includes(format);

/** The report formatter of a format (unknown formats are the caller's usage error). */
export function reportFormatter(format: ReportFormat): Promise<Formatter> {
  return loaders[format]();
}
