import { describe, expect, it } from 'vitest';
import { createWorkQueue, QueueFullError } from './work-queue.js';

/** A task that runs until the test lets it finish, so overlap is observed, not timed. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: async () => (await opened, value) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createWorkQueue', () => {
  it('never runs more tasks at once than its concurrency, and starts them in arrival order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    const started: number[] = [];
    let active = 0;
    let maxActive = 0;
    const gates = Array.from({ length: 5 }, (_, i) => gate(i));
    const results = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        active += 1;
        maxActive = Math.max(maxActive, active);
        try {
          return await g.task();
        } finally {
          active -= 1;
        }
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);

    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(maxActive).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(async () => Promise.reject(new Error('broken photo')))).rejects.toThrow(
      'broken photo',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.running).toBe(0);
  });

  it('refuses a task beyond its waiting room at once, and takes tasks again once there is room', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const first = gate('first');
    const running = queue.run(first.task);
    const waiting = [queue.run(async () => 'second'), queue.run(async () => 'third')];
    await expect(queue.run(async () => 'fourth')).rejects.toBeInstanceOf(QueueFullError);
    first.open();
    expect(await Promise.all([running, ...waiting])).toEqual(['first', 'second', 'third']);
    expect(await queue.run(async () => 'fifth')).toBe('fifth');
  });
});
