import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminRole } from "#cli/admin-role-command.ts";
import { writeNewFile } from "#server/backup/backup-files.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { askAdminSocket } from "./client.ts";
import { ADMIN_SOCKET_FILE, INVALID_COMMAND_MESSAGE } from "./protocol.ts";
import { type AdminSocket, startAdminSocket } from "./server.ts";

let t: TestApp;
let dataDir: string;
let socket: AdminSocket;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), "frosty-sock-"));
  // A file left behind by a server that died: starting replaces it.
  writeFileSync(join(dataDir, ADMIN_SOCKET_FILE), "");
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

/** The CLI as `npm run admin:*` runs it on this data directory; it must not open the database. */
async function cli(...args: string[]) {
  const printed: string[] = [];
  const errors: string[] = [];
  const code = await runAdminRole(args, {
    env: { DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 },
    output: { log: (line) => printed.push(line), error: (line) => errors.push(line) },
    open: () => Promise.reject(new Error("the CLI must use the running server's socket")),
  });
  return { code, printed, errors };
}

function rawLine(line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket.path);
    let received = "";
    connection.setEncoding("utf8");
    connection.on("connect", () => connection.write(line));
    connection.on("data", (chunk: string) => {
      received += chunk;
    });
    connection.on("end", () => resolve(received));
    connection.on("error", reject);
  });
}

describe("the admin socket of a running server", () => {
  it("is a socket only its owner may use", () => {
    const stats = statSync(socket.path);
    expect(stats.isSocket()).toBe(true);
    expect(stats.mode & 0o777).toBe(0o600);
  });

  it("grants, once confirmed, and revokes the admin role for the CLI, effective at once", async () => {
    const member = await signedInStaff(t);
    expect((await member.browser.request("/api/admin/session")).status).toBe(403);

    // Unconfirmed: the account is shown (its sign-up session too), nothing changes.
    const shown = await cli("grant", member.email);
    expect(shown.code).toBe(1);
    expect(shown.printed).toContain(`  Id:          ${member.userId}`);
    expect(shown.printed.find((line) => line.startsWith("  Sessões:"))).toMatch(
      /^ {2}Sessões: {5}1 aberta; a mais recente começou em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect((await member.browser.request("/api/admin/session")).status).toBe(403);

    const granted = await cli("grant", member.email, "--confirm", member.userId);
    expect(granted.code).toBe(0);
    expect(granted.printed.at(-1)).toBe(`Papel admin concedido a ${member.email}`);
    expect(granted.errors).toEqual([]);
    expect((await member.browser.request("/api/admin/session")).status).toBe(200);

    const again = await cli("grant", member.email.toUpperCase(), "--confirm", member.userId);
    expect(again.code).toBe(0);
    expect(again.printed).toContain("  Acesso hoje: sede (papel admin)");
    expect(again.printed.at(-1)).toBe(`${member.email.toUpperCase()} já tinha o papel admin`);

    const revoked = await cli("revoke", member.email);
    expect(revoked).toEqual({
      code: 0,
      printed: [`Papel admin removido de ${member.email}`],
      errors: [],
    });
    expect((await member.browser.request("/api/admin/session")).status).toBe(403);

    expect((await cli("revoke", member.email)).printed).toEqual([
      `${member.email} não tinha o papel admin`,
    ]);
  });

  it("says clearly when no account has the e-mail, with exit code 1", async () => {
    const result = await cli("grant", "ninguem@frosty.test");
    expect(result.code).toBe(1);
    expect(result.printed).toEqual([]);
    expect(result.errors).toEqual([
      "Nenhuma conta com o e-mail ninguem@frosty.test. Crie a conta em /login (ou /setup) primeiro.",
    ]);
  });

  it("shows the usage for a missing or unknown argument, with exit code 2", async () => {
    for (const args of [[], ["grant"], ["promote", "a@b.co"], ["grant", "sem-arroba"]]) {
      const result = await cli(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.errors[0]).toMatch(/^Uso: npm run admin:grant -- <e-mail>/);
    }
  });

  it("answers a line that is not a command with an error, and keeps serving", async () => {
    expect(JSON.parse(await rawLine("oi\n"))).toEqual({
      ok: false,
      message: "Comando inválido: esperava uma linha JSON",
    });
    expect(JSON.parse(await rawLine('{"action":"drop","email":"a@b.co"}\n'))).toEqual({
      ok: false,
      message: INVALID_COMMAND_MESSAGE,
    });
    // A store grant needs at least one store.
    expect(
      JSON.parse(
        await rawLine('{"action":"staff_grant","email":"a@b.co","userId":"u","storeIds":[]}\n'),
      ),
    ).toEqual({ ok: false, message: INVALID_COMMAND_MESSAGE });
    // A grant by e-mail alone, without the confirmed account id, is no command at all.
    const member = await signedInStaff(t);
    for (const line of [
      `{"action":"grant","email":"${member.email}"}`,
      `{"action":"staff_grant","email":"${member.email}","storeIds":["1"]}`,
    ]) {
      expect(JSON.parse(await rawLine(`${line}\n`))).toEqual({
        ok: false,
        message: INVALID_COMMAND_MESSAGE,
      });
    }
    // With another account's id, it changes nothing.
    const other = await signedInStaff(t);
    expect(
      JSON.parse(
        await rawLine(`{"action":"grant","email":"${member.email}","userId":"${other.userId}"}\n`),
      ),
    ).toMatchObject({ ok: false, outcome: "account_mismatch" });
    expect((await member.browser.request("/api/admin/session")).status).toBe(403);
    expect((await other.browser.request("/api/admin/session")).status).toBe(403);
    expect(JSON.parse(await rawLine(`${"x".repeat(5000)}`))).toEqual({
      ok: false,
      message: "Comando grande demais",
    });
    expect((await cli("grant", "ninguem@frosty.test")).code).toBe(1);
  });

  it("writes a backup to the new file the CLI names, and says why when it cannot", async () => {
    const dir = mkdtempSync(join(tmpdir(), "frosty-sock-"));
    const backups = await startAdminSocket({
      path: join(dir, ADMIN_SOCKET_FILE),
      db: t.database.db,
      logger: pino({ level: "silent" }),
      // What a backup holds is db:backup's business (src/server/backup); here, the protocol.
      backup: (path) => writeNewFile(path, (temporary) => writeFile(temporary, "cópia")),
    });
    try {
      const file = join(dir, "backups", "copia.tar.gz");
      expect(await askAdminSocket(backups.path, { action: "backup", path: file })).toEqual({
        reached: true,
        answer: { ok: true, message: `Backup gravado em ${file}`, bytes: 6 },
      });
      expect(readFileSync(file, "utf8")).toBe("cópia");
      expect(statSync(file).mode & 0o777).toBe(0o600);

      expect(await askAdminSocket(backups.path, { action: "backup", path: file })).toEqual({
        reached: true,
        answer: {
          ok: false,
          message: `O arquivo ${file} já existe: escolha outro nome para o backup.`,
        },
      });
      expect(JSON.parse(await rawLine('{"action":"backup","path":"relativo.tar.gz"}\n'))).toEqual({
        ok: false,
        message: INVALID_COMMAND_MESSAGE,
      });
      // A server started without a way to back up says so.
      expect(
        await askAdminSocket(socket.path, { action: "backup", path: join(dir, "outra.tar.gz") }),
      ).toEqual({
        reached: true,
        answer: { ok: false, message: "Este servidor não faz backup pelo socket." },
      });
      // Role commands still go through the socket that also backs up.
      expect(
        await askAdminSocket(backups.path, {
          action: "grant",
          email: "ninguem@frosty.test",
          userId: "u-ninguem",
        }),
      ).toMatchObject({ reached: true, answer: { ok: false, outcome: "user_not_found" } });
    } finally {
      await backups.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("removes its file when closed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "frosty-sock-"));
    const path = join(dir, ADMIN_SOCKET_FILE);
    const other = await startAdminSocket({
      path,
      db: t.database.db,
      logger: pino({ level: "silent" }),
    });
    await other.close();
    expect(() => statSync(path)).toThrow();
    rmSync(dir, { recursive: true, force: true });
  });
});
