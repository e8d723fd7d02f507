import { checkParsedDeck } from '../../check/run.js';
import type { ParsedDeck } from '../../model/deck.js';
import { looksJson } from '../../parse/index.js';
import type { CommandContext } from '../context.js';
import type { TotemOption } from '../../check/resolve.js';

/** The rules that say a line could not be read or resolved: a file with one of these is never rewritten. */
const READ_RULES = ['parse', 'unknown-card', 'ambiguous-card'];

/**
 * `fmt`: a parsed deck resolved, ready to be written in canonical form (format/canonical-deck.ts); `unreadable`, the
 * lines that could not be read, resolved or verified (a set newer than the card data), in the context's language:
 * the face names them, and such a file is never rewritten; `isDeck`, the file holds a decklist at all (a card line
 * or a Totem).
 */
export async function fmtDeck(ctx: CommandContext, parsed: ParsedDeck, options: { totem?: TotemOption | null } = {}) {
  // `--totem`: the card is moved into the Totem section (a pasted list with no Totem, written back with one).
  const { report, deck } = await checkParsedDeck(parsed, ctx.lookup, {
    context: { bans: [] },
    locale: ctx.locale,
    totem: options.totem,
  });
  const unreadable = [...report.problems.filter((p) => READ_RULES.includes(p.rule)), ...(report.unverified ?? [])];
  return { deck, unreadable, isDeck: parsed.entries.length > 0 || parsed.totemRef !== null };
}

type FmtDeck = Awaited<ReturnType<typeof fmtDeck>>;

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
export function fmtAction(file: string, text: string, fmt: FmtDeck, bytes: Uint8Array | null) {
  if (bytes && looksJson(new TextDecoder().decode(bytes), file)) return { kind: 'json' as const };
  if (!fmt.isDeck) return { kind: 'not-a-deck' as const };
  if (fmt.unreadable.length || !bytes) return { kind: 'incomplete' as const };
  const wanted = asFile(text, bytes);
  return same(wanted, bytes) ? { kind: 'formatted' as const } : { kind: 'differs' as const, wanted };
}
