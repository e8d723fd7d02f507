/** Largest deck the tables cover: a 100-card deck with room to spare (the use case refuses larger ones). */
const MAX_N = 400;

// Pascal's triangle, built on use up to the largest n asked for: exact integers up to 2^53 and within one rounding
// of the exact value past it, so ratios of binomials (all this module's callers need) keep full double precision.
const PASCAL: Float64Array[] = [];
function pascal(upTo: number): Float64Array[] {
  for (let n = PASCAL.length; n <= upTo; n++) {
    const row = new Float64Array(n + 1);
    row[0] = row[n] = 1;
    for (let k = 1; k < n; k++) row[k] = PASCAL[n - 1]![k - 1]! + PASCAL[n - 1]![k]!;
    PASCAL.push(row);
  }
  return PASCAL;
}

/** A probability made of sums and differences, held to [0, 1] against rounding (1 − 1.0000000000000002). */
export const clamp01 = (p: number): number => Math.min(1, Math.max(0, p));

/** C(n, k): 0 outside 0 ≤ k ≤ n. */
export function choose(n: number, k: number): number {
  if (k < 0 || n < 0 || k > n) return 0;
  if (n > MAX_N) throw new RangeError(`choose: n = ${n} is past ${MAX_N}`);
  return (PASCAL[n] ?? pascal(n)[n]!)[k]!;
}

/** P(X = k) for X hypergeometric: k successes in `draws` cards taken from `population` holding `successes`. */
export function hypergeometric(k: number, population: number, successes: number, draws: number): number {
  const all = choose(population, draws);
  if (all === 0) return 0;
  return (choose(successes, k) * choose(population - successes, draws - k)) / all;
}
