import type { z } from 'zod';

/** "at cards[3].hp: expected string" — the first issue of a zod error, with its path. */
export function describeZodError(error: z.ZodError, prefix = ''): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  const path = issue.path.reduce<string>(
    (acc, part) => (typeof part === 'number' ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
    prefix,
  );
  return `${path || '(root)'}: ${issue.message}`;
}
