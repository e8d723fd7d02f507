import { basename, dirname, extname, join, resolve } from 'node:path';
import { formatSheetHtml } from '../../format/sheet.js';
import type { ParsedDeck } from '../../model/deck.js';
import { groupBy } from '../../model/compare.js';
import { errorOf, UsageError } from '../../model/errors.js';
import type { SheetCard, SheetResult, SheetSection } from '../../model/sheet.js';
import { decodeDeck } from '../../parse/decode.js';
import type { CommandContext } from '../context.js';
import type { HouseConfig } from '../../check/house-config.js';
import { checkListInput, listOptionsOf, type ListFlags, type ListOptions } from '../shared/list-input.js';
import { shareLinkOf } from './share-link.js';
import { HOMEPAGE } from '../../check/version.js';
import type { CommandModule, Run } from '../shared/command.js';
import { SHEET_WORDS } from './words.js';

export interface SheetOptions extends ListOptions {
  config: HouseConfig;
  /** The page's address the share link and QR code point to. */
  site: string;
  /** The list's text as given (the share link carries it). */
  text: string;
}

const ORDER: SheetSection['section'][] = ['totem', 'pokemon', 'trainer', 'energy', 'unknown'];
const SECTION = { Pokémon: 'pokemon', Trainer: 'trainer', Energy: 'energy' } as const;

/**
 * `totem sheet DECK`: the list checked as `check` checks it, then laid out by section for one printed page, with
 * its verdict, the Totem's facts, the date of the card data and the page's share link. A file that is no deck:
 * a usage error (exit 2).
 */
export async function sheetOf(
  ctx: CommandContext,
  parsed: ParsedDeck,
  options: SheetOptions,
): Promise<SheetResult & { unverified: number }> {
  const input = { read: () => Promise.resolve(parsed), config: options.config };
  const checked = await checkListInput(ctx, input, options, 'sheet-unreadable');
  const { report, deck } = checked;
  // The Totem's section, then each card's by its category (a line that found no card: `unknown`).
  const bySection = groupBy([...deck.totem, ...deck.cards], (dc): SheetSection['section'] =>
    deck.totem.includes(dc) ? 'totem' : dc.card ? SECTION[dc.card.supertype] : 'unknown',
  );
  const sections = ORDER.flatMap((section): SheetSection[] => {
    const cards = bySection.get(section)?.map(({ card, entry, copies }): SheetCard => ({
      count: copies,
      name: card ? ctx.locale.cardName(card) : entry.name || entry.text,
      set: card ? (card.setCode ?? card.setId) : (entry.set ?? null),
      number: card?.number ?? entry.number ?? null,
    }));
    return cards ? [{ section, cards, count: cards.reduce((n, c) => n + c.count, 0) }] : [];
  });
  const totem = report.totem;
  const eligible = totem !== null && totem.eligible !== false;
  const cost = eligible ? totem.invocationCost : null;
  const errors = report.problems.filter((p) => p.severity === 'error');
  const newest = ctx.lookup.store.sets().reduce((date, s) => (s.releaseDate > date ? s.releaseDate : date), '');
  return {
    file: report.file,
    valid: report.valid,
    errors: errors.length,
    problems: errors.slice(0, 3).map((p) => p.message),
    totem,
    identity: report.identity,
    invocationCost: cost === null ? null : { now: cost, afterOneKnockOut: cost + 1 },
    prizeCards: eligible ? totem.prizeCards : null,
    sections,
    cardDataDate: newest ? newest.replace(/\//g, '-') : null,
    shareLink: shareLinkOf(options.site, options.text, ctx.locale.lang),
    site: options.site,
    lang: ctx.locale.lang,
    unverified: checked.unverified,
  };
}

interface SheetFlags extends ListFlags {
  outputFile?: string;
  site?: string;
}

type Sheet = Awaited<ReturnType<typeof sheetOf>> & { target: string | undefined };

const usage = (id: string, data = {}): UsageError => errorOf(UsageError, id, data, SHEET_WORDS, 'cli');

/** `--site`: where the printed QR code sends a phone: an https: page, or http: on this machine (a dev server). */
function siteOption(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  const local = url?.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url?.protocol === 'https:' || local) return value;
  throw usage('site-url', { value });
}

/**
 * Where the sheet goes: `-o FILE`; piped or redirected, the output; on a terminal (where 230 kB of HTML is of no
 * use) `<deck>.html` beside the deck, or for standard input a usage error naming `-o`.
 */
function sheetFile(run: Run<SheetFlags>, deck: string): string | undefined {
  if (run.flags.outputFile || !run.terminal) return run.flags.outputFile;
  if (deck === '-') throw usage('sheet-to-terminal');
  const file = join(dirname(deck), `${basename(deck, extname(deck))}.html`);
  if (resolve(file) === resolve(deck)) throw usage('sheet-over-deck', { file: deck });
  return file;
}

/** `totem sheet`: exit 1 when invalid, yet the sheet is written either way (it says the verdict). */
async function sheet(run: Run<SheetFlags>): Promise<Sheet> {
  const { flags } = run;
  const site = siteOption(flags.site ?? HOMEPAGE);
  const [deck] = await run.decks([run.args[0] as string], 'sheet');
  const target = sheetFile(run, deck!.path);
  const session = await run.session(deck!.path);
  const { parsed, bytes } = await run.read(deck!.raw ?? deck!.path, deck!.display);
  // The share link carries the list as written (comments and all), as the page's own link does.
  const decoded = parsed.unreadable || !bytes ? null : decodeDeck(bytes);
  const result = await sheetOf(session, parsed, {
    ...listOptionsOf(flags),
    config: await session.configFor(deck!.path),
    site,
    text: decoded?.ok ? decoded.text : '',
  });
  return { ...result, target };
}

export const command: CommandModule<SheetFlags, Sheet> = {
  run: sheet,
  json: (result, context) => formatSheetHtml(result, context.locale),
  text: (result, context) => formatSheetHtml(result, context.locale),
  outputFile: (result) => result.target,
  exitCode: (result) => (result.valid ? 0 : 1),
};
