import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAdminRole } from "#cli/admin-role-command.ts";
import { rolesOf } from "#server/auth/roles.ts";
import { openConfiguredDatabase } from "#server/db/open-from-env.ts";
import { userRoles, users } from "#server/db/schema.ts";
import { copyOfPreparedDataDir } from "#server/testing/prepared-database.ts";
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

/** A terminal where the person types these answers, one per question; the questions asked. */
function typing(...answers: string[]) {
  const asked: string[] = [];
  return {
    asked,
    terminal: {
      ask: async (question: string) => {
        asked.push(question);
        return answers.shift() ?? "";
      },
    },
  };
}

describe("admin:grant with PGlite and no server running", () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 });

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "frosty-cli-"));
    // A shop that ran once: one staff account, then the server stopped.
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

  async function storedRoles(): Promise<string[]> {
    const database = await openConfiguredDatabase(env());
    try {
      return await rolesOf(database.handle.db, "u-ana");
    } finally {
      await database.close();
    }
  }

  it("opens the data directory itself, then frees it", { timeout: 120_000 }, async () => {
    const { lines, output } = quietOutput();
    const args = ["grant", "Ana@Frosty.test", "--confirm", "u-ana"];
    expect(await runAdminRole(args, { env: env(), output })).toBe(0);
    expect(lines.at(-1)).toBe("Papel admin concedido a Ana@Frosty.test");
    // storedRoles could not open the directory if the CLI had kept its lock.
    expect(await storedRoles()).toEqual([ADMIN_ROLE]);

    expect(await runAdminRole(["revoke", "ana@frosty.test"], { env: env(), output })).toBe(0);
    expect(await storedRoles()).toEqual([]);
  });

  it("treats a socket file left by a dead server as no server", { timeout: 90_000 }, async () => {
    writeFileSync(join(dataDir, ADMIN_SOCKET_FILE), "");
    const { output } = quietOutput();
    const args = ["grant", "ana@frosty.test", "--confirm", "u-ana"];
    expect(await runAdminRole(args, { env: env(), output })).toBe(0);
    expect(await storedRoles()).toEqual([ADMIN_ROLE]);
  });

  it("shows whose account it is and grants nothing until it is confirmed", async () => {
    const { lines, output } = quietOutput();
    // A script: no terminal, no --confirm.
    expect(await runAdminRole(["grant", "ana@frosty.test"], { env: env(), output })).toBe(1);
    expect(lines.slice(0, 6)).toEqual([
      "Conta com o e-mail ana@frosty.test:",
      "  Nome:        Ana Lima",
      expect.stringMatching(/^ {2}Criada em: {3}\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      "  Sessões:     nenhuma aberta; nenhuma registrada (saiu de todas, ou nunca entrou)",
      "  Acesso hoje: nenhum (não usa o painel)",
      "  Id:          u-ana",
    ]);
    expect(lines.at(-1)).toBe(
      "Sem um terminal para confirmar, nada foi alterado. Se esta é a conta certa, rode: " +
        "npm run admin:grant -- ana@frosty.test --confirm u-ana",
    );
    expect(await storedRoles()).toEqual([]);

    // At a terminal, "s" grants.
    const { terminal, asked } = typing("s");
    const code = await runAdminRole(["grant", "ana@frosty.test"], { env: env(), output, terminal });
    expect(code).toBe(0);
    expect(asked).toEqual(["Conceder o papel admin a esta conta? [s/N] "]);
    expect(await storedRoles()).toEqual([ADMIN_ROLE]);
  }, 120_000);

  it("exits 1 for an unknown e-mail", async () => {
    const { lines, output } = quietOutput();
    expect(await runAdminRole(["grant", "bia@frosty.test"], { env: env(), output })).toBe(1);
    expect(lines[0]).toMatch(/^Nenhuma conta com o e-mail bia@frosty.test/);
  });

  it("shows the usage for --confirm without an id, or with a revoke", async () => {
    for (const args of [
      ["grant", "ana@frosty.test", "--confirm"],
      ["grant", "ana@frosty.test", "--confirm", " "],
      ["revoke", "ana@frosty.test", "--confirm", "u-ana"],
      ["grant", "ana@frosty.test", "--sim"],
    ]) {
      const { lines, output } = quietOutput();
      expect(await runAdminRole(args, { env: env(), output }), args.join(" ")).toBe(2);
      expect(lines[0]).toMatch(/^Uso: npm run admin:grant -- <e-mail> \[--confirm <id da conta>\]/);
    }
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
      const code = await runAdminRole(["grant", "caio@frosty.test", "--confirm", "u-caio"], {
        env: {
          DATABASE_URL: "postgres://configured/frosty",
          DATA_DIR: dataDir,
          DATABASE_POOL_SIZE: 1,
        },
        output,
        open: async () => ({ handle: database, close: async () => {} }),
      });
      expect(code).toBe(0);
      expect(lines.at(-1)).toBe("Papel admin concedido a caio@frosty.test");
      expect(connections).toBe(0);
      const rows = await database.db.select().from(userRoles).where(eq(userRoles.userId, "u-caio"));
      expect(rows.map((row) => row.role)).toEqual([ADMIN_ROLE]);
    } finally {
      await new Promise<void>((resolve) => decoy.close(() => resolve()));
    }
  });
});

describe("admin:grant and an account someone else registered first with the address", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const run = (args: string[], output = quietOutput().output) =>
    runAdminRole(args, {
      env: {
        DATABASE_URL: "postgres://configured/frosty",
        DATA_DIR: "/nao-usado",
        DATABASE_POOL_SIZE: 1,
      },
      output,
      open: async () => ({ handle: database, close: async () => {} }),
    });

  it("never grants to the look-alike: a script gets nothing, and an id confirmed for another account refuses", async () => {
    // An outsider signed up with the staff member's address before she did.
    await database.db
      .insert(users)
      .values({ id: "u-impostor", name: "Ana Lima", email: "ana.lima@frosty.test" });

    // A script that would grant to whichever account has the address.
    expect(await run(["grant", "ana.lima@frosty.test"])).toBe(1);
    expect(await rolesOf(database.db, "u-impostor")).toEqual([]);

    // The id HQ was given by the real Ana (of her own account, under another address) is not the
    // address's account: nothing changes.
    await database.db
      .insert(users)
      .values({ id: "u-ana-real", name: "Ana Lima", email: "ana.lima.real@frosty.test" });
    const { lines, output } = quietOutput();
    expect(await run(["grant", "ana.lima@frosty.test", "--confirm", "u-ana-real"], output)).toBe(1);
    expect(lines.at(-1)).toBe(
      "O id u-ana-real não é o desta conta (u-impostor): nada foi alterado.",
    );
    expect(await rolesOf(database.db, "u-impostor")).toEqual([]);
    expect(await rolesOf(database.db, "u-ana-real")).toEqual([]);

    // At a terminal, anything but "s" (or "sim") changes nothing.
    for (const answer of ["", "n", "não", "sim?", "yes"]) {
      const { terminal, asked } = typing(answer);
      const code = await runAdminRole(["grant", "ana.lima@frosty.test"], {
        env: {
          DATABASE_URL: "postgres://configured/frosty",
          DATA_DIR: "/nao-usado",
          DATABASE_POOL_SIZE: 1,
        },
        output: quietOutput().output,
        open: async () => ({ handle: database, close: async () => {} }),
        terminal,
      });
      expect(code, answer).toBe(1);
      expect(asked).toEqual(["Conceder o papel admin a esta conta? [s/N] "]);
    }
    expect(await rolesOf(database.db, "u-impostor")).toEqual([]);

    // Hers, confirmed: granted to her account alone.
    expect(await run(["grant", "ana.lima.real@frosty.test", "--confirm", "u-ana-real"])).toBe(0);
    expect(await rolesOf(database.db, "u-ana-real")).toEqual([ADMIN_ROLE]);
    expect(await rolesOf(database.db, "u-impostor")).toEqual([]);
  });
});
