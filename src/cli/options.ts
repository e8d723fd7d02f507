import { UsageError, errorOf } from '../model/errors.js';
import { BOUNDS } from '../commands/shared/options.js';

/** The error of each bounded flag: `--kos`, `--seed`… name themselves in theirs. */
const OUT_OF_RANGE = { count: 'whole-number', runs: 'runs-range', limit: 'limit-range' } as const;

/** A whole number within the flag's BOUNDS (`--limit`: digits only), else the usage error saying the range. */
export const boundedOption =
  (kind: keyof typeof BOUNDS, option: string) =>
  (value: string): number => {
    const n = Number(value);
    const { min, max } = BOUNDS[kind];
    if ((kind === 'limit' && !/^\d+$/.test(value)) || !Number.isInteger(n) || n < min || n > max)
      throw errorOf(UsageError, OUT_OF_RANGE[kind], { option, value });
    return n;
  };

export function formatOption(allowed: readonly string[]) {
  return (value: string): string => {
    if (!allowed.includes(value)) throw errorOf(UsageError, 'format-choice', { choices: allowed.join(', '), value });
    return value;
  };
}
