import type { MessageData, MessageTable, MessageValue } from './message.js';
import { ENGLISH, joinList, renderMessage, type Locale } from './render-message.js';

/** Anything that can be put into words in a language: a notice, a TotemError. */
export interface Wordable {
  text(locale: Locale): string;
}

/** Data of a notice: message values, or words of their own (an API error inside a warning). */
export type NoticeData = { readonly [key: string]: MessageValue | Wordable };

/**
 * A warning not yet in words. The card layer says *which* message of its table and *with what*; the CLI, the
 * only code that prints, renders it in the user's language. `String(notice)` is the English text (logs, tests).
 */
export class Notice implements Wordable {
  constructor(
    readonly table: MessageTable,
    readonly scope: string,
    readonly id: string,
    readonly data: NoticeData = {},
  ) {}

  text(locale: Locale): string {
    const data: Record<string, MessageValue> = {};
    for (const [key, v] of Object.entries(this.data)) data[key] = isWordable(v) ? v.text(locale) : v;
    return renderMessage(this.table, this.scope, this.id, data as MessageData, locale);
  }

  toString(): string {
    return this.text(ENGLISH);
  }
}

const isWordable = (v: MessageValue | Wordable): v is Wordable =>
  typeof v === 'object' && typeof (v as Partial<Wordable>).text === 'function';

/** An error as a notice value: its own words when it has them (a TotemError), else its English message. */
export function errorWords(error: unknown): MessageValue | Wordable {
  if (error && typeof error === 'object' && isWordable(error as Wordable)) return error as Wordable;
  return (error as Error | null)?.message ?? String(error);
}

/** Several words joined with "and" in the reader's language ("the Pokémon TCG API and the TCGdex API"). */
export const joinedWords = (items: readonly Wordable[]): Wordable => ({
  text: (locale) =>
    joinList(
      items.map((item) => item.text(locale)),
      locale.and,
    ),
});
