import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { jobCount, JobPool } from '../../src/check/jobs.js';

const entry = new URL('./fixtures/jobs-worker.mjs', import.meta.url);

describe('the pool of worker threads behind check --jobs', () => {
  it('answers every task, each its own, whatever thread ran it', async () => {
    const pool = new JobPool<string, string>(entry, null, 2);
    const tasks = Array.from({ length: 50 }, (_, i) => `deck ${i}`);
    const answers = await Promise.all(tasks.map((task) => pool.run(task)));
    expect(answers).toEqual(tasks.map((task) => ({ value: task.toUpperCase() })));
  });

  it("a task that kills its worker is that task's answer; the tasks behind it still run", async () => {
    const pool = new JobPool<string, string>(entry, null, 1);
    const answers = await Promise.all(['a', 'die', 'b', 'throw', 'c'].map((task) => pool.run(task)));
    expect(answers).toEqual([{ value: 'A' }, { died: 'exit 3' }, { value: 'B' }, { threw: true }, { value: 'C' }]);
  });

  it('--jobs 0 is one thread per idle core, never more threads than tasks', () => {
    expect(jobCount(4, 2)).toBe(2);
    expect(jobCount(3, 100, 50)).toBe(3);
    expect(jobCount(0, 1, 0)).toBe(1);
    expect(jobCount(0, 1000, 0)).toBe(availableParallelism());
    // Every core busy (#42: on a loaded 2-core machine two threads took 2.1× the time of one): one thread.
    expect(jobCount(0, 1000, availableParallelism())).toBe(1);
    expect(jobCount(0, 1000, availableParallelism() - 1)).toBe(1);
  });
});
