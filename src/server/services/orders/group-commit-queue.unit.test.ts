import { describe, expect, it } from "vitest";
import { GroupCommitQueue, type Settled } from "./group-commit-queue.ts";

describe("GroupCommitQueue", () => {
  it("writes the jobs that queued during a batch together, next, each with its own outcome", async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const queue = new GroupCommitQueue<number, number>(async (jobs) => {
      batches.push(jobs);
      // The first batch stays open until the test lets it go.
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return jobs.map(
        (job): Settled<number> =>
          job < 0 ? { ok: false, error: new Error(`bad ${job}`) } : { ok: true, value: job * 10 },
      );
    }, 3);

    const first = queue.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, -3, 4, 5].map((job) => queue.add(job));
    release();

    expect(await first).toBe(10);
    const settled = await Promise.allSettled(later);
    expect(settled.map((s) => (s.status === "fulfilled" ? s.value : "refused"))).toEqual([
      20,
      "refused",
      40,
      50,
    ]);
    // One job alone, then the four that waited, at most three to a batch.
    expect(batches).toEqual([[1], [2, -3, 4], [5]]);
  });

  it("fails every job of a batch that throws, and goes on with the next", async () => {
    let calls = 0;
    const queue = new GroupCommitQueue<number, number>(async (jobs) => {
      calls++;
      if (calls === 1) throw new Error("database gone");
      return jobs.map((job) => ({ ok: true, value: job }));
    }, 10);
    const failing = [queue.add(1), queue.add(2)];
    await expect(Promise.all(failing)).rejects.toThrow("database gone");
    expect(await queue.add(3)).toBe(3);
  });

  it("does not hold later jobs behind a batch that is stuck: the next batch starts beside it", async () => {
    const batches: number[][] = [];
    let releaseStuck: () => void = () => {};
    const queue = new GroupCommitQueue<number, number>(
      async (jobs) => {
        batches.push(jobs);
        // The first batch hangs (a database that stopped answering) until the test lets it go.
        if (batches.length === 1) await new Promise<void>((resolve) => (releaseStuck = resolve));
        return jobs.map((job) => ({ ok: true, value: job * 10 }));
      },
      10,
      50,
    );

    let stuckDone = false;
    const stuck = queue.add(1).then((value) => {
      stuckDone = true;
      return value;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    const later = await Promise.all([queue.add(2), queue.add(3)]);
    expect(later).toEqual([20, 30]);
    // Within the overtaking delay (and a turn or two of the event loop), not when 1 ends.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(stuckDone).toBe(false);
    expect(batches).toEqual([[1], [2, 3]]);

    // The stuck batch still answers its own job when it ends.
    releaseStuck();
    expect(await stuck).toBe(10);
    expect(await queue.add(4)).toBe(40);
  });
});
