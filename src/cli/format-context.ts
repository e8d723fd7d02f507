import type { CommandFormatContext } from '../format/command-context.js';
import { cliLocale, wordsIn } from './messages.js';
import { terminalStyle, terminalTable, useColor } from './output.js';

/** What a command result's formatter gets on this terminal; the table renderer (cli-table3) only when asked. */
export async function formatContext(color: boolean | undefined, withTable: boolean): Promise<CommandFormatContext> {
  const on = useColor(color);
  const locale = cliLocale();
  return {
    locale,
    t: wordsIn(locale),
    style: terminalStyle(on),
    table: withTable ? await terminalTable(on) : undefined,
  };
}
