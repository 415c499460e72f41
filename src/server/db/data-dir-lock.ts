import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { makeOwnerOnly, prepareDataDir } from "./data-dir-permissions.ts";

/**
 * PGlite does not lock its data directory, and two processes writing it corrupt it.
 * A PID file taken with O_EXCL makes the second process fail fast. A lock left by a
 * process that died (kill -9) names a PID that no longer runs, so it is taken over at
 * once: a crashed shop restarts without waiting for a timeout.
 *
 * Taking the lock also makes the directory private (data-dir-permissions.ts): it is refused
 * when another user could write it, and left, when released, with no entry others can read.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Frosty process (PID ${pid}). ` +
        "Stop that process first, or start this one with a different DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = "frosty.pid";

export function lockDataDir(dataDir: string): DataDirLock {
  prepareDataDir(dataDir);
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release: () => {
          // What was written while it was held (a restore's files, say) is private too.
          try {
            makeOwnerOnly(dataDir);
          } catch {
            // Unreadable now: checked again when the directory is next locked.
          }
          releaseIfOurs(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(path);
      if (holder !== null && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function readHolder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function releaseIfOurs(path: string): void {
  if (readHolder(path) === process.pid) rmSync(path, { force: true });
}
