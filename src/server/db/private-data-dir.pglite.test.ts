import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runBackup } from "#server/backup/backup-command.ts";
import { runRestore } from "#server/backup/restore-command.ts";
import { entriesOpenToOthers } from "#server/testing/file-modes.ts";
import { orderBody, postOrder } from "#server/testing/orders.ts";
import { serverAt } from "#server/testing/request-target.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";

let root: string;
let dataDir: string;
const servers: ServerProcess[] = [];
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "frosty-private-"));
  dataDir = join(root, "data");
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  rmSync(root, { recursive: true, force: true });
});

describe("the server's DATA_DIR (PGlite)", () => {
  // Starts the real server (PGlite's first start: initdb, migrations, seed).
  it("holds nothing another local user can read or write: the database, the secret, the lock, the admin socket, backups, a restore", {
    timeout: 120_000,
  }, async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);

    const placed = await postOrder(
      serverAt(server.url),
      // A fresh install offers no test payment (seed/settings-data.ts): cash, which it does.
      orderBody({ customer: { name: "Ana Privada" }, paymentMethod: "cash" }),
    );
    expect(placed.status).toBe(201);
    // A backup through the running server's admin socket, into DATA_DIR/backups.
    const backup = await runBackup([], {
      env: { DATA_DIR: dataDir },
      output: { log: () => {}, error: () => {} },
    });
    expect(backup).toBe(0);

    const names = readdirSync(dataDir);
    expect(names).toEqual(
      expect.arrayContaining(["pglite", "auth-secret", "frosty.pid", "admin.sock", "backups"]),
    );
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(entriesOpenToOthers(dataDir)).toEqual([]);

    expect(await server.stop()).toBe(0);
    expect(entriesOpenToOthers(dataDir)).toEqual([]);

    // A restore unpacks the backup's files (a tarball's modes) into DATA_DIR: private too.
    const [file] = readdirSync(join(dataDir, "backups"));
    const restored = await runRestore([join(dataDir, "backups", String(file))], {
      env: { DATA_DIR: dataDir },
      output: { log: () => {}, error: () => {} },
    });
    expect(restored).toBe(0);
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(["pglite", "backups"]));
    expect(readdirSync(dataDir).some((name) => name.startsWith("pglite.before-restore-"))).toBe(
      true,
    );
    expect(entriesOpenToOthers(dataDir)).toEqual([]);
  });

  it.each([
    ["0777", 0o777],
    ["0775", 0o775],
    ["1777", 0o1777],
  ])(
    "refuses to start on a DATA_DIR other users can write (mode %s), saying why and how to fix it",
    {
      timeout: 60_000,
    },
    async (shown, mode) => {
      mkdirSync(dataDir);
      chmodSync(dataDir, mode);

      const failure = await startServerProcess({ DATA_DIR: dataDir }).then(
        (server) => {
          servers.push(server);
          return "it started";
        },
        (error: Error) => error.message,
      );
      expect(failure).toContain("the server exited with code 1");
      expect(failure).toContain(
        `the data directory ${dataDir} can be written by other users (mode ${shown})`,
      );
      expect(failure).toContain(
        `a pasta de dados ${dataDir} pode ser alterada por outros usuários`,
      );
      expect(failure).toContain(`chmod 700 ${dataDir}`);
      // Nothing was opened or written there.
      expect(existsSync(join(dataDir, "pglite"))).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );
});
