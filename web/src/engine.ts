/**
 * The page's one door into totem: every import of the library (the check, the catalogs, the card pack
 * reader) is here, so that the page follows the library by changing this file alone.
 */
import { parseDeck, unreadableDeck } from '../../src/parse/index.js';
import { MAX_DECK_BYTES } from '../../src/parse/decode.js';
import { checkParsedDeck, reportRules } from '../../src/check/run.js';
import { refsOf } from '../../src/check/resolve.js';
import { summarize, type DeckReport, type Report } from '../../src/model/report.js';
import { sanitizeReport } from '../../src/format/sanitize.js';
import { ENGLISH, renderMessage, type Locale } from '../../src/model/render-message.js';
import { SPANISH } from '../../src/model/i18n/spanish.js';
import { dataFile } from '../../src/model/data-files.js';
import type { BanEntry } from '../../src/model/rule.js';
import type { Lang } from './lang.js';
import type { CardFace, PageInput, PageVerdict } from './verdict-types.js';
import { CardLookup } from '../../src/cards/lookup/lookup.js';
import { openPack, type CardPack } from '../../src/cards/pack/reader.js';

import { formatJson } from '../../src/format/json.js';
import { statsOfDeck } from '../../src/stats/stats-of-deck.js';

export { MAX_DECK_BYTES };
export { REPORT_MESSAGES } from '../../src/format/messages.js';
export { STATS_MESSAGES } from '../../src/format/stats-messages.js';
export { percent } from '../../src/format/stats-text.js';
export type { StatsOutcome } from '../../src/model/stats.js';
export { CLI_MESSAGES } from '../../src/cli/messages.js';
export { renderMessage };
export type { DeckReport, Report, Locale };
export type { Problem } from '../../src/model/problem.js';
export type { MessageData, MessageTable, MessageTemplate } from '../../src/model/message.js';

/** The report as `totem check --format json` writes it. */
export const reportJson = (report: Report): string => formatJson(report, { version: '' });

export const localeOf = (lang: Lang): Locale => (lang === 'es' ? SPANISH : ENGLISH);

/** The official banlist, as `totem check` reads it with no house config. */
function officialBans(): BanEntry[] {
  return dataFile<{ cards: Omit<BanEntry, 'source'>[] }>('banlist.json').cards.map((b) => ({
    ...b,
    source: 'Totem banlist',
  }));
}

/** The same bytes `totem check -` would read: a paste over the limit is "input too large", like standard input. */
async function parseInput(input: PageInput) {
  if (input.kind === 'too-large')
    return unreadableDeck(input.file, 'file-too-large', { size: (input.size / 1048576).toFixed(1) });
  const bytes = input.kind === 'bytes' ? input.bytes : new TextEncoder().encode(input.text);
  if (bytes.length > MAX_DECK_BYTES) return unreadableDeck(input.file, 'input-too-large');
  return parseDeck(bytes, input.file);
}

/** TCGdex's image assets: `<base>/<lang>/<image path>/<quality>.webp`. */
const IMAGES = 'https://assets.tcgdex.net/en/';

let pack: Promise<CardPack> | null = null;

/** Sets the lookups of this pass asked for and the pack had not loaded: load them, say whether there were any. */
async function loadWanted(source: CardPack, onLoading: (sets: number) => void): Promise<boolean> {
  const wanted = source.wantedSets();
  if (!wanted.length) return false;
  onLoading(wanted.length);
  try {
    await source.loadWanted();
  } catch (error) {
    throw Object.assign(new Error(error instanceof Error ? error.message : String(error)), { sets: wanted });
  }
  return true;
}

/**
 * Check one list as `totem check --format json` would. The pack reads sets lazily: a pass of lookups notes the
 * sets it needed, they are fetched (the browser's fetch, so the service worker's cache), and the check runs
 * again on them — a list loads only the sets it names. `checkMs` is the last pass: the check on loaded sets.
 */
export async function checkList(
  input: PageInput,
  lang: Lang,
  loadFile: (path: string) => Promise<Uint8Array>,
  onLoading: (sets: number) => void = () => {},
): Promise<PageVerdict> {
  pack ??= openPack(loadFile).catch((error: unknown) => {
    pack = null; // the next check tries again (the network may be back)
    throw Object.assign(new Error(error instanceof Error ? error.message : String(error)), { pack: true });
  });
  const source = await pack;
  const parsed = await parseInput(input);
  const loaded = new Set<string>();
  const refs = parsed.unreadable ? [] : refsOf(parsed, null);
  // First the sets the lines name by code: looked up before they are loaded, a printing would fall back to its
  // name and ask for every set with a card of that name (every basic Energy of 25 years).
  const codes = new CardLookup(source);
  const named = [...new Set(refs.flatMap((ref) => (ref.set ? codes.setIdsFor(ref.set) : [])))];
  if (named.length) {
    onLoading(named.length);
    try {
      await source.preload(named);
    } catch (error) {
      throw Object.assign(new Error(error instanceof Error ? error.message : String(error)), { sets: named });
    }
    for (const id of named) loaded.add(id);
  }
  // Then the lines alone, without suggestions (cheap), until every set they need is loaded.
  for (let pass = 0; pass < 4 && refs.length; pass++) {
    const lookup = new CardLookup(source);
    for (const ref of refs) lookup.resolve(ref, { suggest: false });
    for (const id of source.wantedSets()) loaded.add(id);
    if (!(await loadWanted(source, onLoading))) break;
  }
  const locale = localeOf(lang);
  let checked: Awaited<ReturnType<typeof checkParsedDeck>>;
  let checkMs: number;
  // Then the whole check; suggestions for unknown lines may name cards of sets not loaded yet: once more then.
  for (let pass = 0; ; pass++) {
    const started = performance.now();
    checked = await checkParsedDeck(parsed, new CardLookup(source), {
      context: { bans: officialBans() },
      locale,
    });
    checkMs = performance.now() - started;
    for (const id of source.wantedSets()) loaded.add(id);
    if (pass === 3 || !(await loadWanted(source, onLoading))) break;
  }
  const { deck: resolved } = checked;
  // The page applies no house rules file: `config: null`, as `totem check` says of a deck with none.
  const report = sanitizeReport(summarize([{ ...checked.report, config: null }], reportRules(locale), locale.lang));
  // The odds of `totem stats` (plain model): advisory, beside the verdict, never part of it.
  const errors = checked.report.problems.filter((p) => p.severity === 'error').length;
  const odds = statsOfDeck(resolved, checked.facts, { check: { valid: checked.report.valid, errors } });
  const cards: CardFace[] = [...resolved.totem, ...resolved.cards].flatMap((dc) => {
    if (!dc.card) return [];
    const image = source.imagePath(dc.card.id);
    return [
      {
        line: dc.line,
        id: dc.card.id,
        name: locale.cardName(dc.card),
        set: dc.card.setCode ?? dc.card.setId,
        number: dc.card.number,
        image: image ? `${IMAGES}${image}` : null,
      },
    ];
  });
  const unknownSetCodes = [
    ...new Set(
      resolved.unresolved.flatMap((dc) =>
        dc.unresolved?.status === 'unknown' && dc.unresolved.reason === 'not-a-set-code' && dc.entry.set
          ? [dc.entry.set]
          : [],
      ),
    ),
  ];
  return {
    report,
    deck: report.decks[0]!,
    cards,
    sets: [...loaded].sort(),
    checkMs,
    packDate: source.info.newest.replaceAll('/', '-'),
    odds,
    unknownSetCodes,
  };
}
