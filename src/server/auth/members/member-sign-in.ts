import { phoneNumber } from "better-auth/plugins";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { codeMessage } from "#server/services/messages/code-message.ts";
import type { MessageSender } from "#server/services/messages/message-sender.ts";
import { CLUB_MEMBER_NAME } from "#shared/club.ts";
import { clubMemberGate, clubRefusal } from "./member-gate.ts";
import { isMemberPhone } from "./member-phone.ts";

/** A code is good for five minutes (code-message.ts says so) and five guesses. */
export const MEMBER_CODE_EXPIRES_IN_SECONDS = 300;
export const MEMBER_CODE_ATTEMPTS = 5;
/** Members have no e-mail; Better Auth wants one, unique, that no mailbox answers (.invalid). */
export const MEMBER_EMAIL_DOMAIN = "membros.frosty.invalid";

/** A Clube Frosty member's account (made by the phone sign-in), never a staff member's. */
export function isMemberAccount(user: { email: string }): boolean {
  return user.email.endsWith(`@${MEMBER_EMAIL_DOMAIN}`);
}

/**
 * The plugin's routes that would give members a password (none has one) or a second way in:
 * gone, 404.
 */
export const MEMBER_DISABLED_PATHS = [
  "/sign-in/phone-number",
  "/phone-number/request-password-reset",
  "/phone-number/reset-password",
];

export interface MemberSignInDeps {
  db: Database;
  logger: Logger;
  /** How codes reach a phone; null: the club is closed (send-otp answers 503). */
  messages: MessageSender | null;
}

/**
 * Clube Frosty's sign-in, which is also how one joins: POST /phone-number/send-otp
 * { phoneNumber, consent: true } sends a 6-digit code; POST /phone-number/verify
 * { phoneNumber, code } checks it and opens a session, creating the member on the first time.
 */
export function memberSignInPlugins({ db, logger, messages }: MemberSignInDeps) {
  return [
    phoneNumber({
      otpLength: 6,
      expiresIn: MEMBER_CODE_EXPIRES_IN_SECONDS,
      allowedAttempts: MEMBER_CODE_ATTEMPTS,
      // The gate (member-gate.ts) has already turned what was typed into +55 and 11 digits.
      phoneNumberValidator: isMemberPhone,
      sendOTP: async ({ phoneNumber: number, code }) => {
        if (messages === null) throw clubRefusal("SERVICE_UNAVAILABLE", "CLUB_UNAVAILABLE");
        try {
          await messages.send({ to: number.slice(1), text: codeMessage(code), code });
        } catch (error) {
          logger.warn({ err: error, channel: messages.channel }, "club: sign-in code not sent");
          throw clubRefusal("SERVICE_UNAVAILABLE", "CODE_NOT_SENT");
        }
      },
      signUpOnVerification: {
        getTempEmail: (number) => `${number.slice(1)}@${MEMBER_EMAIL_DOMAIN}`,
        getTempName: () => CLUB_MEMBER_NAME,
      },
    }),
    clubMemberGate({ db, messages }),
  ];
}
