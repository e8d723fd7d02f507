import { byText } from './compare.js';

/** Two rows of the distance table, kept between calls: a suggestion compares one name with thousands. */
let rowA = new Uint32Array(64);
let rowB = new Uint32Array(64);

/** Levenshtein distance with an upper bound: stops early once the distance exceeds `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rowA.length <= n) {
    rowA = new Uint32Array(n + 1);
    rowB = new Uint32Array(n + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[n]!;
}

/** Up to `limit` candidates closest to `query`: prefix and substring matches first, then small edit distances. */
export function closest(query: string, candidates: Iterable<string>, limit = 3): string[] {
  const max = Math.max(2, Math.floor(query.length / 3));
  const scored: { value: string; score: number }[] = [];
  for (const candidate of candidates) {
    let score: number;
    if (candidate === query) continue;
    if (candidate.startsWith(query) || query.startsWith(candidate)) score = 0.5;
    else if (query.length >= 4 && candidate.includes(query)) score = 1;
    else score = boundedDistance(query, candidate, max);
    if (score <= max) scored.push({ value: candidate, score: score + Math.abs(candidate.length - query.length) / 100 });
  }
  scored.sort((a, b) => a.score - b.score || byText(a.value, b.value));
  return scored.slice(0, limit).map((s) => s.value);
}
