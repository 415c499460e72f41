import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "frosty-lock-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("lockDataDir", () => {
  it("refuses a data directory held by another live process", () => {
    // The parent of this test process is alive and is not us.
    writeFileSync(join(dir, "frosty.pid"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Frosty process/);
  });

  it("takes over a lock left by a process that died", () => {
    writeFileSync(join(dir, "frosty.pid"), String(deadPid()));
    const lock = lockDataDir(dir);
    lock.release();
    expect(existsSync(join(dir, "frosty.pid"))).toBe(false);
  });

  it("creates the directory, writes a private PID file and frees it on release", () => {
    const nested = join(dir, "a", "b");
    const lock = lockDataDir(nested);
    const file = join(nested, "frosty.pid");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    lock.release();
    expect(existsSync(file)).toBe(false);
    lockDataDir(nested).release();
  });

  it("does not remove a lock that another process has taken since", () => {
    const lock = lockDataDir(dir);
    writeFileSync(join(dir, "frosty.pid"), String(process.ppid));
    lock.release();
    expect(existsSync(join(dir, "frosty.pid"))).toBe(true);
  });
});
