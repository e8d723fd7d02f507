import type { Formatter } from './context.js';

export const formatJson: Formatter = (report) => `${JSON.stringify(report, null, 2)}\n`;
