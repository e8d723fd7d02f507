import type { DeckReport, Report, StatsOutcome } from '../../src/lib/browser.js';
import type { CardFacts } from './card-facts.js';

/** A deck line's card as the page shows it: a thumbnail when online, its name, set and number otherwise. */
export interface CardFace {
  line: number | null;
  id: string;
  /** In the page's language where the card data has it. */
  name: string;
  set: string;
  number: string;
  /** TCGdex image asset base (`…/low.webp` and `…/high.webp` are appended), or null when the data has none. */
  image: string | null;
  /** HP, types, attack costs and Retreat of a Pokémon, from the pack (shown with or without the picture). */
  facts?: CardFacts;
}

/** What one check gives the page. */
export interface PageVerdict {
  /** The whole report, as `totem check --format json` writes it for this one list. */
  report: Report;
  /** That report's JSON text, byte for byte what the CLI writes (the download). */
  json: string;
  deck: DeckReport;
  cards: CardFace[];
  /** The pack sets this list needed (its code or id each). */
  sets: string[];
  /** Milliseconds from the sets being loaded to the report (parse, resolve, every rule, render). */
  checkMs: number;
  /** When the card data was built (YYYY-MM-DD), for "may be a newer set" notices. */
  packDate: string;
  /** The odds `totem stats` gives this list (opening hand, Prize cards, Invocation timeline), or why none. */
  odds: StatsOutcome;
  /** Set codes the list writes that the card data does not know (maybe newer than the pack). */
  unknownSetCodes: string[];
  /**
   * The player-worded title of each rule with a problem here, in the check's language: rendered in the worker,
   * which holds the rules, so the page's own script carries none of them.
   */
  ruleTitles: Record<string, string>;
  /** Sets TCGdex lists that the card data lacks, as a player knows them (asked once online; none until then). */
  newerSets: string[];
  /** A typed list's share-link fragment (share.ts), packed in the worker; none past the longest a link holds. */
  fragment?: string;
}

/** Why a check gave no verdict: an outage is never a verdict. `data` fills the page's message of that id. */
export interface PageFailure {
  id: 'sets-unavailable' | 'sets-damaged' | 'pack-unavailable' | 'check-failed';
  data: Record<string, string | number>;
}

/** What the page gives the check. A file over the size limit comes as its size alone (never read). */
export type PageInput =
  | { kind: 'text'; text: string; file: string }
  | { kind: 'bytes'; bytes: Uint8Array; file: string }
  | { kind: 'too-large'; size: number; file: string };
