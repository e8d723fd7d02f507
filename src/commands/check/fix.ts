import { parseTextDeck } from '../../parse/text.js';
import type { ParsedDeck } from '../../model/deck.js';
import { applyRepair } from '../../model/repair.js';
import { unifiedDiff } from '../../format/unified-diff.js';
import { checkOneDeck, type CheckOneDeckOptions } from '../check.js';
import type { CommandContext, RunContext } from '../context.js';

/** Rounds of fixes at most: each round's fix is one of the list as the round before left it. */
const MAX_ROUNDS = 25;

const BOM = [0xef, 0xbb, 0xbf];
const BREAK = /\r\n|\r|\n/;

/**
 * `check --fix`: the list with every `fix` applied — one, then the list checked again, until none is left (at most
 * MAX_ROUNDS) — and never a suggestion. Only a text list that it can write back byte for byte but for the edits
 * (UTF-8, its BOM and line endings kept) is fixed; null when it is not one, or nothing changes. `diff`: what
 * `--fix-dry-run` prints.
 */
export async function fixDeck(
  ctx: CommandContext,
  parsed: ParsedDeck,
  bytes: Uint8Array | null,
  options: CheckOneDeckOptions,
): Promise<{ parsed: ParsedDeck; bytes: Uint8Array; diff: string } | null> {
  if (!bytes || !parsed.source) return null;
  const bom = BOM.every((b, i) => bytes[i] === b);
  const before = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const encode = (text: string) => new TextEncoder().encode(`${bom ? '\uFEFF' : ''}${text}`);
  if (encode(before).some((b, i) => b !== bytes[i]) || encode(before).length !== bytes.length) return null;
  let text = before;
  let fixed = parsed;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const fix = (await checkOneDeck(ctx, fixed, options)).report.problems.find((p) => p.fix)?.fix;
    if (!fix) break;
    text = applyRepair(text, fix);
    fixed = parseTextDeck(text, parsed.file);
  }
  if (text === before) return null;
  const lines = (t: string) => t.replace(/(?:\r\n|\r|\n)$/, '').split(BREAK);
  return { parsed: fixed, bytes: encode(text), diff: unifiedDiff(parsed.file, lines(before), lines(text)) };
}

export type FixedDeck = NonNullable<Awaited<ReturnType<typeof fixDeck>>>;

/**
 * A run's reader under `--fix`: each deck read (`read`: its parsed list and bytes), fixed under its house config,
 * handed to `done` when it changed (written back, or its diff printed), and checked as fixed.
 */
export function fixingReader<F extends { path: string; display: string }>(
  ctx: RunContext,
  options: Omit<CheckOneDeckOptions, 'config'>,
  read: (path: string, display: string) => Promise<{ parsed: ParsedDeck; bytes: Uint8Array | null }>,
  done: (file: F, fixed: FixedDeck) => void,
): (file: F) => Promise<ParsedDeck> {
  return async (file) => {
    const { parsed, bytes } = await read(file.path, file.display);
    const fixed = await fixDeck(ctx, parsed, bytes, { ...options, config: await ctx.configFor(file.path) });
    if (fixed) done(file, fixed);
    return fixed?.parsed ?? parsed;
  };
}
