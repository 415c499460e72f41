/** One job's own result: a batch can succeed for some jobs and fail for others. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface Waiting<Job, Result> {
  job: Job;
  resolve(value: Result): void;
  reject(error: unknown): void;
}

/**
 * A batch still running after this long is not waited for: the next one starts beside it. A
 * healthy batch takes milliseconds (tens under load); one this slow is stuck on its database
 * (a lock, a server that stopped answering) until the statement timeout fails it.
 */
export const OVERTAKE_AFTER_MS = 500;

/**
 * Group commit: jobs that arrive while a batch is being written wait together and go into the
 * next batch, which `runBatch` handles in one go (one transaction). Batches run one at a time,
 * so under load each batch gathers everything that queued up during the previous one, while a
 * lone job waits for nothing but the current turn of the event loop.
 *
 * A batch that takes longer than `overtakeAfterMs` no longer holds the ones behind it: the next
 * starts while it runs on (PostgreSQL gives it a connection of its own; PGlite's one session
 * runs it after the stuck one, as before). So no job waits behind a stuck batch for longer than
 * that, whatever the stuck one waits for; it still settles its own jobs when it ends.
 */
export class GroupCommitQueue<Job, Result> {
  private waiting: Waiting<Job, Result>[] = [];
  private draining = false;

  constructor(
    /** Must return one outcome per job, in the jobs' order. */
    private readonly runBatch: (jobs: Job[]) => Promise<Settled<Result>[]>,
    private readonly maxBatchSize: number,
    private readonly overtakeAfterMs: number = OVERTAKE_AFTER_MS,
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
      await overtakenAfter(this.run(batch), this.overtakeAfterMs);
    }
    this.draining = false;
  }

  /** Resolves (never rejects) once the batch's outcomes are known. */
  private async run(batch: Waiting<Job, Result>[]): Promise<void> {
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
}

/** Until `running` ends, or `ms` have passed. */
async function overtakenAfter(running: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const overtaken = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([running, overtaken]);
  } finally {
    clearTimeout(timer);
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
