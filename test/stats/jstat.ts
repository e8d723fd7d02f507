import { createRequire } from 'node:module';

/** jStat, the independent implementation the exact figures are checked against (it ships no types). */
export const jStat = createRequire(import.meta.url)('jstat') as {
  hypgeom: {
    pdf(k: number, population: number, successes: number, draws: number): number;
    cdf(k: number, population: number, successes: number, draws: number): number;
  };
};

export const pdf = (k: number, population: number, successes: number, draws: number): number =>
  jStat.hypgeom.pdf(k, population, successes, draws);
