import type { GameVariant } from '../model/variant.js';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { sheetOf } from '../commands/sheet.js';
import { formatSheetHtml } from '../format/sheet.js';
import { decodeDeck } from '../parse/decode.js';
import { collectInputs, emit } from './check-io.js';
import { cliLocale } from './messages.js';
import { extraTypesOption, totemOption } from './options.js';
import { readDeckFile } from './read-deck.js';
import { cliSession, type DataFlags } from './session.js';
import { couldNotVerify } from './unverified.js';

export interface SheetCliOptions extends DataFlags {
  outputFile?: string;
  site?: string;
  totem?: string;
  extraTypes?: string;
  /** `--variant`: absent, the list's config decides. */
  variant?: GameVariant;
}

/** The page's address: `--site`, else the `homepage` of totem's package.json. */
function defaultSite(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { homepage?: string };
  return pkg.homepage ?? '';
}

/**
 * `totem sheet DECK [-o FILE.html] [--site URL]`: one printable HTML page of the list. Exit 0 valid, 1 invalid
 * (the sheet is written either way: it says the verdict), 2 usage or data problems.
 */
export async function runSheet(path: string, options: SheetCliOptions): Promise<number> {
  const { files } = await collectInputs([path], {});
  const file = files[0]!;
  const session = await cliSession(options, file.path !== '-' ? dirname(resolve(file.path)) : undefined);
  try {
    const parsed = await readDeckFile(file);
    // The share link carries the list as written (comments and all), as the page's own link does.
    const decoded = parsed.unreadable ? null : decodeDeck(file.bytes ?? readFileSync(file.path));
    const config = await session.configFor(file.path);
    const result = await sheetOf(session, parsed, {
      totem: totemOption(options.totem),
      extraTypes: extraTypesOption(options.extraTypes),
      variant: options.variant,
      config,
      site: options.site ?? defaultSite(),
      text: decoded?.ok ? decoded.text : '',
    });
    emit(formatSheetHtml(result, cliLocale()), options.outputFile);
    if (result.unverified > 0) throw couldNotVerify(session.lookup, result.unverified);
    return result.valid ? 0 : 1;
  } finally {
    session.close();
  }
}
