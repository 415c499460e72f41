import {
  chmodSync,
  chownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { entriesOpenToOthers } from "#server/testing/file-modes.ts";
import {
  DataDirPermissionsError,
  keepDataDirPrivate,
  makeOwnerOnly,
  prepareDataDir,
} from "./data-dir-permissions.ts";
import { openConfiguredDatabase } from "./open-from-env.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "frosty-perms-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => lstatSync(path).mode & 0o7777;

describe("prepareDataDir", () => {
  it("creates a missing directory (and its missing parents) 0700", () => {
    const dir = join(root, "a", "b");
    prepareDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(root, "a"))).toBe(0o700);
  });

  it("takes group and other bits off the directory and everything in it", () => {
    const dir = join(root, "data");
    mkdirSync(join(dir, "pglite", "base"), { recursive: true });
    chmodSync(dir, 0o755);
    chmodSync(join(dir, "pglite"), 0o755);
    writeFileSync(join(dir, "pglite", "PG_VERSION"), "17\n");
    chmodSync(join(dir, "pglite", "PG_VERSION"), 0o666);
    writeFileSync(join(dir, "script"), "");
    chmodSync(join(dir, "script"), 0o755);
    symlinkSync("/etc/hostname", join(dir, "link"));

    prepareDataDir(dir);

    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, "pglite"))).toBe(0o700);
    expect(modeOf(join(dir, "pglite", "PG_VERSION"))).toBe(0o600);
    // The owner's own bits are kept.
    expect(modeOf(join(dir, "script"))).toBe(0o700);
    // A symbolic link is not followed: what it points to is left alone.
    expect(statSync("/etc/hostname").mode & 0o044).not.toBe(0);
    expect(entriesOpenToOthers(dir)).toEqual([]);
  });

  it.each([
    ["0777", 0o777],
    ["0770", 0o770],
    ["0702", 0o702],
    ["1777", 0o1777],
  ])(
    "refuses a directory others can write (mode %s), saying why and how to fix it",
    (shown, mode) => {
      const dir = join(root, "data");
      mkdirSync(dir);
      writeFileSync(join(dir, "file"), "");
      chmodSync(join(dir, "file"), 0o666);
      chmodSync(dir, mode);

      let error: unknown;
      try {
        prepareDataDir(dir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirPermissionsError);
      const message = (error as Error).message;
      expect(message).toContain(`can be written by other users (mode ${shown})`);
      expect(message).toContain(`pode ser alterada por outros usuários (modo ${shown})`);
      expect(message).toContain(`chmod 700 ${dir}`);
      // Refused before anything was touched.
      expect(modeOf(dir)).toBe(mode);
      expect(modeOf(join(dir, "file"))).toBe(0o666);
    },
  );

  it("refuses a directory that belongs to another user", () => {
    let dir: string;
    if (process.getuid?.() === 0) {
      dir = join(root, "theirs");
      mkdirSync(dir, { mode: 0o700 });
      chownSync(dir, 65534, 65534);
    } else {
      // Not root: the file system's root belongs to someone else.
      dir = "/";
    }
    expect(() => prepareDataDir(dir)).toThrow(DataDirPermissionsError);
    expect(() => prepareDataDir(dir)).toThrow(/belongs to another user \(uid \d+\)/);
    expect(() => prepareDataDir(dir)).toThrow(/pertence a outro usuário/);
  });

  it("refuses a path that is not a directory", () => {
    const file = join(root, "file");
    writeFileSync(file, "");
    expect(() => prepareDataDir(file)).toThrow(/is not a directory/);
  });

  it.runIf(process.getuid?.() === 0)("refuses files in it that belong to another user", () => {
    const dir = join(root, "data");
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(join(dir, "planted"), "");
    chownSync(join(dir, "planted"), 65534, 65534);
    expect(() => prepareDataDir(dir)).toThrow(
      /1 file\(s\) in the data directory .* belong to another user/,
    );
  });
});

describe("makeOwnerOnly", () => {
  it("says what it fixed, and skips entries that vanish", () => {
    mkdirSync(join(root, "d"));
    chmodSync(join(root, "d"), 0o755);
    writeFileSync(join(root, "d", "f"), "");
    chmodSync(join(root, "d", "f"), 0o644);
    chmodSync(root, 0o700);
    const { fixed, foreign } = makeOwnerOnly(root);
    expect(fixed.sort()).toEqual([join(root, "d"), join(root, "d", "f")]);
    expect(foreign).toEqual([]);
    expect(makeOwnerOnly(join(root, "gone")).fixed).toEqual([]);
  });
});

describe("keepDataDirPrivate", () => {
  it("takes group and other bits off what appears later, and reports it", async () => {
    const reported: string[][] = [];
    const stop = keepDataDirPrivate(root, {
      intervalMs: 20,
      onFixed: (paths) => reported.push(paths),
    });
    try {
      writeFileSync(join(root, "late"), "");
      chmodSync(join(root, "late"), 0o666);
      await expect.poll(() => modeOf(join(root, "late")), { timeout: 2_000 }).toBe(0o600);
      expect(reported.flat()).toContain(join(root, "late"));
    } finally {
      stop();
    }
  });
});

describe("a PGlite DATA_DIR", () => {
  it("is the owner's alone once opened, PGlite's own files included, and stays so after writes", async () => {
    const dir = join(root, "data");
    mkdirSync(dir);
    // Today's default for ./data: readable by everyone.
    chmodSync(dir, 0o755);
    const database = await openConfiguredDatabase({ DATA_DIR: dir, DATABASE_POOL_SIZE: 1 });
    try {
      expect(entriesOpenToOthers(dir)).toEqual([]);
      await database.handle.db.execute(sql`create table t (x text)`);
      await database.handle.db.execute(sql`insert into t values ('Maria da Silva')`);
      await database.handle.db.execute(sql`checkpoint`);
    } finally {
      await database.close();
    }
    expect(entriesOpenToOthers(dir)).toEqual([]);
    expect(modeOf(dir)).toBe(0o700);
  });
});
