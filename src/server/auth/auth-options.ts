import type { BetterAuthOptions } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import type { Database } from "#server/db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { cleanText } from "#shared/clean-text.ts";
import { AUTH_ERROR_MESSAGES } from "#shared/staff-auth-errors.ts";
import { isTrustedOrigin, originOf } from "./origins.ts";
import { passwordPolicy } from "./password-policy.ts";
import type { AuthSettings } from "./settings.ts";

/** A session lasts a week from its last refresh... */
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
/** ...and is pushed back at most once a day, so an active staff member stays signed in. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

export interface SharedAuthDeps {
  db: Database;
  logger: Logger;
  settings: AuthSettings;
  /** After an account is made: the members' instance keeps the consent (member-consent.ts). */
  onUserCreated?: (user: { id: string; phoneNumber?: unknown }) => Promise<void>;
}

/**
 * What the staff instance (create-auth.ts) and the members' (members/member-auth.ts) have in
 * common: one database (users, sessions, accounts, verifications and rate-limit counters in the
 * same tables), one secret and origin policy, the same session lifetime and cookie attributes,
 * names kept clean. Each instance adds its base path, cookie prefix, sign-in and limits.
 * Every option that Better Auth would otherwise pick from NODE_ENV is set, here or (the rate
 * limits) by each instance, so tests run with the production behaviour (origin checks and rate
 * limits on).
 */
export function sharedAuthOptions({ db, logger, settings, onUserCreated }: SharedAuthDeps) {
  return {
    appName: "Frosty",
    baseURL: settings.publicOrigin,
    secret: settings.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
      // A sign-up writes the user and its password account together or not at all.
      transaction: true,
    }),
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: every request reads the session row, so a signed-out cookie is dead.
      cookieCache: { enabled: false },
    },
    trustedOrigins: (request) => {
      const origin = originOf(request?.headers.get("origin") ?? request?.headers.get("referer"));
      return [
        settings.publicOrigin,
        request && origin && isTrustedOrigin(origin, request.url, settings) ? origin : null,
      ];
    },
    hooks: { before: passwordPolicy },
    // Whatever path creates or renames an account, its name is kept as staff lists show it.
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, name: staffName(user.name) } }),
          ...(onUserCreated ? { after: onUserCreated } : {}),
        },
        update: {
          before: async (user) =>
            typeof user.name === "string"
              ? { data: { ...user, name: staffName(user.name) } }
              : undefined,
        },
      },
    },
    advanced: {
      useSecureCookies: settings.publicOrigin.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Better Auth switches these off when NODE_ENV is "test"; we want them in tests too.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The auth route puts the address it resolved here (see auth-route.ts).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    telemetry: { enabled: false },
    logger: {
      level: "info",
      log: (level, message, ...args) =>
        logger[level]({ component: "better-auth", ...(args.length ? { args } : {}) }, message),
    },
  } satisfies BetterAuthOptions;
}

/**
 * A staff name without invisible or direction characters, in NFC (clean-text.ts): a name made
 * only of them is no name. Control characters were refused before (password-policy.ts).
 */
export function staffName(name: string): string {
  const clean = cleanText(name).trim();
  if (clean === "") {
    throw new APIError("BAD_REQUEST", {
      code: "NAME_REQUIRED",
      message: AUTH_ERROR_MESSAGES.NAME_REQUIRED,
    });
  }
  return clean;
}
