import type { MessageData } from './message.js';

/** One edit on the list's own text: lines from..to (1-based, inclusive) replaced by `lines`; to = from - 1 inserts before `from`. */
export interface TextEdit {
  from: number;
  to: number;
  lines: string[];
}

/** A repair offered on a problem: what it does (`op`, stable, for data-op), its label in the user's language, its edits. */
export interface Repair {
  op:
    | 'set-count'
    | 'remove-line'
    | 'remove-card'
    | 'replace-card'
    | 'choose-totem'
    | 'add-energy'
    | 'remove-cards'
    | 'merge-lines';
  label: string;
  edits: TextEdit[];
}

/** A repair as a rule gives it: its label is a message id of the rule's table, rendered by the engine. */
export type FoundRepair = Omit<Repair, 'label'> & { label: string; data?: MessageData };

const BREAK = /\r\n|\r|\n/;

/**
 * The text with the repair's edits made, bottom-up so each edit's line numbers are the list's own; the list's
 * line endings (its first one) and its last line break are kept.
 */
export function applyRepair(text: string, repair: Pick<Repair, 'edits'>): string {
  const lines = text.split(BREAK);
  // At one line, the replacement before the insertion in front of it: both name the line as the list has it.
  const edits = [...repair.edits].sort((a, b) => b.from - a.from || b.to - a.to);
  for (const e of edits) lines.splice(e.from - 1, e.to - e.from + 1, ...e.lines);
  return lines.join(BREAK.exec(text)?.[0] ?? '\n');
}
