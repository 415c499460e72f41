import { spawnSync } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { orderBody, postOrder } from "#server/testing/orders.ts";
import { serverAt } from "#server/testing/request-target.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";

/**
 * A real full disk, without touching this machine's: the server runs in a mount namespace of
 * its own (unshare) where its DATA_DIR is a small tmpfs; the test reaches that file system
 * through /proc/<pid>/root and fills it. As root a mount namespace is enough; otherwise an
 * unprivileged user namespace provides one where the kernel allows them.
 */
function namespaceFlags(): string[] | null {
  for (const flags of [["--mount"], ["--user", "--map-root-user", "--mount"]]) {
    const probe = spawnSync(
      "unshare",
      [
        ...flags,
        "sh",
        "-c",
        "mount -t tmpfs -o size=1m tmpfs /mnt 2>/dev/null || mount -t tmpfs -o size=1m tmpfs /tmp",
      ],
      { encoding: "utf8", timeout: 10_000 },
    );
    if (probe.status === 0) return flags;
  }
  return null;
}

const flags = namespaceFlags();
/** Room for the seeded database (~70 MB with its WAL) and PGlite's 64 MB reserve. */
const TMPFS_SIZE = "256m";

let root: string;
let dataDir: string;
const servers: ServerProcess[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "frosty-full-disk-"));
  dataDir = join(root, "data");
  mkdirSync(dataDir, { mode: 0o700 });
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  rmSync(root, { recursive: true, force: true });
});

/** Writes zeros into `path` until the file system says it is full; returns the bytes written. */
function fillUp(path: string): number {
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  const fd = openSync(path, "w");
  let written = 0;
  try {
    for (;;) {
      try {
        written += writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOSPC") return written;
        throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

function placeOrder(server: ServerProcess): Promise<Response> {
  // A fresh install offers no test payment (seed/settings-data.ts): cash, which it does.
  return postOrder(serverAt(server.url), orderBody({ paymentMethod: "cash" }), {
    signal: AbortSignal.timeout(15_000),
  });
}

const health = (server: ServerProcess) =>
  fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(15_000) });

describe("a full disk under PGlite's DATA_DIR", () => {
  // Not skipped on a machine that can run it: this one (root, as CI) always can.
  it.skipIf(flags === null)(
    "turns orders away with 503 and fails the health check, and both recover once space is freed",
    { timeout: 180_000 },
    async () => {
      const server = await startServerProcess(
        { DATA_DIR: dataDir },
        {
          wrapper: [
            "unshare",
            ...(flags ?? []),
            "sh",
            "-c",
            'mount -t tmpfs -o "size=$1,mode=0700" tmpfs "$2" && shift 2 && exec "$@"',
            "sh",
            TMPFS_SIZE,
            dataDir,
          ],
        },
      );
      servers.push(server);
      const disk = join(`/proc/${server.child.pid}/root`, dataDir);
      // The server's DATA_DIR really is the small tmpfs, not this machine's disk.
      expect(statfsSync(disk).blocks * statfsSync(disk).bsize).toBeLessThanOrEqual(256 * 2 ** 20);
      expect((await placeOrder(server)).status).toBe(201);
      expect((await health(server)).status).toBe(200);

      const filler = join(disk, "filler");
      expect(fillUp(filler)).toBeGreaterThan(0);
      expect(statfsSync(disk).bavail).toBe(0);

      const refused = await placeOrder(server);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        error: {
          code: "service_unavailable",
          message: "Serviço temporariamente indisponível. Tente novamente em instantes.",
        },
      });
      const failing = await health(server);
      expect(failing.status).toBe(503);
      expect(await failing.json()).toEqual({
        error: {
          code: "storage_unavailable",
          message: "O banco de dados não consegue gravar: disco cheio ou com falha",
        },
      });
      // Still serving what needs no writing.
      expect((await fetch(`${server.url}/api/catalog`)).status).toBe(200);

      rmSync(filler);
      await expect
        .poll(async () => (await health(server)).status, { timeout: 10_000, interval: 250 })
        .toBe(200);
      expect((await placeOrder(server)).status).toBe(201);
      expect(server.alive()).toBe(true);
      expect(await server.stop()).toBe(0);
    },
  );
});
