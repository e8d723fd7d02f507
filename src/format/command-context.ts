import type { Card } from '../model/card.js';
import { cardValue } from '../model/labels.js';
import type { MessageData } from '../model/message.js';
import { renderValue, type Locale } from '../model/render-message.js';
import type { Style, TableRenderer } from './style.js';

/** What a formatter of a command's result may know besides the result (`t`: the CLI's table, in `locale`). */
export interface CommandFormatContext {
  locale: Locale;
  t: (id: string, data?: MessageData) => string;
  style: Style;
  /** Needed by the results with a table (versions of a name, `cards find`). */
  table?: TableRenderer;
}

/** "Órdenes de Jefes (Ghechis) PAL 172": a card as a player writes it, named in the context's language. */
export function cardText(card: Card, locale: Locale): string {
  return renderValue(cardValue(card), locale);
}

/** A card as the JSON answers name it: id, English name, set code (or id) and number. */
export const cardJson = ({ id, name, setCode, setId, number }: Card) => ({ id, name, set: setCode ?? setId, number });
