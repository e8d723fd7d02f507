/**
 * The page's one door into totem: the check is the library's browser core (`totem-deck/browser`,
 * src/lib/browser.ts) over the card pack served beside the page, and the words are the library's catalogs. The
 * page imports the library alone (a dependency-cruiser rule holds it), and follows it by changing this file.
 */
import {
  analyzeDeck,
  formatReport,
  openCardPack,
  reportOf,
  RULE_TITLES,
  CardSetsUnavailableError,
  ENGLISH,
  clean,
  decodeDeck,
  MAX_DECK_BYTES,
  MAX_DECK_LINES,
  pastDeckLines,
  SPANISH,
  renderMessage,
  type CardPack,
  type DeckReport,
  type LoadFile,
  type Locale,
  type Report,
} from '../../src/lib/browser.js';
import type { Lang } from './lang.js';
import { factsOf } from './card-facts.js';
import { newerSets, pageCards } from './fetched-cards.js';
import { MAX_SHARED_LIST, fragmentOf } from './share.js';
import type { CardFace, PageInput, PageVerdict } from './verdict-types.js';
import { mark } from './mark.js';
import { keepBusy, type PackLoader } from './pack-loader.js';

export { MAX_DECK_BYTES, MAX_DECK_LINES, CardSetsUnavailableError, clean, decodeDeck, pastDeckLines, renderMessage };
export {
  applyRepair,
  REPORT_MESSAGES,
  STATS_MESSAGES,
  COMMAND_MESSAGES,
  POD_MESSAGES,
  percent,
} from '../../src/lib/browser.js';
export type { DiffCard, DiffResult, DiffSide } from '../../src/lib/browser.js';
export type {
  StatsOutcome,
  Problem,
  Repair,
  MessageData,
  MessageTable,
  MessageTemplate,
} from '../../src/lib/browser.js';
export type { DeckReport, Report, Locale };

export const localeOf = (lang: Lang): Locale => (lang === 'es' ? SPANISH : ENGLISH);

/** TCGdex's image assets: `<base>/<lang>/<image path>/<quality>.webp`. */
export const IMAGES = 'https://assets.tcgdex.net/en/';

let pack: Promise<CardPack> | null = null;

/** An error's words for a player: a pack error's own detail, without the advice it gives a command line. */
export const causeOf = (error: unknown): string =>
  typeof (error as { detail?: unknown } | null)?.detail === 'string'
    ? (error as { detail: string }).detail
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * A panel worker's failure (fits, Totems, compare): the cause in a player's words, and whether it is card data
 * this device lacks and could not fetch (a set, the search index, the pack's index: the player connects).
 */
export function panelFailure(error: unknown): { error: string; unavailable: boolean } {
  const cause = error instanceof CardSetsUnavailableError ? error.reason : error;
  const packError = typeof (cause as { detail?: unknown } | null)?.detail === 'string';
  return { error: causeOf(cause), unavailable: cause !== error || packError };
}

/** A pack that could not be opened (its index did not load): no verdict, and the page says so. */
export class PackUnavailableError extends Error {}

/**
 * The served pack, opened once (its index and the two tables every check reads): by the first check, or ahead of it
 * when the page starts (checker.ts), so a first verdict waits for neither.
 */
export function openPack(loadFile: LoadFile): Promise<CardPack> {
  return (pack ??= openCardPack(loadFile).catch((error: unknown) => {
    pack = null; // the next check tries again (the network may be back)
    throw new PackUnavailableError(causeOf(error));
  }));
}

/**
 * The sets of the pack a list's lines name by code ("4 Charmander OBF 26"): their files are on their way while the
 * library checks its arguments and reads the list, before it asks for them itself (25–70 ms later on a loaded 2-core
 * machine: zod builds the arguments' schemas on the first call). None for a list the library refuses unread; a line
 * longer than any card line is not looked at (the pattern backtracks over a line).
 */
function setsNamed(source: CardPack, text: string): string[] {
  if (pastDeckLines(text)) return [];
  const byCode = new Map(source.sets().flatMap((set) => (set.code ? [[set.code.toUpperCase(), set.id]] : [])));
  return text.split('\n').flatMap((line) => {
    const code = line.length <= 200 ? /^\s*\d+\s+\S.*\s([A-Za-z0-9-]+)\s+\S+\s*$/.exec(line)?.[1] : undefined;
    const id = code && byCode.get(code.toUpperCase());
    return id ? [id] : [];
  });
}

/**
 * Check one list as `totem check --format json` would: the library's analyzeDeck on the served pack, which
 * fetches only the sets the list names (the browser's fetch, so the service worker's cache).
 */
export async function checkList(
  input: PageInput,
  lang: Lang,
  loadFile: PackLoader,
  onLoading: (sets: number) => void = () => {},
  variant: 'standard' | 'tribute' = 'standard',
  ahead = false,
): Promise<PageVerdict> {
  mark(`w:check-start${ahead ? ':ahead' : ''}`);
  keepBusy();
  const source = await openPack(loadFile);
  mark('w:pack-open');
  const text = input.kind === 'bytes' ? input.bytes : input.kind === 'text' ? input.text : '';
  loadFile.early(input.kind === 'text' ? setsNamed(source, input.text) : []);
  const size = input.kind === 'too-large' ? input.size : undefined;
  // The pack, and sets newer than it from TCGdex (fetched-cards.ts); ahead of the press, the pack and what was kept.
  const online = await pageCards(source, !ahead);
  mark('w:kept');
  const analysis = await analyzeDeck(text, { cards: online, file: input.file, lang, onLoading, size, variant });
  loadFile.early([]);
  mark('w:analyzed');
  const cards: CardFace[] = analysis.cards.map((card) => {
    const image = source.imagePath(card.id);
    return { ...card, image: image ? `${IMAGES}${image}` : null, facts: factsOf(online.index.byId(card.id)) };
  });
  // The whole report as `totem check --format json` writes it for this list: the download, and the rules' names.
  const report = await reportOf(analysis.report, lang);
  mark('w:reportOf');
  const locale = localeOf(lang);
  const ruleTitles = Object.fromEntries(
    [...new Set(analysis.report.problems.map((p) => p.rule))]
      .filter((rule) => Object.hasOwn(RULE_TITLES, rule))
      .map((rule) => [rule, renderMessage(RULE_TITLES, 'rule-titles', rule, {}, locale)]),
  );
  const json = await formatReport(report, 'json');
  mark('w:json');
  keepBusy();
  return {
    report,
    json,
    deck: analysis.report,
    cards,
    sets: analysis.sets,
    checkMs: analysis.checkMs,
    packDate: source.info.newest.replaceAll('/', '-'),
    odds: analysis.odds,
    unknownSetCodes: analysis.unknownSetCodes,
    ruleTitles,
    newerSets: newerSets(source),
    ...(input.kind === 'text' && input.text.length <= MAX_SHARED_LIST ? { fragment: fragmentOf(input.text) } : {}),
  };
}

/**
 * The verdict of a list checked ahead of the press (`checkList(…, ahead)`, the list pasted or typed), or null when
 * the check the press makes could differ: a line the pack lacks, which that check asks TCGdex about.
 */
export const aheadVerdict = (verdict: PageVerdict): PageVerdict | null =>
  verdict.unknownSetCodes.length ||
  verdict.deck.unverified?.length ||
  verdict.deck.problems.some((problem) => problem.rule === 'unknown-card')
    ? null
    : verdict;

/** A verdict made ahead, as the press shows it: with the newer sets TCGdex has named by now (fetched-cards.ts). */
export const asPressed = async (verdict: PageVerdict): Promise<PageVerdict> => {
  const source = await pack?.catch(() => null);
  return source ? { ...verdict, newerSets: newerSets(source) } : verdict;
};

/**
 * The open pack's name list read now (its digest checked; through the service worker, or kept by the pack's loader,
 * as the sets are), so it is on the device before a list needs it: a check reads it only when a line does.
 */
export const readNames = async (): Promise<void> => (await pack)?.loadTable('names');

/**
 * How a player knows these sets: "Scarlet & Violet (SVI)", from the open pack's index (cleaned: it is card data);
 * the id itself for a set the pack does not list, or when no pack is open.
 */
export async function setNames(ids: string[]): Promise<string[]> {
  const source = await pack?.catch(() => null);
  const sets = new Map((source?.sets() ?? []).map((set) => [set.id, set]));
  return ids.map((id) => {
    const set = sets.get(id);
    return clean(set ? (set.code ? `${set.name} (${set.code})` : set.name) : id);
  });
}
