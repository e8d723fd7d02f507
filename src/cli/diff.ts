import type { GameVariant } from '../model/variant.js';
import { dirname, resolve } from 'node:path';
import { diffDecks, diffExitCode } from '../commands/diff.js';
import { formatDiffJson, formatDiffText } from '../format/diff.js';
import { emit, oneDeckFile } from './check-io.js';
import { formatContext } from './format-context.js';
import { extraTypesOption, totemOption } from './options.js';
import { readDeckFile } from './read-deck.js';
import { cliSession, type DataFlags } from './session.js';
import { couldNotVerify } from './unverified.js';
import type { DeckFile } from './files.js';

export interface DiffCliOptions extends DataFlags {
  format: string;
  totem?: string;
  extraTypes?: string;
  /** `--variant`: absent, the list's config decides. */
  variant?: GameVariant;
  color?: boolean;
}

/**
 * `totem diff A B`: the cards B adds, removes and changes, the Totem and identity when they move, each list's
 * verdict. Exit codes as diff(1): 0 the lists are the same, 1 they differ, 2 trouble (a file that is no deck,
 * cards that could not be looked up, bad usage).
 */
export async function runDiff(a: string, b: string, options: DiffCliOptions): Promise<number> {
  const files = [await oneDeckFile(a, 'diff'), await oneDeckFile(b, 'diff')] as const;
  const session = await cliSession(options, files[0].path !== '-' ? dirname(resolve(files[0].path)) : undefined);
  try {
    const input = async (file: DeckFile) => ({
      read: () => readDeckFile(file),
      config: await session.configFor(file.path),
    });
    const run = await diffDecks(session, [await input(files[0]), await input(files[1])], {
      totem: totemOption(options.totem),
      extraTypes: extraTypesOption(options.extraTypes),
      variant: options.variant,
    });
    emit(
      options.format === 'json'
        ? formatDiffJson(run.result)
        : formatDiffText(run.result, await formatContext(options.color, false)),
      undefined,
    );
    if (run.unverified > 0) throw couldNotVerify(session.lookup, run.unverified);
    return diffExitCode(run.result);
  } finally {
    session.close();
  }
}
