import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread.ts";

// The real full disk is in routes/full-disk.pglite.test.ts; here the reserve is set beyond
// any disk's free space, so that every statement meets it.
let dir: string;
let thread: PgliteThread;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "frosty-reserve-"));
  thread = new PgliteThread(join(dir, "pglite"), { minFreeBytes: Number.MAX_SAFE_INTEGER });
  await thread.ready;
});
afterAll(async () => {
  await thread.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("PGlite's disk reserve", () => {
  it("refuses statements as disk_full (53100) while the disk has less free than the reserve", async () => {
    const error = await thread.query("select 1").catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: "53100",
      message: expect.stringMatching(
        /^could not write: the disk holding the database has \d+ MB free/,
      ),
    });
  });

  it("fails a transaction with that error, not with what its BEGIN's refusal caused", async () => {
    const failed = thread.transaction(async (tx) => {
      await tx.query("select 1");
    });
    await expect(failed).rejects.toMatchObject({ code: "53100" });
  });

  it("keeps its thread answering (a refusal is not a crash)", async () => {
    await expect(thread.query("select 1")).rejects.toMatchObject({ code: "53100" });
    await expect(thread.query("select 1")).rejects.toMatchObject({ code: "53100" });
  });
});
