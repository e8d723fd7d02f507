import { defineRule } from '../define.js';
import type { ReadIssueKind } from '../../model/deck.js';

const CARD_LINE = 'a card line is COUNT NAME [SET NUMBER], e.g. "1 Arven SVI 166" or "1 sv3-125"';

// One message per kind of thing the reader can meet; the reader names the kind, this table has the words.
const messages: Record<ReadIssueKind, string> = {
  'not-a-card-line': `"{text}" is not a header, comment or card line; ${CARD_LINE}`,
  'line-too-long': 'line is {length} characters long; a decklist line has at most {max}',
  'invalid-utf8': 'this line is not valid UTF-8; save the decklist as UTF-8',
  latin1:
    'the list is not UTF-8 (this line is the first to show it): it was read as Latin-1; save the decklist as UTF-8',
  'impossible-count':
    'count {count} is impossible in a 100-card deck; write how many copies (1 to {max}) or remove the line',
  'binary-file': 'the file contains NUL bytes: it is binary data, not a decklist',
  'file-too-large': 'the file is {size} MB; a decklist may be at most 1 MB — is this the right file?',
  'too-many-lines': 'the text has more than {max} lines; a decklist has far fewer — is this the right file?',
  'input-too-large': 'the input is more than 1 MB; a decklist may be at most 1 MB — is this the right file?',
  'json-syntax': 'not valid JSON: {detail}',
  'json-too-deep': 'JSON is nested more than {max} levels deep; a deck is { "totem": [...], "cards": [...] }',
  'json-shape': '{detail} (expected { "totem": [CardRef], "cards": [CardRef], "extraTypes": [Type] })',
};

export const rule = defineRule(
  {
    id: 'parse',
    title: 'Every line is a card, a heading or a comment',
    severity: 'error',
    description: 'a line that is not a header, comment, directive or card line',
    messages,
  },
  (deck) =>
    deck.parsed.issues.map((issue) => ({
      messageId: issue.kind,
      data: issue.data,
      line: issue.line,
      column: issue.column,
    })),
);
