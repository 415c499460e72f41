import { betterAuth } from "better-auth";
import { openAPI } from "better-auth/plugins";
import { type SharedAuthDeps, sharedAuthOptions } from "#server/auth/auth-options.ts";
import type { MessageSender } from "#server/services/messages/message-sender.ts";
import { recordMemberConsent } from "./member-consent.ts";
import { MEMBER_SEND_RATE_LIMIT, MEMBER_VERIFY_RATE_LIMIT } from "./member-limits.ts";
import { MEMBER_DISABLED_PATHS, memberSignInPlugins } from "./member-sign-in.ts";

/** Clube Frosty's sign-in routes: POST /api/club/auth/phone-number/send-otp, /verify, /sign-out. */
export const MEMBER_AUTH_BASE_PATH = "/api/club/auth";

/**
 * Member cookies are `frosty-member.session_token` (`__Secure-frosty-member.…` over https),
 * beside the staff's `frosty.session_token`: signing in to one never replaces the other.
 */
export const MEMBER_COOKIE_PREFIX = "frosty-member";

/** Routes that take or set a password or an e-mail: members have neither. Gone: 404. */
const NO_PASSWORD_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/change-password",
  "/request-password-reset",
  "/reset-password",
  "/verify-password",
  "/change-email",
  "/send-verification-email",
  "/verify-email",
];

export interface MemberAuthDeps extends Omit<SharedAuthDeps, "onUserCreated"> {
  /** Sends the sign-in codes; null: the club is closed (send-otp answers 503). */
  messages: MessageSender | null;
}

/**
 * Clube Frosty's Better Auth instance (decision 028): the same tables, secret and origin policy
 * as the staff's (auth-options.ts), its own base path and session cookie, and only the phone
 * sign-in. The staff instance has no phone sign-in, so a member can never sign in there; a
 * session either instance reads is still checked for whose it is (member-session.ts,
 * staff-session.ts).
 */
export function createMemberAuth({ messages, ...deps }: MemberAuthDeps) {
  const shared = sharedAuthOptions({ ...deps, onUserCreated: recordMemberConsent(deps.db) });
  return betterAuth({
    ...shared,
    basePath: MEMBER_AUTH_BASE_PATH,
    emailAndPassword: { enabled: false },
    rateLimit: {
      enabled: true,
      storage: "database",
      customRules: {
        // Per address here, per number in member-limits.ts.
        "/phone-number/send-otp": MEMBER_SEND_RATE_LIMIT,
        "/phone-number/verify": MEMBER_VERIFY_RATE_LIMIT,
        // Read on every club page load; guessing a 32-character token is hopeless anyway.
        "/get-session": false,
      },
    },
    disabledPaths: [...NO_PASSWORD_PATHS, ...MEMBER_DISABLED_PATHS],
    // Described at GET /api/club/auth/open-api/generate-schema, linked from /api/openapi.json.
    plugins: [
      openAPI({ disableDefaultReference: true }),
      ...memberSignInPlugins({ db: deps.db, logger: deps.logger, messages }),
    ],
    advanced: { ...shared.advanced, cookiePrefix: MEMBER_COOKIE_PREFIX },
  });
}

export type MemberAuth = ReturnType<typeof createMemberAuth>;
