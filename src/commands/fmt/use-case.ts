import { checkParsedDeck } from '../../check/run.js';
import type { ParsedDeck } from '../../model/deck.js';
import type { Problem } from '../../model/problem.js';
import type { ResolvedDeck } from '../../model/resolved.js';
import { looksJson } from '../../parse/index.js';
import type { CommandContext } from '../context.js';
import type { TotemOption } from '../../check/resolve.js';

/** The rules that say a line could not be read or resolved: a file with one of these is never rewritten. */
const READ_RULES = ['parse', 'unknown-card', 'ambiguous-card'];

export interface FmtDeck {
  deck: ResolvedDeck;
  /**
   * The lines that could not be read, resolved or verified (a set newer than the card data), in the context's
   * language: the face names them, and such a file is never rewritten.
   */
  unreadable: Pick<Problem, 'line' | 'message'>[];
  /** The file holds a decklist at all (a card line or a Totem). */
  isDeck: boolean;
}

/** `fmt`: a parsed deck resolved, ready to be written in canonical form (format/canonical-deck.ts). */
export async function fmtDeck(
  ctx: CommandContext,
  parsed: ParsedDeck,
  options: { totem?: TotemOption | null } = {},
): Promise<FmtDeck> {
  // `--totem`: the card is moved into the Totem section (a pasted list with no Totem, written back with one).
  const { report, deck } = await checkParsedDeck(parsed, ctx.lookup, {
    context: { bans: [] },
    locale: ctx.locale,
    totem: options.totem,
  });
  const unreadable = [...report.problems.filter((p) => READ_RULES.includes(p.rule)), ...(report.unverified ?? [])];
  return { deck, unreadable, isDeck: parsed.entries.length > 0 || parsed.totemRef !== null };
}

export type FmtAction =
  { kind: 'json' | 'not-a-deck' | 'incomplete' | 'formatted' } | { kind: 'differs'; wanted: Uint8Array };

/** The canonical text as the file would hold it: its own byte-order mark and line endings (CRLF or LF) kept. */
export function asFile(text: string, original: Uint8Array): Uint8Array {
  const bom = original.length >= 3 && original[0] === 0xef && original[1] === 0xbb && original[2] === 0xbf;
  const firstBreak = original.indexOf(0x0a);
  const eol = firstBreak > 0 && original[firstBreak - 1] === 0x0d ? '\r\n' : '\n';
  return new TextEncoder().encode(`${bom ? '\uFEFF' : ''}${text.split('\n').join(eol)}${eol}`);
}

const same = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether a file is rewritten. A JSON deck (whatever its name) has no text form to keep; notes, READMEs and
 * empty files are not decklists; a file with a line that does not resolve is never rewritten, since the rewrite
 * would drop that line's meaning.
 */
export function fmtAction(file: string, text: string, fmt: FmtDeck, bytes: Uint8Array | null): FmtAction {
  if (bytes && looksJson(new TextDecoder().decode(bytes), file)) return { kind: 'json' };
  if (!fmt.isDeck) return { kind: 'not-a-deck' };
  if (fmt.unreadable.length || !bytes) return { kind: 'incomplete' };
  const wanted = asFile(text, bytes);
  return same(wanted, bytes) ? { kind: 'formatted' } : { kind: 'differs', wanted };
}
