import { asc, eq, like, sql } from "drizzle-orm";
import { normalizeEmail } from "#server/auth/roles.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { ACCOUNT_SEARCH_LIMIT } from "#shared/staff-team.ts";
import type { TeamAccount } from "#shared/staff-team-schemas.ts";

/** `%`, `_` and `\` typed in a search are themselves, not LIKE's wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Existing accounts whose e-mail is the one typed or starts with it (e-mails are stored lower
 * case), the exact match first: only the name, the e-mail and the id. For HQ, to add someone
 * to a store's team; nobody else may search accounts.
 */
export async function searchAccounts(db: Database, typed: string): Promise<TeamAccount[]> {
  const email = normalizeEmail(typed);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(like(users.email, `${escapeLike(email)}%`))
    .orderBy(sql`${eq(users.email, email)} desc`, asc(users.email))
    .limit(ACCOUNT_SEARCH_LIMIT);
}
