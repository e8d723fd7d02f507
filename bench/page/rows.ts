import { appendFileSync } from 'node:fs';

/** One bench row, written for bench/run.js to show with its own (`BENCH_PAGE_OUT` names the file). */
export interface PageRow {
  id: string;
  target: string;
  measured: string;
  pass: boolean;
  detail: unknown;
}

export function writeRow(row: PageRow): void {
  const out = process.env.BENCH_PAGE_OUT;
  if (out) appendFileSync(out, `${JSON.stringify(row)}\n`);
  console.log(`${row.pass ? 'ok  ' : 'MISS'} ${row.id}: ${row.measured} (target ${row.target})`);
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
