import type { ParsedDeck } from '../model/deck.js';
import type { DeckReport } from '../model/report.js';
import type { TotemOption } from '../check/resolve.js';
import type { PokemonType } from '../model/card.js';
import { checkDeck, unknownBans } from './check.js';
import type { Session } from './session.js';

/** A deck of a run: where it is (its house config is found from there), how it is shown, how to read it. */
export interface DeckInput {
  path: string;
  display: string;
  read(): Promise<ParsedDeck>;
}

export interface CheckDecksOptions {
  totem: TotemOption | null;
  extraTypes: PokemonType[] | null;
  /** A house config file as reports name it (relative to where the user is). */
  configName(path: string): string;
  /** Once per house config used: the bans in it that name no card (a typo bans nothing). */
  onConfig?(path: string, unknownBans: string[]): void;
  /** Each deck, with the config it is checked under (null: none), before it is checked. */
  onDeck?(input: DeckInput, configName: string | null): void;
}

/** Every deck checked, and what makes the run inconclusive rather than a verdict. */
export interface CheckRun {
  decks: DeckReport[];
  /** Lines whose card could not be looked up (an API failed): exit 2, not an invalid deck. */
  unverified: number;
  /** Lines whose card is unknown (for the partial-store hint). */
  unknown: number;
  /** Unknown lines that newer card data could answer (for the pack-age hint). */
  newer: number;
}

/** `totem check` on several decks: each under the house config that applies to its folder, named in its report. */
export async function checkDecks(session: Session, inputs: DeckInput[], options: CheckDecksOptions): Promise<CheckRun> {
  const seen = new Set<string>();
  const run: CheckRun = { decks: [], unverified: 0, unknown: 0, newer: 0 };
  for (const input of inputs) {
    const config = await session.configFor(input.path);
    if (config.path && !seen.has(config.path)) {
      seen.add(config.path);
      options.onConfig?.(config.path, unknownBans(session, config));
    }
    // Which house rules applied is part of the verdict: named in the report.
    const configName = config.path ? options.configName(config.path) : null;
    options.onDeck?.(input, configName);
    const checked = await checkDeck(session, await input.read(), {
      totem: options.totem,
      extraTypes: options.extraTypes,
      config,
    });
    run.decks.push({ ...checked.report, config: configName });
    run.unverified += checked.unverified;
    run.unknown += checked.unknown;
    run.newer += checked.newer;
  }
  return run;
}
