import { type SQL, sql } from "drizzle-orm";
import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";

/** "Active customer": ordered within this many days (each store's own), today included. */
export const ACTIVE_CUSTOMER_DAYS = 30;

function at(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

/** Midnight of the 1st in São Paulo's wall-clock time, as a timestamp without zone. */
function localMonth(now: Date): SQL {
  return sql`date_trunc('month', ${at(now)} at time zone ${SHOP_TIME_ZONE})`;
}

/** The instant the São Paulo month holding `now` began (PostgreSQL's time-zone rules). */
export function monthStart(now: Date): SQL {
  return sql`(${localMonth(now)} at time zone ${SHOP_TIME_ZONE})`;
}

/** The instant the next São Paulo month begins. */
export function nextMonthStart(now: Date): SQL {
  return sql`((${localMonth(now)} + interval '1 month') at time zone ${SHOP_TIME_ZONE})`;
}
