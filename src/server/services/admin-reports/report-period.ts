import { type SQL, sql } from "drizzle-orm";
import { orders } from "#server/db/schema.ts";
import type { ReportPeriod } from "#shared/admin-reports.ts";
import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";

/**
 * The zone written into the SQL as a literal, not a parameter: the day expression below is
 * both selected and grouped by, and PostgreSQL only sees two expressions as the same when
 * they are spelled alike ($1 and $4 are different expressions to it, even holding one value).
 * The constant is ours, never user input.
 */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The instant a São Paulo day ("YYYY-MM-DD") begins, by PostgreSQL's time-zone rules. */
function dayStart(date: SQL): SQL {
  return sql`((${date})::timestamp at time zone ${zone})`;
}

/** Orders placed from the first instant of `from` to the last of `to`, São Paulo days. */
export function placedInPeriod(period: ReportPeriod): SQL {
  const placed = orders.createdAt;
  const from = dayStart(sql`${period.from}::date`);
  const afterTo = dayStart(sql`${period.to}::date + 1`);
  return sql`(${placed} >= ${from} and ${placed} < ${afterTo})`;
}

/** The São Paulo day an order was placed on, "YYYY-MM-DD". */
export const shopDayOfOrder: SQL = sql`to_char(${orders.createdAt} at time zone ${zone}, 'YYYY-MM-DD')`;

/** The São Paulo hour (0–23) an order was placed at; spelled once, so it can be grouped by. */
export const shopHourOfOrder: SQL = sql`extract(hour from ${orders.createdAt} at time zone ${zone})::int`;
