import type { ParsedDeck } from '../src/model/deck.js';
import type { ResolvedDeck } from '../src/model/resolved.js';

export interface CardLine {
  line: number;
  text: string;
  resolved: boolean;
  /** Why the line did not resolve ("unknown-card: not-a-set-code ASC", "parse: not-a-card-line"); null if it did. */
  category: string | null;
}
export interface CorpusFile {
  source: string;
  file: string;
  path: string;
}
export interface FileResult {
  source: string;
  file: string;
  lines: CardLine[];
}
export interface SourceSummary {
  source: string;
  files: number;
  lines: number;
  resolved: number;
}

export const CORPUS_DIR: string;
export function looksLikeCard(text: string): boolean;
export function corpusFiles(dir?: string): CorpusFile[];
export function cardLinesOf(parsed: ParsedDeck, resolved: ResolvedDeck, text: string): CardLine[];
export function refusedLinesOf(parsed: ParsedDeck, text: string): { line: number; text: string }[];
export function summarize(results: FileResult[]): { sources: SourceSummary[]; total: SourceSummary };
export function percent(summary: SourceSummary): number;
export function sourceTable(summary: { sources: SourceSummary[]; total: SourceSummary }): string;
export function failureTable(results: FileResult[], examples?: number): string;
export function fileLabel(result: FileResult): string;
