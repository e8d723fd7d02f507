import type { Card, PokemonType } from '../model/card.js';
import { isBasicPokemon } from '../model/card.js';
import { basicEnergyType } from '../model/names.js';
import type { SearchStats, TurnEstimate } from '../model/stats.js';
import type { DeckCounts } from './deck-counts.js';
import { notesOf } from './deck-notes.js';
import { HAND, PRIZES } from './kept-hand.js';
import { TURNS } from './invocation.js';
import { seededRng, shuffleFrom as shuffle } from './shuffle.js';
import { drawPlay, energySearch, pickDrawSupporter, type DrawPlay, type EnergySearch } from './search-cards.js';

interface Kind {
  basic: boolean;
  /** Attachable Energy: 'basic' or 'special'; null for anything else (and for Energy the Totem can't take). */
  energy: 'basic' | 'special' | null;
  energyType: PokemonType | null;
  draw: DrawPlay | null;
  search: EnergySearch | null;
}

export interface SearchOptions {
  seed: number;
  runs: number;
  cost: number;
}

/** The model's rules on top of the plain model's, for the output (`stats/<id>`). */
export const SEARCH_MODEL = notesOf('search-items', 'search-supporters', 'search-first-round', 'search-nothing-else');

/** 95% Wilson score interval of a proportion. */
export function wilson(successes: number, runs: number): { low: number; high: number } {
  if (runs === 0) return { low: 0, high: 1 };
  const z = 1.959963984540054;
  const p = successes / runs;
  const z2 = (z * z) / runs;
  const centre = (p + z2 / 2) / (1 + z2);
  const half = (z * Math.sqrt((p * (1 - p)) / runs + z2 / (4 * runs))) / (1 + z2);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const kindOf = (card: Card, attachable: boolean): Kind => ({
  basic: isBasicPokemon(card),
  energy: card.supertype === 'Energy' && attachable ? (card.energyKind === 'special' ? 'special' : 'basic') : null,
  energyType: card.supertype === 'Energy' ? basicEnergyType(card) : null,
  draw: drawPlay(card),
  search: energySearch(card),
});

const matches = (kind: Kind, search: EnergySearch): boolean =>
  kind.energy !== null &&
  (!search.basicOnly || kind.energy === 'basic') &&
  (search.type === null || kind.energyType === search.type);

/**
 * The opt-in richer model, by seeded Monte Carlo: the plain model (kept hand given a Basic, 6 Prize cards, one
 * draw and at most one Energy attached to the Totem a turn), where the player also plays, each turn, every Item in
 * hand that searches the deck for Energy, and — from turn 2, as no Supporter is played in the first round
 * (rulebook §6) — one Supporter that draws, when the hand holds no Energy to attach. Nothing else is played.
 * `unknown` cards are blanks.
 */
export function searchModel(cards: DeckCounts['resolved'], blanks: number, options: SearchOptions): SearchStats {
  const kinds: Kind[] = [{ basic: false, energy: null, energyType: null, draw: null, search: null }];
  const deck0: number[] = new Array<number>(blanks).fill(0);
  let drawSupporters = 0;
  let energySearchItems = 0;
  for (const { card, copies, attachable } of cards) {
    const kind = kindOf(card, attachable);
    if (kind.draw) drawSupporters += copies;
    if (kind.search) energySearchItems += copies;
    kinds.push(kind);
    for (let i = 0; i < copies; i++) deck0.push(kinds.length - 1);
  }
  const invokedBy = new Array<number>(TURNS + 1).fill(0);
  const rng = seededRng(options.seed);
  const n = deck0.length;
  const deck = new Array<number>(n);
  const canKeep = deck0.some((k) => kinds[k]!.basic) && n >= HAND + PRIZES;
  for (let run = 0; canKeep && run < options.runs; run++) {
    // The kept hand: shuffle until the top 7 hold a Basic (free mulligans, rulebook §5).
    const shuffleFrom = (from: number): void => shuffle(rng, deck, from);
    for (let i = 0; i < n; i++) deck[i] = deck0[i]!;
    do shuffleFrom(0);
    while (!deck.slice(0, HAND).some((k) => kinds[k]!.basic));
    const hand = deck.slice(0, HAND);
    let top = HAND + PRIZES;
    // The deck is deck[top … end); a card taken from the middle (a search) is swapped to the top and skipped.
    const draw = (count: number): void => {
      for (let i = 0; i < count && top < n; i++) hand.push(deck[top++]!);
    };
    const playSearches = (): void => {
      for (let h = 0; h < hand.length; h++) {
        const search = kinds[hand[h]!]!.search;
        if (!search) continue;
        hand.splice(h--, 1);
        let found = 0;
        for (let i = top; i < n && found < search.count; i++) {
          if (!matches(kinds[deck[i]!]!, search)) continue;
          const x = deck[i]!;
          deck[i] = deck[top]!;
          deck[top++] = x;
          hand.push(x);
          found++;
        }
        shuffleFrom(top);
      }
    };
    let charged = 0;
    for (let turn = 1; turn <= TURNS && top < n; turn++) {
      draw(1);
      playSearches();
      if (turn >= 2 && !hand.some((k) => kinds[k]!.energy !== null)) {
        // By the cards it would draw from this hand, not its printed number (issue 31 item 9).
        const best = pickDrawSupporter(hand.map((k) => kinds[k]!.draw));
        if (best >= 0) {
          const play = kinds[hand[best]!]!.draw!;
          hand.splice(best, 1);
          if (play.reset === 'discard') hand.length = 0;
          if (play.reset === 'shuffle') {
            for (const k of hand) deck[--top] = k;
            hand.length = 0;
            shuffleFrom(top);
          }
          draw(play.kind === 'draw' ? play.count : Math.max(0, play.count - hand.length));
          playSearches();
        }
      }
      const e = hand.findIndex((k) => kinds[k]!.energy !== null);
      if (e >= 0) {
        hand.splice(e, 1);
        charged++;
      }
      if (charged >= options.cost) {
        invokedBy[turn]!++;
        break;
      }
    }
  }
  const byTurn: TurnEstimate[] = [];
  let cumulative = 0;
  const runs = canKeep ? options.runs : 0;
  for (let turn = 1; turn <= TURNS; turn++) {
    cumulative += invokedBy[turn]!;
    byTurn.push({ turn, p: runs ? cumulative / runs : 0, ...wilson(cumulative, runs) });
  }
  return {
    kind: 'search',
    seed: options.seed,
    runs,
    cost: options.cost,
    byTurn,
    drawSupporters,
    energySearchItems,
    model: SEARCH_MODEL,
  };
}
