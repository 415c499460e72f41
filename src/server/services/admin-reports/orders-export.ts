import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, stores } from "#server/db/schema.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import type { ReportPeriod } from "#shared/admin-reports.ts";
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from "#shared/order-terms.ts";
import { formatDay, formatShopDateTime } from "#shared/shop-calendar.ts";
import { type CsvCell, csvMoney } from "./csv.ts";
import { countedInPeriod } from "./report-period.ts";

/** Rows read per query: a year of a busy chain never sits in memory at once. */
export const ORDER_EXPORT_BATCH = 500;

export const ORDER_EXPORT_HEADER = [
  "Número",
  "Dia",
  "Feito em",
  "Agendado para",
  "Loja",
  "Cliente",
  "Telefone",
  "Recebimento",
  "Pagamento",
  "Status",
  "Subtotal (R$)",
  "Desconto (R$)",
  "Taxa de entrega (R$)",
  "Total (R$)",
];

const exportColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  day: sql<string>`to_char(coalesce(${orders.scheduledDay}, ${orders.businessDay}), 'YYYY-MM-DD')`,
  scheduledFor: orders.scheduledFor,
  timeZone: stores.timeZone,
  // The keyset cursor, as PostgreSQL's own text: a JavaScript Date would drop the
  // microseconds and skip or repeat orders placed within one millisecond.
  cursor: sql<string>`${orders.createdAt}::text`,
  store: stores.name,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  deliveryMethod: orders.deliveryMethod,
  paymentMethod: orders.paymentMethod,
  status: orders.status,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  deliveryFeeCents: orders.deliveryFeeCents,
  totalCents: orders.totalCents,
};

/** Where the previous batch ended. */
type Cursor = { cursor: string; id: string };
type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

function toCells(row: ExportRow): CsvCell[] {
  return [
    row.id,
    formatDay(row.day),
    formatShopDateTime(row.createdAt, row.timeZone),
    row.scheduledFor ? formatShopDateTime(row.scheduledFor, row.timeZone) : "",
    row.store,
    row.customerName,
    row.customerPhone,
    DELIVERY_METHOD_LABELS[row.deliveryMethod],
    PAYMENT_METHOD_LABELS[row.paymentMethod],
    ORDER_STATUS_LABELS[row.status],
    csvMoney(row.subtotalCents),
    csvMoney(row.discountCents),
    csvMoney(row.deliveryFeeCents),
    csvMoney(row.totalCents),
  ];
}

function readBatch(db: Database, period: ReportPeriod, storeIds: StoreIds, after: Cursor | null) {
  const afterCursor = after
    ? sql`(${orders.createdAt}, ${orders.id}) > (${after.cursor}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select(exportColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(countedInPeriod(period), inScope(orders.storeId, storeIds), afterCursor))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(ORDER_EXPORT_BATCH);
}

/**
 * Every order of the period's days at the stores counted (each in its store's own day, an
 * encomenda in the day it is for: "Dia"; "Feito em" and "Agendado para" on the store's clock), cancelled ones too (the status column
 * tells them apart), oldest first, as CSV rows, a batch at a time (keyset pagination on placing
 * time and id).
 */
export async function* orderExportBatches(
  db: Database,
  period: ReportPeriod,
  storeIds: StoreIds,
): AsyncGenerator<CsvCell[][]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await readBatch(db, period, storeIds, after);
    if (rows.length > 0) yield rows.map(toCells);
    if (rows.length < ORDER_EXPORT_BATCH) return;
    after = rows[rows.length - 1] ?? null;
  }
}
