// The library's calls, written once for both entries (issue 39): each checks its arguments (one schema, ./validate),
// runs its use case over the cards its entry opens and returns a typed result. The Node entry (index.ts) and the
// browser entry (browser.ts) differ only in `open`: totem's card data or the caller's cards.
import type { CommandContext } from '../commands/context.js';
import type { HouseConfig } from '../commands/house-config.js';
import type { DiffResult } from '../model/diff.js';
import type { PodResult } from '../model/pod.js';
import type { DeckReport } from '../model/report.js';
import { findCardsIn, totemsIn, type FindCardsOptions } from './building.js';
import {
  analyzeDeckIn,
  checkDeckIn,
  costIn,
  diffIn,
  identityIn,
  podIn,
  statsIn,
  type CommonOptions,
  type DeckAnalysis,
  type DeckOptions,
  type PodDeckInput,
  type StatsDeckOptions,
} from './core.js';
import { argsOf, type Entry } from './validate.js';

/** How an entry runs a use case: over the cards (and house config) its options choose. */
export type OpenCards<S> = <T>(options: S, use: (ctx: CommandContext, config: HouseConfig) => Promise<T>) => Promise<T>;

/** The options argument: optional where the entry has card data of its own (Node), required where not. */
type Options<O> = object extends O ? [options?: O] : [options: O];

export type CostOptions = { kos?: number; variant?: 'standard' | 'tribute'; returns?: number };
export type IdentityOptions = { extraTypes?: DeckOptions['extraTypes']; deck?: string };
export type TotemsOptions = { query?: string; limit?: number; variant?: 'standard' | 'tribute' };

/** The calls of an entry whose source options are `S`, over the cards `open` gives. */
export function libraryCalls<S extends CommonOptions>(entry: Entry, open: OpenCards<S>) {
  /** The arguments checked, the options left out read as none. */
  function checked<A extends unknown[], O>(call: Parameters<typeof argsOf>[1], args: [...A], options: O) {
    const out = argsOf(entry, call, [...args, options]);
    return [out.slice(0, args.length) as A, (out[args.length] ?? {}) as NonNullable<O>] as const;
  }
  return {
    /**
     * One decklist checked as `totem check` checks it: the deck report, exactly as an element of `decks` in
     * `totem check --format json` (report version 1). Cards that could not be looked up are problems of the
     * report, as in the CLI; no card data at all is a TotemError (exitCode 2).
     */
    async checkDeck(text: string | Uint8Array, ...[options]: Options<S & DeckOptions>): Promise<DeckReport> {
      const [[deck], opts] = checked('checkDeck', [text], options);
      return open(opts, (ctx, config) => checkDeckIn(ctx, deck, config, opts));
    },
    /** checkDeck's report, the plain odds of `totem stats` and every line's card, from one check. */
    async analyzeDeck(text: string | Uint8Array, ...[options]: Options<S & DeckOptions>): Promise<DeckAnalysis> {
      const [[deck], opts] = checked('analyzeDeck', [text], options);
      return open(opts, (ctx, config) => analyzeDeckIn(ctx, deck, config, opts));
    },
    /** `totem cost CARD --format json`, as an object. */
    async cost(card: string, ...[options]: Options<S & CostOptions>) {
      const [[name], opts] = checked('cost', [card], options);
      return open(opts, (ctx) => costIn(ctx, name, opts));
    },
    /** `totem identity CARD --format json`, as an object; `deck`: a decklist's text to test against this Totem. */
    async identity(card: string, ...[options]: Options<S & IdentityOptions>) {
      const [[name], opts] = checked('identity', [card], options);
      return open(opts, (ctx) => identityIn(ctx, name, opts));
    },
    /** `totem stats DECK --format json` for one decklist's text, as an object (odds are advisory: no verdict). */
    async stats(text: string | Uint8Array, ...[options]: Options<S & StatsDeckOptions>) {
      const [[deck], opts] = checked('stats', [text], options);
      return open(opts, (ctx, config) => statsIn(ctx, deck, config, opts));
    },
    /** `totem cards find QUERY --format json`; with `{ fits: TOTEM }`, the cards a deck with it may hold. */
    async findCards(query: string, ...[options]: Options<S & FindCardsOptions>) {
      const [[q], opts] = checked('findCards', [query], options);
      return open(opts, (ctx, config) => findCardsIn(ctx, q, config, opts));
    },
    /** `totem totems --types … --format json`: the Totems whose identity covers the types, cheapest first. */
    async totems(types: string | readonly string[] | undefined, ...[options]: Options<S & TotemsOptions>) {
      const [[t], opts] = checked('totems', [types], options);
      return open(opts, (ctx) => totemsIn(ctx, t, opts));
    },
    /**
     * `totem pod --format json` for up to 8 decklists: each deck's verdict, Totem facts, counts, two exact odds and
     * the config's `watch` hits. More than 8 decks, or a list that is no deck: a UsageError (exitCode 2).
     */
    async pod(decks: readonly PodDeckInput[], ...[options]: Options<S & DeckOptions>): Promise<PodResult> {
      const [[d], opts] = checked('pod', [decks], options);
      return open(opts, (ctx, config) => podIn(ctx, d, config, opts));
    },
    /**
     * `totem diff A B --format json` for two decklists: the cards B adds, removes and changes, whether the Totem
     * and the identity moved, and the verdict of each. A list that is no deck: a UsageError, as the CLI says.
     */
    async diff(a: PodDeckInput, b: PodDeckInput, ...[options]: Options<S & DeckOptions>): Promise<DiffResult> {
      const [[da, db], opts] = checked('diff', [a, b], options);
      return open(opts, (ctx, config) => diffIn(ctx, [da, db], config, opts));
    },
  };
}
