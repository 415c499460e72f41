import type { Database } from "#server/db/client.ts";
import { memberConsents } from "#server/db/schema.ts";
import { CLUB_CONSENT_TEXT, CLUB_CONSENT_VERSION } from "#shared/club.ts";

/**
 * databaseHooks.user.create.after: an account made by verifying a phone is a new member, who
 * ticked the consent to get the code (send-otp refuses a request without it); the text and
 * version they accepted are kept with the time. Staff accounts have no phone and no row.
 */
export function recordMemberConsent(db: Database) {
  return async (user: { id: string; phoneNumber?: unknown }): Promise<void> => {
    if (typeof user.phoneNumber !== "string") return;
    await db
      .insert(memberConsents)
      .values({ userId: user.id, text: CLUB_CONSENT_TEXT, version: CLUB_CONSENT_VERSION });
  };
}
