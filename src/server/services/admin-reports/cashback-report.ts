import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots, stores } from "#server/db/schema.ts";
import {
  CLUB_MOVEMENT_LABELS,
  CLUB_MOVEMENTS,
  type ClubMovement,
  type ClubReport,
  type ClubReportPeriod,
  formatMonth,
} from "#shared/admin-club.ts";
import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";
import { type CsvCell, csvMoney } from "./csv.ts";
import { byName } from "./sales-breakdowns.ts";

/** The zone as a literal, so the month expression is spelled alike where selected and grouped. */
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** The instant a São Paulo month ("YYYY-MM") begins, by PostgreSQL's time-zone rules. */
function monthStart(month: SQL): SQL {
  return sql`((${month} || '-01')::date::timestamp at time zone ${zone})`;
}

/** The São Paulo month of an entry, "YYYY-MM". */
const monthOfEntry = sql<string>`to_char(${cashbackEntries.at} at time zone ${zone}, 'YYYY-MM')`;

/** An entry kind's amounts in the group, summed as a positive number of cents. */
const movement = (kind: (typeof cashbackEntries.kind.enumValues)[number]) =>
  sql`coalesce(abs(sum(${cashbackEntries.amountCents}) filter (where ${cashbackEntries.kind} = ${kind})), 0)`.mapWith(
    Number,
  );

/**
 * The cashback the chain owes now: what the wallets hold available and not past its expiry
 * (a lot past it no longer counts, even before the expiry sweep records it), plus what paid
 * orders not yet delivered will release. Lots of deleted accounts count while they hold cents,
 * as the member's ledger does (decision 028); they are not counted as members.
 */
export async function cashbackLiability(db: Database, now: Date): Promise<ClubReport["liability"]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const owed = sql`(${cashbackLots.status} = 'pending' or ${cashbackLots.expiresAt} > ${at})`;
  const [row] = await db
    .select({
      availableCents:
        sql`coalesce(sum(${cashbackLots.remainingCents}) filter (where ${cashbackLots.status} = 'available' and ${cashbackLots.expiresAt} > ${at}), 0)`.mapWith(
          Number,
        ),
      pendingCents:
        sql`coalesce(sum(${cashbackLots.remainingCents}) filter (where ${cashbackLots.status} = 'pending'), 0)`.mapWith(
          Number,
        ),
      members:
        sql`count(distinct ${cashbackLots.memberId}) filter (where ${cashbackLots.remainingCents} > 0 and ${owed})`.mapWith(
          Number,
        ),
    })
    .from(cashbackLots)
    .where(inArray(cashbackLots.status, ["available", "pending"]));
  const availableCents = row?.availableCents ?? 0;
  const pendingCents = row?.pendingCents ?? 0;
  return {
    availableCents,
    pendingCents,
    totalCents: availableCents + pendingCents,
    members: row?.members ?? 0,
  };
}

/**
 * What the ledger moved per São Paulo month and store in the period (both months included):
 * each movement in the store of the order that caused it (an earning in the store that sold,
 * a spend in the store the cashback was used at), only the months and stores that moved.
 */
export async function cashbackByStoreAndMonth(
  db: Database,
  period: ClubReportPeriod,
): Promise<ClubReport["months"]> {
  const from = monthStart(sql`${period.from}::text`);
  const afterTo = sql`(${monthStart(sql`${period.to}::text`)} + interval '1 month')`;
  const rows = await db
    .select({
      month: monthOfEntry,
      storeId: cashbackEntries.storeId,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      earnedCents: movement("earn"),
      spentCents: movement("spend"),
      returnedCents: movement("return"),
      voidedCents: movement("void"),
      takenBackCents: movement("take_back"),
      expiredCents: movement("expire"),
    })
    .from(cashbackEntries)
    .innerJoin(stores, eq(stores.id, cashbackEntries.storeId))
    .where(
      and(
        sql`${cashbackEntries.at} >= ${from}`,
        sql`${cashbackEntries.at} < ${afterTo}`,
        // A release moves cents from pending to available: it is in no figure.
        sql`${cashbackEntries.kind} <> 'release'`,
      ),
    )
    .groupBy(monthOfEntry, cashbackEntries.storeId, stores.name, stores.city, stores.state);
  return rows
    .filter((row) => CLUB_MOVEMENTS.some((figure) => row[figure] !== 0))
    .sort((a, b) => a.month.localeCompare(b.month) || byName.compare(a.name, b.name));
}

/** The period's movements summed over every month and store. */
export function movementTotals(rows: readonly ClubMovement[]): ClubMovement {
  const totals = Object.fromEntries(CLUB_MOVEMENTS.map((figure) => [figure, 0])) as ClubMovement;
  for (const row of rows) for (const figure of CLUB_MOVEMENTS) totals[figure] += row[figure];
  return totals;
}

/** HQ's club report: the liability now and the period's movements per store and month. */
export async function cashbackReport(
  db: Database,
  period: ClubReportPeriod,
  now: Date,
): Promise<ClubReport> {
  const liability = await cashbackLiability(db, now);
  const months = await cashbackByStoreAndMonth(db, period);
  return { ...period, liability, months, totals: movementTotals(months) };
}

/** The table as CSV: one row per month and store, the columns the panel shows. */
export const CASHBACK_CSV_HEADER = [
  "Mês",
  "Loja",
  "Cidade",
  "UF",
  ...CLUB_MOVEMENTS.map((figure) => `${CLUB_MOVEMENT_LABELS[figure]} (R$)`),
];

export function cashbackCsvRows(months: ClubReport["months"]): CsvCell[][] {
  return months.map((row) => [
    formatMonth(row.month),
    row.name,
    row.city,
    row.state,
    ...CLUB_MOVEMENTS.map((figure) => csvMoney(row[figure])),
  ]);
}

/** "clube-cashback-2025-12-a-2026-11.csv". */
export function cashbackCsvFilename(period: ClubReportPeriod): string {
  return `clube-cashback-${period.from}-a-${period.to}.csv`;
}
