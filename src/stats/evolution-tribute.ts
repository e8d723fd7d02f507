import { choose, clamp01 } from './binomial.js';
import { pKeep } from './kept-hand.js';
import { DRAWN } from './tribute-hand.js';

/** A group of the deck none of whose cards may be among its first `before` cards. */
interface Miss {
  size: number;
  before: number;
}

/**
 * P(for every constraint, no card of its group among the deck's first `before` cards), the groups disjoint, the
 * deck uniformly shuffled: segment by segment between the thresholds, a hypergeometric miss of every group still
 * constrained, each given the ones before (what is left after a miss is still in uniform order).
 */
function missAll(cards: number, constraints: readonly Miss[]): number {
  const sorted = constraints.filter((c) => c.before > 0 && c.size > 0).sort((a, b) => a.before - b.before);
  let p = 1;
  let at = 0;
  sorted.forEach((c, j) => {
    const until = Math.min(cards, c.before);
    if (until <= at) return;
    const avoid = sorted.slice(j).reduce((n, x) => n + x.size, 0);
    const left = cards - at;
    p *= choose(left - avoid, until - at) / choose(left, until - at);
    at = until;
  });
  return p;
}

const bits = (mask: number): number => (mask ? (mask & 1) + bits(mask >> 1) : 0);

/**
 * P(the Evolution Tribute can be paid by turn t), t = 1 … turns, exact. The line has k steps below the Totem
 * (`line`: each step's cards in the deck, the Basic first). A step's first card arrives at a_i = 0 when it is
 * among the 17 drawn (and kept), else on the turn it is drawn. The Basic goes into play when it arrives; step i
 * evolves on s_i = max(a_i, s_{i−1} + 1, 2) (not the turn the Pokémon below came, not on your first turn); the
 * Totem on T = s_{k−1} + 1. Unrolled, T ≤ t exactly when t ≥ k + 1 and, for every i, a card of step i is among the
 * first 17 + t − k + i cards of the deck. That is an intersection of "hit" events over nested prefixes: by
 * inclusion–exclusion it is a sum of "miss" probabilities (missAll), and the forced mulligans condition it on a
 * Basic in the first 17 — P(A and a Basic) = P(A) − P(A and no Basic among the 17), the line's Basic one of them.
 */
export function evolutionTributeCurve(cards: number, basics: number, line: readonly number[], turns: number): number[] {
  const k = line.length;
  const keep = pKeep(cards, basics, DRAWN);
  const lastTurn = cards - DRAWN;
  const others = basics - (line[0] ?? 0);
  const out: number[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    // Past the deck's last card nothing more arrives: the figure stays where it was.
    const t = Math.min(turn, lastTurn);
    if (!k || keep === 0 || t < k + 1 || line.some((n) => n === 0)) {
      out.push(0);
      continue;
    }
    let joint = 0;
    for (let mask = 0; mask < 1 << k; mask++) {
      const missed = line.flatMap((size, i) => (mask & (1 << i) ? [{ size, before: DRAWN + t - k + i }] : []));
      const noBasic = [
        ...missed,
        ...(mask & 1 ? [] : [{ size: line[0]!, before: DRAWN }]),
        { size: others, before: DRAWN },
      ];
      joint += (bits(mask) % 2 ? -1 : 1) * (missAll(cards, missed) - missAll(cards, noBasic));
    }
    out.push(clamp01(joint / keep));
  }
  return out;
}
