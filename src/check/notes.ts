import type { Note } from '../model/resolved.js';
import type { MessageTable } from '../model/message.js';
import { renderMessage, type Locale } from '../model/render-message.js';

/** What the report says that is not a problem. */
export const NOTE_MESSAGES: MessageTable = {
  'wording-differs': 'printings of {name} differ in wording; judged the most recent, {printing}',
  'totem-taken': 'the Totem {card} was taken from line {line}',
  title: 'took "{title}" as the deck\'s name, not as a card',
  'basic-energy': '"{written}" names no card in the card data; read as {card}',
  'read-by-name': "{printing} is a client's own numbering, not a printing; found by the name: {card}",
  'name-not-checked': 'name not checked: no {language} names in the card data; read "{written}" as {card}',
  'promo-printing': '{printing} is another card; read as the series promo {card}',
  'sixty-card-list': 'this looks like a 60-card list; a Totem deck is 1 Totem + 99 cards',
  'apis-not-asked': 'the card APIs could not be asked: unknown cards were judged on the card data totem has',
  'name-slip': 'the line says "{written}"; {printing} is "{name}": read as {card} (correct the spelling)',
};

export function renderNote(note: Note, locale: Locale): { line: number | null; id: string; message: string } {
  return { line: note.line, id: note.id, message: renderMessage(NOTE_MESSAGES, 'notes', note.id, note.data, locale) };
}
