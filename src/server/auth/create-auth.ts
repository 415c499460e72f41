import { betterAuth } from "better-auth";
import { openAPI } from "better-auth/plugins";
import { PASSWORD_MIN_LENGTH } from "#shared/staff-auth.ts";
import { PASSWORD_MAX_LENGTH } from "#shared/staff-auth-errors.ts";
import { type SharedAuthDeps, sharedAuthOptions, staffName } from "./auth-options.ts";

export { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./auth-options.ts";

export const AUTH_BASE_PATH = "/api/auth";

/** Per client address: five tries a minute, then 429 until the minute is over. */
export const CREDENTIALS_RATE_LIMIT = { window: 60, max: 5 } as const;

/** Staff cookies are `frosty.session_token` (`__Secure-frosty.…` over https). */
export const COOKIE_PREFIX = "frosty";

export type AuthDeps = Omit<SharedAuthDeps, "onUserCreated">;

/**
 * The staff's Better Auth instance: e-mail and password accounts, sessions and rate-limit
 * counters in our database (so sign-out, revocation and limits hold across instances), pt-BR
 * policy errors. Clube Frosty members sign in on an instance of their own, with a cookie of
 * their own (members/member-auth.ts), so that a member and a staff member can both be signed in
 * in one browser; no member can sign in here.
 */
export function createAuth(deps: AuthDeps) {
  const shared = sharedAuthOptions(deps);
  return betterAuth({
    ...shared,
    basePath: AUTH_BASE_PATH,
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
    rateLimit: {
      enabled: true,
      storage: "database",
      customRules: {
        "/sign-in/email": CREDENTIALS_RATE_LIMIT,
        "/sign-up/email": CREDENTIALS_RATE_LIMIT,
        // Read on every admin page load; guessing a 32-character token is hopeless anyway.
        "/get-session": false,
      },
    },
    // Checks a held session's password and nothing else: no page uses it, and it answered any
    // number of guesses outside the sign-in throttle (sign-in-throttle.ts). Gone: 404.
    disabledPaths: ["/verify-password"],
    // Better Auth describes its own routes (GET /api/auth/open-api/generate-schema), linked from
    // /api/openapi.json. Its reference page would load Scalar from a CDN, which the CSP forbids;
    // /api/docs is ours.
    plugins: [openAPI({ disableDefaultReference: true })],
    advanced: { ...shared.advanced, cookiePrefix: COOKIE_PREFIX },
  });
}

export type Auth = ReturnType<typeof createAuth>;
