import { createECDH } from "node:crypto";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import webpush from "web-push";
import type { Database } from "#server/db/client.ts";
import { settings } from "#server/db/schema.ts";

/**
 * The key pair that signs the shop's push messages (VAPID, RFC 8292). Browsers subscribe with
 * the public key and their push service refuses messages signed by any other, so the pair must
 * outlive restarts and be the same on every instance (docs/decisions/022-web-push.md).
 */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (87 characters). */
  publicKey: string;
  /** The private scalar, base64url (43 characters). */
  privateKey: string;
}

/** Beside PGlite's files and the auth secret (mode 0600). */
export const VAPID_KEYS_FILE = "vapid-keys.json";
/** The `settings` row that holds a PostgreSQL deployment's pair (not a staff setting). */
export const VAPID_KEYS_SETTING = "push_vapid_keys";

export const VAPID_PUBLIC_KEY_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
export const VAPID_PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY win. Without them, a PostgreSQL deployment keeps one
 * pair in the database (the first instance to start makes it; every other reads the same row),
 * and a PGlite shop makes one on its first start and keeps it in DATA_DIR. Call it with PGlite
 * while holding the data directory's lock.
 */
export async function resolveVapidKeys(
  config: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    DATABASE_URL?: string | undefined;
    DATA_DIR: string;
  },
  db: Database,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return checkedPair(
      { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY },
      "VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY",
    );
  }
  if (config.DATABASE_URL) return keysInDatabase(db);
  return keysInFile(join(config.DATA_DIR, VAPID_KEYS_FILE));
}

/** A new pair, as web-push makes it (also the pair of an app built without configuration). */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

async function keysInDatabase(db: Database): Promise<VapidKeys> {
  // Two instances starting together both try; the first insert wins and both read it back.
  await db
    .insert(settings)
    .values({ key: VAPID_KEYS_SETTING, value: generateVapidKeys() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(sql`${settings.key} = ${VAPID_KEYS_SETTING}`);
  if (!row) throw new Error(`settings.${VAPID_KEYS_SETTING} vanished right after it was written`);
  return checkedPair(parsePair(row.json), `settings row ${VAPID_KEYS_SETTING}`);
}

function keysInFile(path: string): VapidKeys {
  let text: string | null;
  try {
    text = readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    text = null;
  }
  // Missing, or empty (left by a crash while writing): make a new pair.
  if (!text) {
    const keys = generateVapidKeys();
    writeFileSync(path, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
    return keys;
  }
  // A copy restored with default permissions must not stay readable to others.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return checkedPair(parsePair(text), path);
}

function parsePair(text: string): Partial<VapidKeys> {
  try {
    const value = JSON.parse(text) as Partial<VapidKeys> | null;
    return typeof value === "object" && value !== null ? value : {};
  } catch {
    return {};
  }
}

/** The two halves must be well formed and belong together: a mismatch would sign in vain. */
function checkedPair(keys: Partial<VapidKeys>, where: string): VapidKeys {
  const { publicKey, privateKey } = keys;
  const hint =
    "Delete it to have a new pair made (customers then turn notifications on again), or set " +
    "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys).";
  if (
    typeof publicKey !== "string" ||
    typeof privateKey !== "string" ||
    !VAPID_PUBLIC_KEY_PATTERN.test(publicKey) ||
    !VAPID_PRIVATE_KEY_PATTERN.test(privateKey)
  ) {
    throw new Error(`${where} does not hold a VAPID key pair. ${hint}`);
  }
  if (publicKeyOf(privateKey) !== publicKey) {
    throw new Error(`${where}: the VAPID public key is not the private key's. ${hint}`);
  }
  return { publicKey, privateKey };
}

function publicKeyOf(privateKey: string): string | null {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().toString("base64url");
  } catch {
    return null;
  }
}
