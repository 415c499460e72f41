import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Database } from "#server/db/client.ts";
import type { MessageSender } from "#server/services/messages/message-sender.ts";
import { CLUB_AUTH_MESSAGES, type ClubAuthError } from "#shared/club.ts";
import { admitCodeRequest } from "./member-limits.ts";
import { memberPhoneE164 } from "./member-phone.ts";

export const SEND_CODE_PATH = "/phone-number/send-otp";
export const VERIFY_CODE_PATH = "/phone-number/verify";

/** The only fields each step takes (verify's `updatePhoneNumber` would move a number onto a held account). */
const ALLOWED_FIELDS: Record<string, ReadonlySet<string>> = {
  [SEND_CODE_PATH]: new Set(["phoneNumber", "consent"]),
  [VERIFY_CODE_PATH]: new Set(["phoneNumber", "code"]),
};

/** The phone-number plugin's refusals that a member can meet, told in pt-BR. */
const PLUGIN_CODES = new Set<ClubAuthError>([
  "INVALID_OTP",
  "OTP_EXPIRED",
  "OTP_NOT_FOUND",
  "TOO_MANY_ATTEMPTS",
  "INVALID_PHONE_NUMBER",
]);

type Status = ConstructorParameters<typeof APIError>[0];

export function clubRefusal(status: Status, code: ClubAuthError, headers?: HeadersInit): APIError {
  return new APIError(status, { code, message: CLUB_AUTH_MESSAGES[code] }, headers);
}

/**
 * Runs before the phone-number plugin's two steps: a club without a message sender is closed
 * (503); the number is checked and normalised to E.164 so that "(81) 9…" and "+5581…" are one
 * member and one code; asking for a code takes the ticked consent and counts against the
 * number (429). None of it depends on whether the number is a member's. After the steps, the
 * plugin's English refusals are put in pt-BR.
 */
export function clubMemberGate(deps: { db: Database; messages: MessageSender | null }) {
  return {
    id: "frosty-club-members",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SEND_CODE_PATH || ctx.path === VERIFY_CODE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.path === SEND_CODE_PATH && deps.messages === null) {
              throw clubRefusal("SERVICE_UNAVAILABLE", "CLUB_UNAVAILABLE");
            }
            const body: Record<string, unknown> =
              typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {};
            const allowed = ALLOWED_FIELDS[ctx.path] ?? new Set();
            if (Object.keys(body).some((key) => !allowed.has(key))) {
              throw clubRefusal("BAD_REQUEST", "INVALID_REQUEST");
            }
            const phoneNumber = memberPhoneE164(body.phoneNumber);
            if (phoneNumber === null) throw clubRefusal("BAD_REQUEST", "INVALID_PHONE_NUMBER");
            if (ctx.path === SEND_CODE_PATH) {
              if (body.consent !== true) throw clubRefusal("BAD_REQUEST", "CONSENT_REQUIRED");
              const admitted = await admitCodeRequest(deps.db, phoneNumber);
              if (!admitted.allowed) {
                throw clubRefusal("TOO_MANY_REQUESTS", "TOO_MANY_CODES", {
                  "retry-after": String(admitted.retryAfterSeconds),
                });
              }
            }
            return { context: { body: { ...body, phoneNumber } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === SEND_CODE_PATH || ctx.path === VERIFY_CODE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!(returned instanceof APIError)) return;
            const code = (returned.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string" || !PLUGIN_CODES.has(code as ClubAuthError)) return;
            if (returned.body?.message === CLUB_AUTH_MESSAGES[code as ClubAuthError]) return;
            throw clubRefusal(returned.status, code as ClubAuthError);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
