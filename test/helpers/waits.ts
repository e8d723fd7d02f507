import { vi } from 'vitest';

/**
 * The waits (ms) the code asks `setTimeout` for while `fn` runs, timers kept real: a test sees that a client waited
 * as a server told it (Retry-After) without timing the wait, so a busy machine can't fail it.
 */
export async function waitsDuring<T>(fn: () => Promise<T>): Promise<{ result: T; waits: number[] }> {
  const spy = vi.spyOn(globalThis, 'setTimeout');
  try {
    const result = await fn();
    return { result, waits: spy.mock.calls.map((call) => Number(call[1] ?? 0)) };
  } finally {
    spy.mockRestore();
  }
}
