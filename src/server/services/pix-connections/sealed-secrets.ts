import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { ApiError } from "#server/http/errors.ts";
import { UNREADABLE_SECRETS_MESSAGE } from "#shared/pix-connections.ts";

/**
 * Secrets kept in the database (a PSP's client secret and private key) are sealed with
 * AES-256-GCM under the secrets key: SECRETS_KEY when set, else a key derived (HKDF) from the
 * auth secret, which is itself the environment's or generated into DATA_DIR on PGlite. A
 * database copy or backup alone does not reveal them. A sealed value reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export type SecretsKey = Buffer & { readonly __secretsKey: true };

const HKDF_INFO = "frosty pix connection secrets v1";

/** The key that seals stored secrets: SECRETS_KEY (base64, 32 bytes) or one derived from the auth secret. */
export function secretsKeyFrom(options: {
  secretsKey?: string | undefined;
  authSecret: string;
}): SecretsKey {
  if (options.secretsKey) {
    const key = Buffer.from(options.secretsKey, "base64");
    if (key.length !== 32)
      throw new Error("SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32)");
    return key as SecretsKey;
  }
  const derived = hkdfSync("sha256", options.authSecret, "frosty", HKDF_INFO, 32);
  return Buffer.from(derived) as SecretsKey;
}

export function sealSecret(key: SecretsKey, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return ["v1", iv, tag, ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/**
 * A sealed value that cannot be opened: another key sealed it (SECRETS_KEY, or the auth secret
 * it is derived from, changed), or it was altered. HQ saves the secrets again.
 */
export class UnreadableSecretError extends ApiError {
  constructor() {
    super(409, "pix_secrets_unreadable", UNREADABLE_SECRETS_MESSAGE);
    this.name = "UnreadableSecretError";
  }
}

export function openSecret(key: SecretsKey, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined)
    throw new UnreadableSecretError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new UnreadableSecretError();
  }
}
