import { checkParsedDeck } from '../check/run.js';
import type { TotemOption } from '../check/resolve.js';
import type { PokemonType } from '../model/card.js';
import type { ParsedDeck } from '../model/deck.js';
import type { DeckFacts } from '../model/facts.js';
import type { ResolvedDeck } from '../model/resolved.js';
import type { DeckReport } from '../model/report.js';
import { cleanValue } from '../model/clean.js';
import { ruleContext, type HouseConfig } from './house-config.js';
import type { CommandContext, DeckInput } from './context.js';
import type { GameVariant } from '../model/variant.js';

export interface CheckOneDeckOptions {
  totem?: TotemOption | null;
  extraTypes?: PokemonType[] | null;
  config: HouseConfig;
  /** `--variant`: the rules of the game; absent, the config's `variant`, else standard. */
  variant?: GameVariant;
  /** How the report names the house config (the CLI: relative to the working folder); default its path. */
  configName?: string | null;
}

/** What a deck checked on another thread sends back: the report and the counts of the run. */
export type DeckCheck = Pick<CheckedDeck, 'report' | 'unverified' | 'unknown' | 'newer'>;

/**
 * Decks checked on other threads (`check --jobs`, src/cli/check-worker.ts): so many `ahead` of the one being
 * reported; `here` checks a deck on this thread (one the other could not, or `parsed` in its place).
 */
export interface DeckJobs {
  ahead: number;
  check(
    input: DeckInput,
    configName: string | null,
    here: (parsed?: ParsedDeck) => Promise<DeckCheck>,
  ): Promise<DeckCheck>;
}

export interface CheckedDeck {
  /** The finished report: the config named, every string made safe to print (what every face shows). */
  report: DeckReport;
  /** The resolved deck and its facts: what `stats` (statsOfDeck) builds on, without resolving it twice. */
  deck: ResolvedDeck;
  facts: DeckFacts;
  /** Lines whose card could not be looked up (the API failed): the run is inconclusive, not the deck invalid. */
  unverified: number;
  /** Lines whose card is unknown (for the partial-store hint). */
  unknown: number;
  /** Unknown lines that newer card data could answer (for the pack-age hint). */
  newer: number;
}

/** One parsed deck through every rule, under the config that applies to it: the use case of `check`. */
export async function checkOneDeck(
  ctx: CommandContext,
  parsed: ParsedDeck,
  options: CheckOneDeckOptions,
): Promise<CheckedDeck> {
  const { report, deck, facts } = await checkParsedDeck(parsed, ctx.lookup, {
    totem: options.totem,
    extraTypes: options.extraTypes,
    context: ruleContext(options.config, options.variant),
    settings: options.config.rules,
    locale: ctx.locale,
  });
  const unknown = deck.unresolved.filter((dc) => dc.unresolved?.status === 'unknown');
  const config = options.configName === undefined ? options.config.path : options.configName;
  return {
    report: cleanValue({ ...report, config }) as DeckReport,
    deck,
    facts,
    unverified: unknown.filter((dc) => dc.unresolved?.status === 'unknown' && dc.unresolved.unverified).length,
    unknown: unknown.length,
    newer: unknown.filter((dc) => dc.unresolved?.status === 'unknown' && dc.unresolved.mayBeNewer).length,
  };
}

/**
 * The house bans of a config that name no card (checked by one store read each, no suggestions), so a typo in
 * a banlist is said instead of silently banning nothing.
 */
export function unknownBans(ctx: CommandContext, config: HouseConfig): string[] {
  const unknown: string[] = [];
  for (const ban of config.bans) {
    const known = ban.id
      ? ctx.lookup.store.byId(ban.id)
      : ctx.lookup.resolve({ name: ban.name! }, { suggest: false }).status !== 'unknown';
    if (!known) unknown.push(ban.id ?? ban.name!);
  }
  return unknown;
}
