import type { ParsedDeck } from '../../model/deck.js';
import { errorOf, UsageError } from '../../model/errors.js';
import { POD_MESSAGES } from '../../model/pod-messages.js';
import { checkOneDeck, type CheckedDeck, type CheckOneDeckOptions } from '../../check/run.js';
import type { CommandContext, DeckInput } from '../context.js';
import type { Run } from './command.js';
import type { HouseConfig } from '../../check/house-config.js';
import { extraTypesOption, totemOption } from './options.js';

/** One list of a command that reads several (`pod`, `diff`): how to read it, and its house config. */
export interface ListInput {
  read(): Promise<ParsedDeck>;
  config: HouseConfig;
}

/** A deck of the run as a list: read as the run reads it, under the house config of its folder. */
export const listInput = async (run: Pick<Run<unknown>, 'config'>, deck: DeckInput): Promise<ListInput> => ({
  read: deck.read,
  config: await run.config(deck.path),
});

/** What a command on lists answers, and the lines whose card could not be looked up (exit 2, not a verdict). */
export interface ListRun<R> {
  result: R;
  unverified: number;
}

/** What `pod` and `diff` pass on to every list's check (`variant` absent: the list's config decides). */
export type ListOptions = Pick<CheckOneDeckOptions, 'totem' | 'extraTypes' | 'variant'>;

/** The same, as the flags `--totem`, `--extra-types` and `--variant` give them. */
export type ListFlags = { totem?: string; extraTypes?: string } & Pick<ListOptions, 'variant'>;

/** The flags of a command that checks lists, read: a bad --totem or --extra-types is a usage error. */
export const listOptionsOf = (flags: ListFlags): ListOptions => ({
  totem: totemOption(flags.totem),
  extraTypes: extraTypesOption(flags.extraTypes),
  variant: flags.variant,
});

/**
 * A list read and checked as `check` checks it, under its own house config. A file that is no deck is a usage
 * error (exit 2), thrown with `messageId` of the pod's message table, since a table of decks can't hold it.
 */
export async function checkListInput(
  ctx: CommandContext,
  input: ListInput,
  options: ListOptions,
  messageId: 'unreadable' | 'diff-unreadable' | 'sheet-unreadable',
): Promise<CheckedDeck> {
  const parsed = await input.read();
  const checked = await checkOneDeck(ctx, parsed, {
    totem: options.totem,
    extraTypes: options.extraTypes,
    variant: options.variant,
    config: input.config,
  });
  if (parsed.unreadable) {
    const why = checked.report.problems[0]?.message ?? '';
    throw errorOf(UsageError, messageId, { file: parsed.file, why }, POD_MESSAGES, 'pod');
  }
  return checked;
}
