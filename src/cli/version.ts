import { readFileSync } from 'node:fs';
import { cliLocale, wordsIn } from './messages.js';
import { out, terminalStyle, warn } from './output.js';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
  homepage?: string;
};
export const VERSION = PACKAGE.version;
/** The page's address: where a sheet's QR code sends a phone unless `--site` says otherwise. */
export const HOMEPAGE = PACKAGE.homepage ?? '';

/** `totem --version`: the version and the card data's date (`cards status`), and past 90 days how to update. */
export async function printVersion(): Promise<void> {
  const { status } = await import('../commands/cards/index.js');
  const data = await status.run({} as never);
  const locale = cliLocale();
  const context = {
    locale,
    t: wordsIn(locale),
    style: terminalStyle(false),
    width: 0,
    version: VERSION,
    command: String,
  };
  out(`${VERSION}\n${status.text(data, context)}`);
  for (const line of status.warnings?.(data, context) ?? []) warn(line);
}
