import { defineRule } from '../define.js';
import { words } from './words.js';

export const rule = defineRule({ id: 'parse', severity: 'error', words }, (deck) =>
  deck.parsed.issues.map((issue) => ({
    messageId: issue.kind,
    data: issue.data,
    line: issue.line,
    column: issue.column,
  })),
);
