import { UsageError, errorOf } from '../model/errors.js';

export function intOption(name: string) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 1000) throw errorOf(UsageError, 'whole-number', { option: name, value });
    return n;
  };
}

/** `--runs` of the Monte Carlo model: 1 to 1,000,000 runs. */
export function runsOption(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw errorOf(UsageError, 'runs-range', { value });
  return n;
}

/** `cards find --limit`: 1 to 100,000 printings listed (more than any card data holds). */
export function limitOption(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < 1 || n > 100_000)
    throw errorOf(UsageError, 'limit-range', { value });
  return n;
}

export function formatOption(allowed: readonly string[]) {
  return (value: string): string => {
    if (!allowed.includes(value)) throw errorOf(UsageError, 'format-choice', { choices: allowed.join(', '), value });
    return value;
  };
}
