import type { MessageData } from './message.js';
import type { FoundRepair, Repair } from './repair.js';

export type Severity = 'error' | 'warning';

/**
 * One finding about a deck. Every rule produces these; `message` is rendered from the rule's message table
 * (`messageId` + `data`), so the same problem can be shown in another language.
 */
export interface Problem {
  rule: string;
  messageId: string;
  data: MessageData;
  severity: Severity;
  /** 1-based line in the deck file; null when the problem has no single line (e.g. a missing Totem). */
  line: number | null;
  column?: number;
  /** Other lines involved, e.g. the first copy of a duplicated card. */
  related?: number[];
  card?: { id?: string; name: string };
  /** What is wrong and what would fix it, in the report's language. */
  message: string;
  /** The one repair that is certainly right and creates no problem (`check --fix` applies it). */
  fix?: Repair;
  /** Repairs offered, never applied unasked; the one most likely wanted first. */
  suggestions?: Repair[];
}

/** What a rule reports; the engine adds the rule id, the rendered message and, unless set, the rule's severity. */
export type Finding = Omit<Problem, 'rule' | 'severity' | 'message' | 'data' | 'fix' | 'suggestions'> & {
  severity?: Severity;
  data?: MessageData;
  fix?: FoundRepair;
  suggestions?: FoundRepair[];
};
