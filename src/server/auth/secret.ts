import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Beside PGlite's files, so a backup of DATA_DIR keeps sessions valid after a restore. */
export const SECRET_FILE = "auth-secret";

export class MissingAuthSecretError extends Error {
  constructor() {
    super(
      "BETTER_AUTH_SECRET must be set when DATABASE_URL is: every instance must sign sessions " +
        "with the same secret. Generate one with `openssl rand -base64 32`.",
    );
    this.name = "MissingAuthSecretError";
  }
}

/**
 * The secret that signs session cookies. BETTER_AUTH_SECRET wins. Without it, PostgreSQL
 * deployments are refused (each instance would invent its own secret and reject the others'
 * cookies), while a PGlite shop, a single process by construction, generates one on its
 * first start and keeps it in DATA_DIR (mode 0600), so `npm start` needs no configuration
 * and sessions survive restarts. Call it while holding the data directory's lock.
 */
export function resolveAuthSecret(config: {
  BETTER_AUTH_SECRET?: string | undefined;
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): string {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  if (config.DATABASE_URL) throw new MissingAuthSecretError();
  const path = join(config.DATA_DIR, SECRET_FILE);
  const stored = readStoredSecret(path);
  if (stored !== null) return stored;
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return secret;
}

/** The kept secret; null when there is none yet (or an empty file left by a crash). */
function readStoredSecret(path: string): string | null {
  let secret: string;
  try {
    secret = readFileSync(path, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (secret === "") return null;
  if (secret.length < 32) {
    throw new Error(
      `${path} holds fewer than 32 characters. Delete it to have a new secret generated ` +
        "(everyone signs in again), or set BETTER_AUTH_SECRET.",
    );
  }
  // A copy restored with default permissions must not stay readable to others.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return secret;
}
