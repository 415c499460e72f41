import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MissingAuthSecretError, resolveAuthSecret, SECRET_FILE } from "./secret.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "frosty-secret-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe("resolveAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when it is set", () => {
    const secret = "s".repeat(40);
    expect(resolveAuthSecret({ BETTER_AUTH_SECRET: secret, DATA_DIR: dataDir })).toBe(secret);
    expect(() => statSync(join(dataDir, SECRET_FILE))).toThrow();
  });

  it("with PGlite, generates one on first start, private to the owner, and keeps it", () => {
    const first = resolveAuthSecret({ DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const path = join(dataDir, SECRET_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8").trim()).toBe(first);
    expect(resolveAuthSecret({ DATA_DIR: dataDir })).toBe(first);
  });

  it("tightens the permissions of a restored copy and refuses a truncated one", () => {
    const path = join(dataDir, SECRET_FILE);
    writeFileSync(path, `${"k".repeat(43)}\n`, { mode: 0o644 });
    expect(resolveAuthSecret({ DATA_DIR: dataDir })).toBe("k".repeat(43));
    expect(statSync(path).mode & 0o777).toBe(0o600);

    writeFileSync(path, "curto\n");
    expect(() => resolveAuthSecret({ DATA_DIR: dataDir })).toThrow(/fewer than 32 characters/);
  });

  it("refuses to invent one for PostgreSQL, where instances must share it", () => {
    expect(() =>
      resolveAuthSecret({ DATABASE_URL: "postgres://db/frosty", DATA_DIR: dataDir }),
    ).toThrow(MissingAuthSecretError);
    expect(() =>
      resolveAuthSecret({ DATABASE_URL: "postgres://db/frosty", DATA_DIR: dataDir }),
    ).toThrow(/BETTER_AUTH_SECRET must be set when DATABASE_URL is/);
  });
});
