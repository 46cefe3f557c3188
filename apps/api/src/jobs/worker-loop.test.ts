import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWorkerLoop, type WorkerLoop } from './worker-loop.ts';

/** A queue in memory: what each fetch took, and a batch that takes `batchMs` to run. */
function fakeQueue(batchMs: number) {
  const stored: string[] = [];
  const fetches: string[][] = [];
  return {
    stored,
    fetches,
    fetch: async (limit: number) => {
      const taken = stored.splice(0, limit);
      fetches.push(taken);
      return taken;
    },
    runBatch: () => new Promise<void>((resolve) => setTimeout(resolve, batchMs)),
  };
}

describe('a queue worker woken by committed jobs', () => {
  let loop: WorkerLoop | null = null;
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    const stopping = loop?.stop();
    await vi.runOnlyPendingTimersAsync();
    await stopping;
    loop = null;
    vi.useRealTimers();
  });

  const start = (queue: ReturnType<typeof fakeQueue>, batchSize = 10) =>
    startWorkerLoop({
      batchSize,
      pollMs: 60_000,
      gatherMs: 40,
      fetch: queue.fetch,
      runBatch: queue.runBatch,
      onError: (error) => {
        throw error;
      },
    });

  it('fetches a job after the gathering time, not at the next poll', async () => {
    const queue = fakeQueue(5);
    loop = start(queue);
    await vi.advanceTimersByTimeAsync(1);
    queue.stored.push('receipt-1');
    loop.wake();
    await vi.advanceTimersByTimeAsync(39);
    expect(queue.fetches.flat()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(queue.fetches.flat()).toEqual(['receipt-1']);
  });

  it('gathers the jobs committed while a batch runs and just after it into one fetch', async () => {
    const queue = fakeQueue(20);
    loop = start(queue);
    await vi.advanceTimersByTimeAsync(1);
    queue.stored.push('first');
    loop.wake();
    await vi.advanceTimersByTimeAsync(45); // fetched at 41 ms; its batch runs until 61 ms
    expect(queue.fetches.at(-1)).toEqual(['first']);
    queue.stored.push('during-the-batch');
    loop.wake();
    await vi.advanceTimersByTimeAsync(25); // the batch is over; the wake-up is still gathering
    queue.stored.push('after-the-batch');
    loop.wake();
    await vi.advanceTimersByTimeAsync(20);
    expect(queue.fetches.at(-1)).toEqual(['during-the-batch', 'after-the-batch']);
    expect(queue.fetches.flat()).toEqual(['first', 'during-the-batch', 'after-the-batch']);
  });

  it('takes a backlog in full batches one straight after another, without waiting', async () => {
    const queue = fakeQueue(1);
    queue.stored.push(...Array.from({ length: 25 }, (_, i) => `job-${i}`));
    loop = start(queue);
    await vi.advanceTimersByTimeAsync(3);
    expect(queue.fetches.map((taken) => taken.length)).toEqual([10, 10, 5]);
  });
});
