import { describe, expect, it, vi } from 'vitest';

// Every use of zod's `z` while the library loads, and after.
const used: string[] = [];
vi.mock('zod', async (original) => {
  const zod = await original<typeof import('zod')>();
  const z = new Proxy(zod.z, {
    get: (target, key, receiver) => (used.push(String(key)), Reflect.get(target, key, receiver)),
  });
  return { ...zod, z };
});

describe('the library loads without making its argument schemas (issue #42: import time)', () => {
  it('no schema is made by the import; the first call makes them, and a wrong argument is still refused', async () => {
    const lib = await import('../../src/lib/index.js');
    expect(used).toEqual([]);
    await expect(lib.catalog('fr' as 'en')).rejects.toThrow(/one of "en", "es"/);
    expect(used.length).toBeGreaterThan(0);
  });
});
