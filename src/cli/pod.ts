import type { GameVariant } from '../model/variant.js';
import { dirname, resolve } from 'node:path';
import { checkPodSize, podExitCode, podOf } from '../commands/pod.js';
import { formatPodJson, formatPodText } from '../format/pod.js';
import { collectInputs, emit } from './check-io.js';
import { formatContext } from './format-context.js';
import { extraTypesOption, totemOption } from './options.js';
import { readDeckFile } from './read-deck.js';
import { cliSession, type DataFlags } from './session.js';
import { couldNotVerify } from './unverified.js';

export interface PodCliOptions extends DataFlags {
  format: string;
  totem?: string;
  extraTypes?: string;
  /** `--variant`: absent, the list's config decides. */
  variant?: GameVariant;
  color?: boolean;
}

/**
 * `totem pod FILE…`: up to 8 decks side by side, each checked under its own house config (whose `watch` list it
 * is read against). Exit 0 every deck valid, 1 one is not, 2 more than 8 decks, an unreadable one, or cards that
 * could not be looked up.
 */
export async function runPod(paths: string[], options: PodCliOptions): Promise<number> {
  const { files } = await collectInputs(paths, {});
  checkPodSize(files.length);
  const first = files[0]?.path;
  const session = await cliSession(options, first && first !== '-' ? dirname(resolve(first)) : undefined);
  try {
    const inputs = await Promise.all(
      files.map(async (file) => ({ read: () => readDeckFile(file), config: await session.configFor(file.path) })),
    );
    const run = await podOf(session, inputs, {
      totem: totemOption(options.totem),
      extraTypes: extraTypesOption(options.extraTypes),
      variant: options.variant,
    });
    emit(
      options.format === 'json'
        ? formatPodJson(run.result)
        : formatPodText(run.result, await formatContext(options.color, false)),
      undefined,
    );
    if (run.unverified > 0) throw couldNotVerify(session.lookup, run.unverified);
    return podExitCode(run.result);
  } finally {
    session.close();
  }
}
