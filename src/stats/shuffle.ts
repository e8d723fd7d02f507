import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** The stats' one random source: seeded, so a run (a search model, a sample hand) is repeated by its seed. */
export const seededRng = xoroshiro128plus;
export type Rng = ReturnType<typeof xoroshiro128plus>;

/** Fisher–Yates over deck[from … end), in place: the one shuffler of the search model and the sample hand. */
export function shuffleFrom<T>(rng: Rng, deck: T[], from = 0): void {
  for (let i = deck.length - 1; i > from; i--) {
    const j = uniformInt(rng, from, i);
    const x = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = x;
  }
}
