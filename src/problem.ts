export type Severity = 'error' | 'warning';

/** One finding about a deck. Every rule and the reader produce these (SPEC §5). */
export interface Problem {
  rule: string;
  severity: Severity;
  /** 1-based line in the deck file; null when the problem has no single line (e.g. a missing Totem). */
  line: number | null;
  column?: number;
  /** Other lines involved, e.g. the first copy of a duplicated card. */
  related?: number[];
  card?: { id?: string; name: string };
  /** What is wrong and what would fix it. */
  message: string;
}
