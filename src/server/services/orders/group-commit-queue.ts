/** One job's own result: a batch can succeed for some jobs and fail for others. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Waiting<Job, Result> {
  job: Job;
  resolve(value: Result): void;
  reject(error: unknown): void;
}

/**
 * Group commit: jobs that arrive while a batch is being written wait together and go into the
 * next batch, which `runBatch` handles in one go (one transaction). Batches run one at a time,
 * so under load each batch gathers everything that queued up during the previous one, while a
 * lone job waits for nothing but the current turn of the event loop.
 */
export class GroupCommitQueue<Job, Result> {
  private waiting: Waiting<Job, Result>[] = [];
  private draining = false;

  constructor(
    /** Must return one outcome per job, in the jobs' order. */
    private readonly runBatch: (jobs: Job[]) => Promise<Settled<Result>[]>,
    private readonly maxBatchSize: number,
  ) {}

  add(job: Job): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // Requests whose bodies arrived in the same turn of the event loop join this batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatchSize);
      let settle: () => void;
      try {
        const outcomes = await this.runBatch(batch.map((waiting) => waiting.job));
        settle = () => settleEach(batch, outcomes);
      } catch (error) {
        settle = () => {
          for (const waiting of batch) waiting.reject(error);
        };
      }
      // The answers go out once the next batch has started: its statements reach the database
      // before this batch's responses are written, rather than after (the database would sit
      // idle meanwhile).
      setImmediate(settle);
    }
    this.draining = false;
  }
}

function settleEach<Job, Result>(
  batch: readonly Waiting<Job, Result>[],
  outcomes: readonly Settled<Result>[],
): void {
  batch.forEach((waiting, index) => {
    const outcome = outcomes[index];
    if (!outcome) waiting.reject(new Error("the batch returned no outcome for this job"));
    else if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
  });
}
