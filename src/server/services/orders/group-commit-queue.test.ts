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
});
