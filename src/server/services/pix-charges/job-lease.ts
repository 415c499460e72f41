import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";

/**
 * Takes or keeps the lease on `name` for `ttlSeconds`: true when this holder has it now. Whoever
 * holds an unexpired lease keeps it (renewing it each time); a lease past its time goes to the
 * next instance that asks, so a stopped instance's work moves on within ttlSeconds. One
 * statement, so two instances asking at once cannot both win.
 */
export async function holdLease(
  db: Database,
  name: string,
  holder: string,
  ttlSeconds: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into job_leases (name, holder, expires_at)
    values (${name}, ${holder}, now() + make_interval(secs => ${ttlSeconds}))
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where job_leases.holder = excluded.holder or job_leases.expires_at < now()
    returning holder`);
  return (result as { rows: unknown[] }).rows.length > 0;
}
