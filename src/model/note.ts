import type { MessageData } from './message.js';

/**
 * Something the report should say that is not a problem ("judged the most recent printing", "took the first
 * line as the deck's name"). The ids are message ids of the notes table in `src/check/run.ts`.
 */
export interface Note {
  id:
    | 'wording-differs'
    | 'totem-taken'
    | 'title'
    | 'basic-energy'
    | 'read-by-name'
    | 'name-not-checked'
    | 'promo-printing'
    | 'name-slip'
    | 'apis-not-asked'
    | 'sixty-card-list';
  line: number | null;
  data: MessageData;
}
