/**
 * One queue's worker on one instance: fetch a batch, run it, and fetch again at once while
 * batches come back full; only an empty or partial batch waits for the next poll (or a wake-up).
 */
export interface WorkerLoop {
  /** Look for jobs now (they were just committed), instead of at the next poll. */
  wake(): void;
  /** Stops fetching; resolves once the batch under way is done. */
  stop(): Promise<void>;
}

export function startWorkerLoop<J>(options: {
  batchSize: number;
  pollMs: number;
  fetch(limit: number): Promise<J[]>;
  runBatch(jobs: J[]): Promise<void>;
  onError(error: unknown): void;
  /** How long a wake-up waits before fetching, so that one fetch takes what several requests stored. */
  gatherMs?: number;
}): WorkerLoop {
  let stopping = false;
  /** A wake-up's gathering time has passed: fetch now rather than wait for the poll. */
  let due = false;
  let gathering = false;
  let interrupt: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  const running = (async () => {
    while (!stopping) {
      due = false;
      let fetched = 0;
      try {
        const jobs = await options.fetch(options.batchSize);
        fetched = jobs.length;
        if (fetched > 0) await options.runBatch(jobs);
      } catch (error) {
        options.onError(error);
      }
      if (!stopping && !due && fetched < options.batchSize) await pause();
    }
  })();

  return {
    wake() {
      if (gathering) return;
      gathering = true;
      // A moment's wait gathers the jobs of the requests answered meanwhile into one fetch, also
      // when the wake-up comes while a batch runs: on a busy night one fetch then takes many jobs.
      setTimeout(() => {
        gathering = false;
        due = true;
        interrupt?.();
      }, options.gatherMs ?? 0);
    },
    async stop() {
      stopping = true;
      interrupt?.();
      await running;
    },
  };
}
