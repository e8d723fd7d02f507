import type { Note } from '../model/resolved.js';
import type { MessageTable } from '../model/message.js';
import { renderMessage, type Locale } from '../model/render-message.js';

/** What the report says that is not a problem. */
export const NOTE_MESSAGES: MessageTable = {
  'wording-differs': 'printings of {name} differ in wording; judged the most recent, {printing}',
  'totem-taken': 'the Totem {card} was taken from line {line}',
};

export function renderNote(note: Note, locale: Locale): { line: number | null; id: string; message: string } {
  return { line: note.line, id: note.id, message: renderMessage(NOTE_MESSAGES, 'notes', note.id, note.data, locale) };
}
