import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { openAPI } from "better-auth/plugins";
import type { Database } from "#server/db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { MessageSender } from "#server/services/messages/message-sender.ts";
import { cleanText } from "#shared/clean-text.ts";
import { PASSWORD_MIN_LENGTH } from "#shared/staff-auth.ts";
import { AUTH_ERROR_MESSAGES, PASSWORD_MAX_LENGTH } from "#shared/staff-auth-errors.ts";
import { recordMemberConsent } from "./members/member-consent.ts";
import { MEMBER_SEND_RATE_LIMIT, MEMBER_VERIFY_RATE_LIMIT } from "./members/member-limits.ts";
import { MEMBER_DISABLED_PATHS, memberSignInPlugins } from "./members/member-sign-in.ts";
import { isTrustedOrigin, originOf } from "./origins.ts";
import { passwordPolicy } from "./password-policy.ts";
import type { AuthSettings } from "./settings.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** A session lasts a week from its last refresh... */
export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
/** ...and is pushed back at most once a day, so an active staff member stays signed in. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
/** Per client address: five tries a minute, then 429 until the minute is over. */
export const CREDENTIALS_RATE_LIMIT = { window: 60, max: 5 } as const;
/** Staff cookies are `frosty.session_token` (`__Secure-frosty.…` over https). */
export const COOKIE_PREFIX = "frosty";

export interface AuthDeps {
  db: Database;
  logger: Logger;
  settings: AuthSettings;
  /** Sends Clube Frosty's sign-in codes; omitted or null, members cannot sign in (503). */
  messages?: MessageSender | null;
}

/**
 * The Better Auth instance: e-mail and password accounts, sessions and rate-limit counters in
 * our database (so sign-out, revocation and limits hold across instances), pt-BR policy errors.
 * Every option that Better Auth would otherwise pick from NODE_ENV is set here, so tests run
 * with the production behaviour (origin checks and rate limits on).
 */
export function createAuth({ db, logger, settings, messages = null }: AuthDeps) {
  return betterAuth({
    appName: "Frosty",
    baseURL: settings.publicOrigin,
    basePath: AUTH_BASE_PATH,
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
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: false,
      // A sign-up answers a taken e-mail exactly as a new one (200, no session; for the taken
      // one a made-up account, after hashing the password all the same), so it tells no one
      // which e-mails have accounts. The pages then sign in with what was typed
      // (staff-auth-forms.tsx), an attempt the sign-in throttle counts like any other.
      autoSignIn: false,
      // The made-up account's name as a real one's would be kept (or refused), so that a name
      // with invisible characters tells the two apart no more than the rest does.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        name: staffName(coreFields.name),
        id,
      }),
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: every request reads the session row, so a signed-out cookie is dead.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      customRules: {
        "/sign-in/email": CREDENTIALS_RATE_LIMIT,
        "/sign-up/email": CREDENTIALS_RATE_LIMIT,
        // Clube Frosty members (members/): per address here, per number in member-limits.ts.
        "/phone-number/send-otp": MEMBER_SEND_RATE_LIMIT,
        "/phone-number/verify": MEMBER_VERIFY_RATE_LIMIT,
        // Read on every admin page load; guessing a 32-character token is hopeless anyway.
        "/get-session": false,
      },
    },
    // Checks a held session's password and nothing else: no page uses it, and it answered any
    // number of guesses outside the sign-in throttle (sign-in-throttle.ts). Gone: 404.
    disabledPaths: ["/verify-password", ...MEMBER_DISABLED_PATHS],
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
          // A member made by verifying a phone: the consent they ticked is kept.
          after: recordMemberConsent(db),
        },
        update: {
          before: async (user) =>
            typeof user.name === "string"
              ? { data: { ...user, name: staffName(user.name) } }
              : undefined,
        },
      },
    },
    // Better Auth describes its own routes (GET /api/auth/open-api/generate-schema), linked from
    // /api/openapi.json. Its reference page would load Scalar from a CDN, which the CSP forbids;
    // /api/docs is ours.
    plugins: [
      openAPI({ disableDefaultReference: true }),
      // Clube Frosty: members join and sign in with their mobile and a code (members/).
      ...memberSignInPlugins({ db, logger, messages }),
    ],
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
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
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * A staff name without invisible or direction characters, in NFC (clean-text.ts): a name made
 * only of them is no name. Control characters were refused before (password-policy.ts).
 */
function staffName(name: string): string {
  const clean = cleanText(name).trim();
  if (clean === "") {
    throw new APIError("BAD_REQUEST", {
      code: "NAME_REQUIRED",
      message: AUTH_ERROR_MESSAGES.NAME_REQUIRED,
    });
  }
  return clean;
}
