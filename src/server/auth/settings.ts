import { randomBytes } from "node:crypto";
import type { BlockList } from "node:net";
import type { Env } from "#server/env.ts";
import { parseTrustedProxies } from "./client-ip.ts";
import type { OriginPolicy } from "./origins.ts";

/** What the auth layer needs from the configuration. */
export interface AuthSettings extends OriginPolicy {
  /** Signs the session cookie; every instance must share it. */
  secret: string;
  /** Whose X-Forwarded-For is believed when finding the client's address. */
  trustedProxies: BlockList;
}

/** PUBLIC_URL's origin, or http://localhost:PORT when it is not set. */
export function publicOrigin(env: Pick<Env, "PUBLIC_URL" | "PORT">): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export function authSettingsFromEnv(
  env: Pick<Env, "PUBLIC_URL" | "PORT" | "NODE_ENV" | "TRUSTED_PROXIES">,
  secret: string,
): AuthSettings {
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
  // loadEnv has already refused a list that does not parse.
  if (!trustedProxies) throw new Error(`Invalid TRUSTED_PROXIES: ${env.TRUSTED_PROXIES}`);
  return {
    secret,
    publicOrigin: publicOrigin(env),
    allowLoopback: env.NODE_ENV === "development",
    trustedProxies,
  };
}

/** For an app built without configuration (tests): a secret of its own, localhost only. */
export function ephemeralAuthSettings(): AuthSettings {
  return authSettingsFromEnv(
    { PORT: 3000, NODE_ENV: "test", TRUSTED_PROXIES: "loopback" },
    randomBytes(32).toString("base64url"),
  );
}
