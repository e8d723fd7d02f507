import type { Card, PokemonType } from '../model/card.js';
import { TYPES } from '../model/card.js';

/** A Supporter the search model plays: draws n cards, draws up to n in hand, or discards / shuffles the hand first. */
export interface DrawPlay {
  kind: 'draw' | 'until';
  count: number;
  /** The hand goes away first ("Discard your hand and draw 7 cards"; "Shuffle your hand into your deck. Then, …"). */
  reset: 'discard' | 'shuffle' | null;
}

/** An Item the search model plays: search the deck for up to n Energy cards and put them into the hand. */
export interface EnergySearch {
  count: number;
  basicOnly: boolean;
  type: PokemonType | null;
}

const sentences = (card: Card): string[] =>
  card.rules
    .join(' ')
    .replace(/’/g, "'")
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim());

const number = (word: string): number => (/^an?$/i.test(word) ? 1 : Number(word));

/**
 * Supporters whose text draws unconditionally: "Draw 3 cards.", "Then, draw 4 cards.", "Discard your hand and draw
 * 7 cards.", "Draw cards until you have 6 cards in your hand." Draws behind a condition (a coin, "If you do") or
 * counted from the opponent's side are not played: the model knows nothing of the table.
 */
export function drawPlay(card: Card): DrawPlay | null {
  if (card.supertype !== 'Trainer' || !card.subtypes.includes('Supporter')) return null;
  let reset: DrawPlay['reset'] = null;
  for (const s of sentences(card)) {
    if (/^shuffle your hand into your deck\.?$/i.test(s)) reset = 'shuffle';
    const discard = /^discard your hand and draw (\d+) cards\.?$/i.exec(s);
    if (discard) return { kind: 'draw', count: Number(discard[1]), reset: 'discard' };
    const draw = /^(?:then, )?draw (\d+) cards\.?$/i.exec(s);
    if (draw) return { kind: 'draw', count: Number(draw[1]), reset };
    const until = /^(?:then, )?draw cards until you have (\d+) cards in your hand\.?$/i.exec(s);
    if (until) return { kind: 'until', count: Number(until[1]), reset };
  }
  return null;
}

/** Items that put Energy from the deck into the hand: "Search your deck for up to 2 Basic Energy cards, reveal them, and put them into your hand." */
export function energySearch(card: Card): EnergySearch | null {
  if (card.supertype !== 'Trainer' || !card.subtypes.includes('Item')) return null;
  for (const s of sentences(card)) {
    const m =
      /^search your deck for (up to (\d+)|an?) (basic )?(?:(\w+) )?energy cards?, reveal (?:it|them), and put (?:it|them) into your hand\.?$/i.exec(
        s,
      );
    if (!m) continue;
    const type = m[4] ? (TYPES.find((t) => t.toLowerCase() === m[4]!.toLowerCase()) ?? null) : null;
    if (m[4] && !type) continue;
    return { count: m[2] ? Number(m[2]) : number(m[1]!), basicOnly: Boolean(m[3]) || type !== null, type };
  }
  return null;
}

/** Cards a Supporter would draw when played from a hand of `handSize` cards (itself included). */
export function cardsDrawn(play: DrawPlay, handSize: number): number {
  if (play.kind === 'draw') return play.count;
  const left = play.reset ? 0 : handSize - 1;
  return Math.max(0, play.count - left);
}

/**
 * The Supporter of a hand (each card's play, null for a card that is none) that would draw the most cards now —
 * "draw until you have 5" draws nothing from a hand of 8, so "draw 4" is better there. -1 when the hand holds none
 * that draws a card. A tie goes to the first.
 */
export function pickDrawSupporter(plays: readonly (DrawPlay | null)[]): number {
  let best = -1;
  let most = 0;
  plays.forEach((play, h) => {
    const drawn = play ? cardsDrawn(play, plays.length) : 0;
    if (drawn > most) {
      best = h;
      most = drawn;
    }
  });
  return best;
}
