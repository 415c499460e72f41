import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread.ts";

const run = promisify(execFile);
let thread: PgliteThread;

beforeAll(async () => {
  thread = new PgliteThread(undefined);
  await thread.ready;
  await thread.query("create table notes (id int primary key, body text not null)");
});
afterAll(() => thread.close());

describe("PGlite on its own thread", () => {
  it("keeps PostgreSQL's error fields across the thread", async () => {
    await thread.query("insert into notes values (1, 'a')");
    const error = await thread.query("insert into notes values (1, 'b')").catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "notes_pkey" });
  });

  it("applies the caller's parsers to the columns it asked for, and PGlite's to the rest", async () => {
    const result = await thread.query<{ day: string; n: number }>(
      "select date '2026-11-21' as day, 41 + 1 as n",
      [],
      { parsers: { [types.DATE]: (value: string) => `dia ${value}` } },
    );
    expect(result.rows).toEqual([{ day: "dia 2026-11-21", n: 42 }]);
  });

  it("runs nobody else's statements inside a transaction, and commits it whole", async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const transaction = thread.transaction(async (tx) => {
      await tx.query("insert into notes values (10, 'x')");
      await held;
      await tx.query("insert into notes values (11, 'y')");
    });
    // Asked for while the transaction is open: must wait for its COMMIT.
    const count = thread.query<{ n: number }>(
      "select count(*)::int as n from notes where id >= 10",
    );
    await new Promise((done) => setTimeout(done, 50));
    release();
    await transaction;
    expect((await count).rows[0]?.n).toBe(2);
  });

  it("rolls back a transaction whose work throws, and stays usable", async () => {
    const failed = thread.transaction(async (tx) => {
      await tx.query("insert into notes values (20, 'z')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const { rows } = await thread.query("select id from notes where id = 20");
    expect(rows).toEqual([]);
  });

  it("reports a transaction whose failed statement was caught as rolled back, not committed", async () => {
    const swallowed = thread.transaction(async (tx) => {
      await tx.query("insert into notes values (30, 'kept?')");
      await tx.query("insert into notes values (30, 'duplicate')").catch(() => {});
      return "done";
    });
    await expect(swallowed).rejects.toMatchObject({ code: "25P02" });
    expect((await thread.query("select id from notes where id = 30")).rows).toEqual([]);
  });

  it("fails a request whose parameters cannot cross to the thread, and goes on", async () => {
    await expect(thread.query("select $1::text", [() => 1])).rejects.toThrow();
    expect((await thread.query("select 2 as two")).rows).toEqual([{ two: 2 }]);
  });

  it("answers as a crashed database once closed (the API's 503)", async () => {
    const closing = new PgliteThread(undefined);
    await closing.ready;
    await closing.close();
    await expect(closing.query("select 1")).rejects.toMatchObject({ code: "57P02" });
  });

  it("does not keep a process alive once nothing is asked of it", async () => {
    const script = `
      import { PgliteThread } from ${JSON.stringify(resolve(import.meta.dirname, "pglite-thread.ts"))};
      const thread = new PgliteThread(undefined);
      await thread.ready;
      console.log(JSON.stringify((await thread.query("select 1 as one")).rows));
    `;
    const file = join(mkdtempSync(join(tmpdir(), "pglite-thread-")), "idle.mts");
    writeFileSync(file, script);
    const { stdout } = await run(process.execPath, ["--import", "tsx", file], {
      timeout: 30_000,
    });
    expect(stdout.trim()).toBe('[{"one":1}]');
  });
});
