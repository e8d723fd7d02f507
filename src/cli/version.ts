import { cliLocale, wordsIn } from './messages.js';
import { out, terminalStyle, warn } from './output.js';
import type { RunFormatContext } from '../commands/shared/command.js';

import { VERSION } from '../check/version.js';

/** `totem --version`: the version and the card data's date (`cards status`), and past 90 days how to update. */
export async function printVersion(): Promise<void> {
  const { status } = await import('../commands/cards/index.js');
  const data = await status.run({} as never);
  const locale = cliLocale();
  // The status says no report: the words and the style are all its text reads.
  const context = { locale, t: wordsIn(locale), style: terminalStyle(false) } as RunFormatContext;
  out(`${VERSION}\n${status.text(data, context)}`);
  for (const line of status.warnings?.(data, context) ?? []) warn(line);
}
