/** Thrown by `run` when the queue already holds its maximum of waiting tasks. */
export class QueueFullError extends Error {
  constructor() {
    super('The work queue is full');
    this.name = 'QueueFullError';
  }
}

export type WorkQueue = {
  /** Runs `task` once fewer than `concurrency` tasks are running; tasks start in arrival order. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};

/**
 * A first-come-first-served limit on how many tasks of one kind run at once in this process, with a
 * bound on how many may wait: a task that would wait beyond `maxWaiting` is refused at once
 * (QueueFullError) rather than held, because every waiting task keeps its input in memory.
 */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number }): WorkQueue {
  const { concurrency, maxWaiting } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // The finished task's slot passes straight to the next one, so `running` stays as it is.
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running += 1;
      } else {
        if (waiting.length >= maxWaiting) throw new QueueFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
