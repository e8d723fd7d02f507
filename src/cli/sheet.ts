import type { GameVariant } from '../model/variant.js';
import { readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { sheetOf } from '../commands/sheet.js';
import { formatSheetHtml } from '../format/sheet.js';
import { decodeDeck } from '../parse/decode.js';
import { couldNotVerify, emit, oneDeckFile } from './run.js';
import { cliError, cliLocale, t } from './messages.js';
import { out } from './output.js';
import { extraTypesOption, totemOption } from './options.js';
import { readDeckAndBytes } from './read-deck.js';
import { cliSession, type DataFlags } from './session.js';

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

/** `--site`: where the printed QR code sends a phone: an https: page, or http: on this machine (a dev server). */
function siteOption(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  const local = url?.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url?.protocol === 'https:' || local) return value;
  throw cliError('site-url', { value });
}

/**
 * Where the sheet goes: `-o FILE`; piped or redirected, the output; on a terminal (where 230 kB of HTML is of no
 * use) `<deck>.html` beside the deck, or for standard input a usage error naming `-o`.
 */
function sheetFile(deck: string, outputFile: string | undefined): string | undefined {
  if (outputFile || !process.stdout.isTTY) return outputFile;
  if (deck === '-') throw cliError('sheet-to-terminal');
  const file = join(dirname(deck), `${basename(deck, extname(deck))}.html`);
  if (resolve(file) === resolve(deck)) throw cliError('sheet-over-deck', { file: deck });
  return file;
}

/**
 * `totem sheet DECK [-o FILE.html] [--site URL]`: one printable HTML page of the list. Exit 0 valid, 1 invalid
 * (the sheet is written either way: it says the verdict), 2 usage or data problems.
 */
export async function runSheet(path: string, options: SheetCliOptions): Promise<number> {
  const site = siteOption(options.site ?? defaultSite());
  const file = await oneDeckFile(path, 'sheet');
  const target = sheetFile(file.path, options.outputFile);
  const session = await cliSession(options, file.path !== '-' ? dirname(resolve(file.path)) : undefined);
  try {
    const { parsed, bytes } = await readDeckAndBytes(file.raw ?? file.path, file.display);
    // The share link carries the list as written (comments and all), as the page's own link does.
    const decoded = parsed.unreadable || !bytes ? null : decodeDeck(bytes);
    const config = await session.configFor(file.path);
    const result = await sheetOf(session, parsed, {
      totem: totemOption(options.totem),
      extraTypes: extraTypesOption(options.extraTypes),
      variant: options.variant,
      config,
      site,
      text: decoded?.ok ? decoded.text : '',
    });
    emit(formatSheetHtml(result, cliLocale()), target);
    if (target && !options.outputFile) out(t('init-wrote', { file: target }));
    if (result.unverified > 0) throw couldNotVerify(session.lookup, result.unverified);
    return result.valid ? 0 : 1;
  } finally {
    session.close();
  }
}
