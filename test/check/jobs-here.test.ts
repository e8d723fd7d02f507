import { describe, expect, it } from 'vitest';
import { DEPTH, JobPool } from '../../src/check/jobs.js';

const entry = new URL('./fixtures/jobs-worker.mjs', import.meta.url);

describe('the pool with this thread taking part (check --jobs N: N - 1 workers and the main thread)', () => {
  it('a task no worker has room for is handed back to run here; every other is answered by its worker', async () => {
    const pool = new JobPool<string, string>(entry, null, 1, true);
    const tasks = Array.from({ length: DEPTH * 4 }, (_, i) => `deck ${i}`);
    const answers = await Promise.all(tasks.map((task) => pool.run(task)));
    const here = answers.filter((answer) => 'here' in answer);
    expect(here.length).toBeGreaterThan(0);
    // The worker was given the first tasks, as many as it may hold.
    expect(answers.slice(0, DEPTH)).toEqual(tasks.slice(0, DEPTH).map((task) => ({ value: task.toUpperCase() })));
    answers.forEach((answer, i) => expect([{ here: true }, { value: tasks[i]!.toUpperCase() }]).toContainEqual(answer));
  });

  it('without it, every task waits for a worker', async () => {
    const pool = new JobPool<string, string>(entry, null, 1);
    const tasks = Array.from({ length: DEPTH * 2 }, (_, i) => `deck ${i}`);
    const answers = await Promise.all(tasks.map((task) => pool.run(task)));
    expect(answers).toEqual(tasks.map((task) => ({ value: task.toUpperCase() })));
  });
});
