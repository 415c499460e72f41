import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "#server/env.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import {
  generateVapidKeys,
  resolveVapidKeys,
  VAPID_KEYS_FILE,
  VAPID_PRIVATE_KEY_PATTERN,
  VAPID_PUBLIC_KEY_PATTERN,
} from "./vapid-keys.ts";

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "frosty-vapid-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const POSTGRES_URL = "postgres://frosty@db.internal/frosty";

describe("resolveVapidKeys", () => {
  it("uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set, keeping nothing", async () => {
    const keys = generateVapidKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(await resolveVapidKeys({ ...env, DATA_DIR: dataDir }, database.db)).toEqual(keys);
    expect(() => statSync(join(dataDir, VAPID_KEYS_FILE))).toThrow();
  });

  it("refuses a public key that is not the private key's", async () => {
    const env = {
      VAPID_PUBLIC_KEY: generateVapidKeys().publicKey,
      VAPID_PRIVATE_KEY: generateVapidKeys().privateKey,
    };
    await expect(resolveVapidKeys({ ...env, DATA_DIR: dataDir }, database.db)).rejects.toThrow(
      /not the private key's/,
    );
  });

  it("with PGlite, makes a pair on first start, private to the owner, and keeps it", async () => {
    const first = await resolveVapidKeys({ DATA_DIR: dataDir }, database.db);
    expect(first.publicKey).toMatch(VAPID_PUBLIC_KEY_PATTERN);
    expect(first.privateKey).toMatch(VAPID_PRIVATE_KEY_PATTERN);
    const path = join(dataDir, VAPID_KEYS_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual(first);
    expect(await resolveVapidKeys({ DATA_DIR: dataDir }, database.db)).toEqual(first);
  });

  it("tightens a restored copy's permissions and refuses a damaged one", async () => {
    const keys = generateVapidKeys();
    const path = join(dataDir, VAPID_KEYS_FILE);
    writeFileSync(path, JSON.stringify(keys), { mode: 0o644 });
    expect(await resolveVapidKeys({ DATA_DIR: dataDir }, database.db)).toEqual(keys);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    writeFileSync(path, '{"publicKey":"curta"}');
    await expect(resolveVapidKeys({ DATA_DIR: dataDir }, database.db)).rejects.toThrow(
      /does not hold a VAPID key pair/,
    );
  });

  it("with PostgreSQL, keeps one pair in the database that every instance reads", async () => {
    const config = { DATABASE_URL: POSTGRES_URL, DATA_DIR: dataDir };
    // Two instances starting at once.
    const [a, b] = await Promise.all([
      resolveVapidKeys(config, database.db),
      resolveVapidKeys(config, database.db),
    ]);
    expect(a.publicKey).toMatch(VAPID_PUBLIC_KEY_PATTERN);
    expect(b).toEqual(a);
    expect(await resolveVapidKeys(config, database.db)).toEqual(a);
    expect(() => statSync(join(dataDir, VAPID_KEYS_FILE))).toThrow();
  });
});

describe("VAPID_* in the environment", () => {
  it("takes the pair whole or not at all, and a mailto: or https: subject", () => {
    const keys = generateVapidKeys();
    expect(
      loadEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toMatchObject({ VAPID_PUBLIC_KEY: keys.publicKey });
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/set both, or neither/);
    expect(() => loadEnv({ VAPID_PRIVATE_KEY: "curta" })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(loadEnv({ VAPID_SUBJECT: "mailto:sac@frosty.example.com" }).VAPID_SUBJECT).toBe(
      "mailto:sac@frosty.example.com",
    );
    expect(() => loadEnv({ VAPID_SUBJECT: "sac@frosty.example.com" })).toThrow(/VAPID_SUBJECT/);
    expect(loadEnv({ PUSH_ALLOW_LOCAL_ENDPOINTS: "true" }).PUSH_ALLOW_LOCAL_ENDPOINTS).toBe(true);
  });
});
