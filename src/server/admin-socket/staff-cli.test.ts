import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runStaffCommand, STAFF_USAGE } from "#cli/staff-command.ts";
import type { Database } from "#server/db/client.ts";
import { openConfiguredDatabase } from "#server/db/open-from-env.ts";
import { staffAccessLog, storeStaff, users } from "#server/db/schema.ts";
import { copyOfPreparedDataDir } from "#server/testing/prepared-database.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { ADMIN_SOCKET_FILE } from "./protocol.ts";
import { type AdminSocket, startAdminSocket } from "./server.ts";

function capture() {
  const printed: string[] = [];
  const errors: string[] = [];
  return {
    printed,
    errors,
    output: {
      log: (line: string) => printed.push(line),
      error: (line: string) => errors.push(line),
    },
  };
}

async function storesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storeId: storeStaff.storeId, by: storeStaff.grantedByName })
    .from(storeStaff)
    .where(eq(storeStaff.userId, userId))
    .orderBy(asc(storeStaff.storeId));
  for (const row of rows) expect(row.by).toBe("linha de comando");
  return rows.map((row) => row.storeId);
}

describe("staff:grant and staff:revoke while a PGlite server runs (its admin socket)", () => {
  let t: TestApp;
  let dataDir: string;
  let socket: AdminSocket;
  beforeAll(async () => {
    t = await createTestApp();
    dataDir = mkdtempSync(join(tmpdir(), "frosty-staff-sock-"));
    socket = await startAdminSocket({
      path: join(dataDir, ADMIN_SOCKET_FILE),
      db: t.database.db,
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(async () => {
    await socket.close();
    rmSync(dataDir, { recursive: true, force: true });
    await t.database.dispose();
  });

  /** The CLI as `npm run staff:*` runs it on this data directory; it must not open the database. */
  async function cli(...args: string[]) {
    const { printed, errors, output } = capture();
    const code = await runStaffCommand(args, {
      env: { DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 },
      output,
      open: () => Promise.reject(new Error("the CLI must use the running server's socket")),
    });
    return { code, printed, errors };
  }

  /** A grant confirmed for the member's account: what it printed after showing the account. */
  async function grant(member: { userId: string }, ...args: string[]) {
    const result = await cli("grant", ...args, "--confirm", member.userId);
    return { ...result, printed: result.printed.slice(-1) };
  }

  async function sessionStores(browser: Awaited<ReturnType<typeof signedInStaff>>["browser"]) {
    const response = await browser.request("/api/admin/session");
    if (response.status !== 200) return response.status;
    const session = (await response.json()) as StaffSession;
    return session.access.stores.map((store) => store.id);
  }

  it("grants stores, effective on the very next request, and says which", async () => {
    const member = await signedInStaff(t);
    expect(await sessionStores(member.browser)).toBe(403);

    // Unconfirmed (no terminal here): shown, not granted.
    const shown = await cli("grant", member.email, "--store", "1");
    expect(shown.code).toBe(1);
    expect(shown.printed).toContain(`  Id:          ${member.userId}`);
    expect(shown.errors).toEqual([
      "Sem um terminal para confirmar, nada foi alterado. Se esta é a conta certa, rode: " +
        `npm run staff:grant -- ${member.email} --store 1 --confirm ${member.userId}`,
    ]);
    expect(await sessionStores(member.browser)).toBe(403);

    expect(await grant(member, member.email, "--store", "1", "--store=2")).toEqual({
      code: 0,
      printed: [
        `${member.email} agora é da equipe das lojas 1 (Frosty Paulista) e 2 (Frosty Pinheiros)`,
      ],
      errors: [],
    });
    expect(await sessionStores(member.browser)).toEqual(["1", "2"]);

    // Stores already granted stay as they were; only the new one is added.
    expect(
      (await grant(member, member.email.toUpperCase(), "-s", "2", "--store", "3")).printed,
    ).toEqual([
      `${member.email.toUpperCase()} agora é da equipe da loja 3 (Frosty Vila Madalena) (já era da loja 2 (Frosty Pinheiros))`,
    ]);
    expect((await grant(member, member.email, "--store", "1")).printed).toEqual([
      `${member.email} já era da equipe da loja 1 (Frosty Paulista)`,
    ]);
    expect(await storesOf(t.database.db, member.userId)).toEqual(["1", "2", "3"]);
  });

  it("revokes one store or every store, effective on the very next request", async () => {
    const member = await signedInStaff(t, { stores: ["1", "4"] });
    expect(await cli("revoke", member.email, "--store", "4")).toEqual({
      code: 0,
      printed: [`${member.email} saiu da equipe da loja 4 (Frosty Moema)`],
      errors: [],
    });
    expect(await sessionStores(member.browser)).toEqual(["1"]);

    expect((await cli("revoke", member.email, "--store", "4")).printed).toEqual([
      `${member.email} não era da equipe da loja 4 (Frosty Moema)`,
    ]);

    await grant(member, member.email, "--store", "5");
    expect((await cli("revoke", member.email)).printed).toEqual([
      `${member.email} saiu da equipe das lojas 1 (Frosty Paulista) e 5 (Frosty Tatuapé)`,
    ]);
    expect(await sessionStores(member.browser)).toBe(403);
    expect((await cli("revoke", member.email)).printed).toEqual([
      `${member.email} não era da equipe de nenhuma loja`,
    ]);
  });

  it("records every change in the access log as the command line", async () => {
    const member = await signedInStaff(t);
    await grant(member, member.email, "--store", "7", "--store", "8");
    await cli("revoke", member.email, "--store", "7");
    const log = await t.database.db
      .select()
      .from(staffAccessLog)
      .where(eq(staffAccessLog.userId, member.userId))
      .orderBy(asc(staffAccessLog.id));
    expect(
      log.map(({ action, storeId, role, byName, byUserId, userEmail }) => ({
        action,
        storeId,
        role,
        byName,
        byUserId,
        userEmail,
      })),
    ).toEqual([
      {
        action: "grant",
        storeId: "7",
        role: null,
        byName: "linha de comando",
        byUserId: null,
        userEmail: member.email,
      },
      {
        action: "grant",
        storeId: "8",
        role: null,
        byName: "linha de comando",
        byUserId: null,
        userEmail: member.email,
      },
      {
        action: "revoke",
        storeId: "7",
        role: null,
        byName: "linha de comando",
        byUserId: null,
        userEmail: member.email,
      },
    ]);
  });

  it("exits 1 for an unknown account or store id, granting nothing", async () => {
    const unknownAccount = await cli("grant", "ninguem@frosty.test", "--store", "1");
    expect(unknownAccount).toEqual({
      code: 1,
      printed: [],
      errors: [
        "Nenhuma conta com o e-mail ninguem@frosty.test. A pessoa cria a conta em /login primeiro.",
      ],
    });
    expect((await cli("revoke", "ninguem@frosty.test")).code).toBe(1);

    const member = await signedInStaff(t);
    const unknownStore = await grant(member, member.email, "--store", "1", "--store", "999");
    expect(unknownStore.code).toBe(1);
    expect(unknownStore.errors).toEqual([
      "Nenhuma loja com o id 999. O id de cada loja aparece na tela Equipe do painel.",
    ]);
    expect((await grant(member, member.email, "--store", "998", "--store", "999")).errors).toEqual([
      "Nenhuma loja com os ids 998, 999. O id de cada loja aparece na tela Equipe do painel.",
    ]);
    expect((await cli("revoke", member.email, "--store", "abc")).code).toBe(1);
    expect(await storesOf(t.database.db, member.userId)).toEqual([]);
  });

  it("shows the usage for a line that is not a use of the command, with exit code 2", async () => {
    for (const args of [
      [],
      ["grant"],
      ["grant", "ana@frosty.test"],
      ["grant", "ana@frosty.test", "--store"],
      ["grant", "ana@frosty.test", "--store", " "],
      ["grant", "sem-arroba", "--store", "1"],
      ["grant", "ana@frosty.test", "bia@frosty.test", "--store", "1"],
      ["revoke", "ana@frosty.test", "--loja", "1"],
      ["revoke"],
      ["promote", "ana@frosty.test", "--store", "1"],
      ["grant", "ana@frosty.test", "--store", "1", "--confirm"],
      ["revoke", "ana@frosty.test", "--confirm", "u-ana"],
    ]) {
      const result = await cli(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.errors, args.join(" ")).toEqual([STAFF_USAGE]);
    }
    expect(STAFF_USAGE).toMatch(/^Uso: npm run staff:grant -- <e-mail> --store <id>/);
  });
});

describe("staff:grant with PGlite and no server running", () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 });

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "frosty-staff-cli-"));
    await copyOfPreparedDataDir(dataDir);
    const database = await openConfiguredDatabase(env());
    try {
      await database.handle.db
        .insert(users)
        .values({ id: "u-ana", name: "Ana Lima", email: "ana@frosty.test" });
    } finally {
      await database.close();
    }
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function storedStores(): Promise<string[]> {
    const database = await openConfiguredDatabase(env());
    try {
      return await storesOf(database.handle.db, "u-ana");
    } finally {
      await database.close();
    }
  }

  it("opens the data directory itself (a socket file left by a dead server is no server), then frees it", async () => {
    writeFileSync(join(dataDir, ADMIN_SOCKET_FILE), "");
    const { printed, output } = capture();
    // At a terminal, confirmed with "s".
    const terminal = { ask: async () => "s" };
    expect(
      await runStaffCommand(["grant", "Ana@Frosty.test", "--store", "1"], {
        env: env(),
        output,
        terminal,
      }),
    ).toBe(0);
    expect(printed.at(-1)).toBe("Ana@Frosty.test agora é da equipe da loja 1 (Frosty Paulista)");
    // storedStores could not open the directory if the CLI had kept its lock.
    expect(await storedStores()).toEqual(["1"]);

    expect(await runStaffCommand(["revoke", "ana@frosty.test"], { env: env(), output })).toBe(0);
    expect(await storedStores()).toEqual([]);
  });
});

describe("staff:grant with DATABASE_URL", () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insert(users)
      .values({ id: "u-caio", name: "Caio", email: "caio@frosty.test" });
    dataDir = mkdtempSync(join(tmpdir(), "frosty-staff-cli-"));
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.dispose();
  });

  it("writes the memberships directly and never asks a socket", async () => {
    let connections = 0;
    const decoy = createServer((connection) => {
      connections += 1;
      connection.destroy();
    });
    await new Promise<void>((resolve) => decoy.listen(join(dataDir, ADMIN_SOCKET_FILE), resolve));
    try {
      const { printed, output } = capture();
      const args = ["grant", "caio@frosty.test", "--store", "2", "--confirm", "u-caio"];
      const code = await runStaffCommand(args, {
        env: {
          DATABASE_URL: "postgres://configured/frosty",
          DATA_DIR: dataDir,
          DATABASE_POOL_SIZE: 1,
        },
        output,
        open: async () => ({ handle: database, close: async () => {} }),
      });
      expect(code).toBe(0);
      expect(printed.at(-1)).toBe(
        "caio@frosty.test agora é da equipe da loja 2 (Frosty Pinheiros)",
      );
      expect(connections).toBe(0);
      expect(await storesOf(database.db, "u-caio")).toEqual(["2"]);
    } finally {
      await new Promise<void>((resolve) => decoy.close(() => resolve()));
    }
  });

  it("gives nothing to an account someone else registered first with the address", async () => {
    await database.db
      .insert(users)
      .values({ id: "u-impostora", name: "Dora", email: "dora@frosty.test" });
    const run = (args: string[]) =>
      runStaffCommand(args, {
        env: {
          DATABASE_URL: "postgres://configured/frosty",
          DATA_DIR: dataDir,
          DATABASE_POOL_SIZE: 1,
        },
        output: capture().output,
        open: async () => ({ handle: database, close: async () => {} }),
      });
    // A script that does not confirm, or confirms an id that is not this account's.
    expect(await run(["grant", "dora@frosty.test", "--store", "3"])).toBe(1);
    expect(await run(["grant", "dora@frosty.test", "--store", "3", "--confirm", "u-dora"])).toBe(1);
    expect(await storesOf(database.db, "u-impostora")).toEqual([]);
  });
});
