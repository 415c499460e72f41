import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAdminRole } from "#cli/admin-role-command.ts";
import { rolesOf } from "#server/auth/roles.ts";
import { openConfiguredDatabase } from "#server/db/open-from-env.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import { userRoles, users } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import { ADMIN_SOCKET_FILE } from "./protocol.ts";

function quietOutput() {
  const lines: string[] = [];
  return {
    lines,
    output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

describe("admin:grant with PGlite and no server running", () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 });

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "frosty-cli-"));
    // A shop that ran once: one staff account, then the server stopped.
    const database = await openConfiguredDatabase(env());
    try {
      await prepareDatabase(database.handle);
      await database.handle.db
        .insert(users)
        .values({ id: "u-ana", name: "Ana Lima", email: "ana@frosty.test" });
    } finally {
      await database.close();
    }
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function storedRoles(): Promise<string[]> {
    const database = await openConfiguredDatabase(env());
    try {
      return await rolesOf(database.handle.db, "u-ana");
    } finally {
      await database.close();
    }
  }

  it("opens the data directory itself, then frees it", async () => {
    const { lines, output } = quietOutput();
    expect(await runAdminRole(["grant", "Ana@Frosty.test"], { env: env(), output })).toBe(0);
    expect(lines).toEqual(["Papel admin concedido a Ana@Frosty.test"]);
    // storedRoles could not open the directory if the CLI had kept its lock.
    expect(await storedRoles()).toEqual([ADMIN_ROLE]);

    expect(await runAdminRole(["revoke", "ana@frosty.test"], { env: env(), output })).toBe(0);
    expect(await storedRoles()).toEqual([]);
  });

  it("treats a socket file left by a dead server as no server", async () => {
    writeFileSync(join(dataDir, ADMIN_SOCKET_FILE), "");
    const { output } = quietOutput();
    expect(await runAdminRole(["grant", "ana@frosty.test"], { env: env(), output })).toBe(0);
    expect(await storedRoles()).toEqual([ADMIN_ROLE]);
  });

  it("exits 1 for an unknown e-mail", async () => {
    const { lines, output } = quietOutput();
    expect(await runAdminRole(["grant", "bia@frosty.test"], { env: env(), output })).toBe(1);
    expect(lines[0]).toMatch(/^Nenhuma conta com o e-mail bia@frosty.test/);
  });
});

describe("admin:grant with DATABASE_URL", () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insert(users)
      .values({ id: "u-caio", name: "Caio", email: "caio@frosty.test" });
    dataDir = mkdtempSync(join(tmpdir(), "frosty-cli-"));
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.dispose();
  });

  it("writes user_roles directly and never asks a socket", async () => {
    let connections = 0;
    const decoy = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => decoy.listen(join(dataDir, ADMIN_SOCKET_FILE), resolve));
    try {
      const { lines, output } = quietOutput();
      const code = await runAdminRole(["grant", "caio@frosty.test"], {
        env: {
          DATABASE_URL: "postgres://configured/frosty",
          DATA_DIR: dataDir,
          DATABASE_POOL_SIZE: 1,
        },
        output,
        open: async () => ({ handle: database, close: async () => {} }),
      });
      expect(code).toBe(0);
      expect(lines).toEqual(["Papel admin concedido a caio@frosty.test"]);
      expect(connections).toBe(0);
      const rows = await database.db.select().from(userRoles).where(eq(userRoles.userId, "u-caio"));
      expect(rows.map((row) => row.role)).toEqual([ADMIN_ROLE]);
    } finally {
      await new Promise<void>((resolve) => decoy.close(() => resolve()));
    }
  });
});
