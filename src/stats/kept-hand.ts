import { choose, clamp01 } from './binomial.js';

/** Cards in an opening hand (rulebook §5, step 2). */
export const HAND = 7;
/** Prize cards, the same for every player (rulebook §5, step 5). */
export const PRIZES = 6;

/**
 * A deck as the odds see it: N cards, B of them Basic Pokémon, and one group of G cards (GB of which are Basic
 * Pokémon) whose place — kept hand, Prize cards, draws — is asked about.
 */
export interface GroupInDeck {
  cards: number;
  basics: number;
  group: number;
  groupBasics: number;
}

/** P(a 7-card hand of N holds at least one Basic Pokémon). */
export function pKeep(cards: number, basics: number): number {
  const all = choose(cards, HAND);
  return all === 0 ? 0 : clamp01(1 - choose(cards - basics, HAND) / all);
}

/**
 * P(the kept hand holds x cards of the group | it holds at least one Basic), x = 0 … 7: free mulligans (§5,
 * step 3) mean the hand that is played is a 7-card hand conditioned on a Basic. P(x and a Basic) = P(x) −
 * P(x and no Basic), and the second term is the group's non-Basic cards with the other non-Basic cards.
 */
export function groupInKeptHand({ cards, basics, group, groupBasics }: GroupInDeck): number[] {
  const all = choose(cards, HAND);
  const keep = pKeep(cards, basics);
  const out: number[] = [];
  if (keep === 0) return out;
  const groupOther = group - groupBasics;
  const nonBasicOther = cards - basics - groupOther;
  for (let x = 0; x <= HAND; x++) {
    const withX = choose(group, x) * choose(cards - group, HAND - x);
    const withXNoBasic = choose(groupOther, x) * choose(nonBasicOther, HAND - x);
    out.push(clamp01((withX - withXNoBasic) / all / keep));
  }
  return out;
}
