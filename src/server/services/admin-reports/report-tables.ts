import type { Database } from "#server/db/client.ts";
import type { StoreIds } from "#server/services/sales/store-scope.ts";
import type { ReportPeriod, ReportTable } from "#shared/admin-reports.ts";
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS } from "#shared/order-terms.ts";
import { formatDay } from "#shared/shop-calendar.ts";
import { type CsvCell, csvMoney } from "./csv.ts";
import { lateByStore } from "./late-orders.ts";
import {
  salesByDay,
  salesByDeliveryMethod,
  salesByPaymentMethod,
  salesByProduct,
  salesByStore,
} from "./sales-breakdowns.ts";
import { salesByBairro, salesByHour } from "./sales-by-hour-and-bairro.ts";

export interface ReportTableCsv {
  /** The start of the file's name; the period follows. */
  filePrefix: string;
  header: string[];
  /** Runs only the query of this table, not the whole summary, over the stores counted. */
  rows(db: Database, period: ReportPeriod, storeIds: StoreIds, now: Date): Promise<CsvCell[][]>;
}

const ORDERS = "Pedidos";
/** "12,5": a percentage as a pt-BR spreadsheet reads a number. */
const csvPercent = (percent: number) => percent.toFixed(1).replace(".", ",");
/** "15h": an hour of the day, as the page shows it. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}h`;
const TOTAL = "Total (R$)";

/** Each table of the sales summary as its own CSV, with the columns the page shows. */
export const REPORT_TABLE_CSV: Record<ReportTable, ReportTableCsv> = {
  "by-day": {
    filePrefix: "vendas-por-dia",
    header: ["Data", ORDERS, TOTAL],
    rows: async (db, period, storeIds) =>
      (await salesByDay(db, period, storeIds)).map((day) => [
        formatDay(day.date),
        day.orderCount,
        csvMoney(day.totalCents),
      ]),
  },
  "by-product": {
    filePrefix: "vendas-por-produto",
    header: ["Produto", "Quantidade", "Receita (R$)"],
    rows: async (db, period, storeIds) =>
      (await salesByProduct(db, period, storeIds)).map((product) => [
        product.name,
        product.quantity,
        csvMoney(product.revenueCents),
      ]),
  },
  "by-store": {
    filePrefix: "vendas-por-loja",
    header: ["Loja", "Cidade", "UF", ORDERS, TOTAL],
    rows: async (db, period, storeIds) =>
      (await salesByStore(db, period, storeIds)).map((store) => [
        store.name,
        store.city,
        store.state,
        store.orderCount,
        csvMoney(store.totalCents),
      ]),
  },
  "by-method": {
    filePrefix: "vendas-por-recebimento",
    header: ["Recebimento", ORDERS, TOTAL],
    rows: async (db, period, storeIds) =>
      (await salesByDeliveryMethod(db, period, storeIds)).map((row) => [
        DELIVERY_METHOD_LABELS[row.method],
        row.orderCount,
        csvMoney(row.totalCents),
      ]),
  },
  "by-payment": {
    filePrefix: "vendas-por-pagamento",
    header: ["Pagamento", ORDERS, TOTAL],
    rows: async (db, period, storeIds) =>
      (await salesByPaymentMethod(db, period, storeIds)).map((row) => [
        PAYMENT_METHOD_LABELS[row.method],
        row.orderCount,
        csvMoney(row.totalCents),
      ]),
  },
  "by-hour": {
    filePrefix: "vendas-por-hora",
    header: ["Hora", ORDERS, TOTAL],
    rows: async (db, period, storeIds) =>
      (await salesByHour(db, period, storeIds)).map((row) => [
        hourLabel(row.hour),
        row.orderCount,
        csvMoney(row.totalCents),
      ]),
  },
  "by-bairro": {
    filePrefix: "vendas-por-bairro",
    header: ["Bairro", "Cidade", "UF", ORDERS, TOTAL],
    rows: async (db, period, storeIds) =>
      (await salesByBairro(db, period, storeIds)).map((row) => [
        row.bairro,
        row.city,
        row.state,
        row.orderCount,
        csvMoney(row.totalCents),
      ]),
  },
  "late-rate": {
    filePrefix: "atrasos-por-loja",
    header: ["Loja", "Cidade", "UF", "Limite (min)", ORDERS, "Atrasados", "Atrasados (%)"],
    rows: async (db, period, storeIds, now) =>
      (await lateByStore(db, period, storeIds, now)).map((row) => [
        row.name,
        row.city,
        row.state,
        row.lateAfterMinutes,
        row.orderCount,
        row.lateCount,
        csvPercent(row.latePercent),
      ]),
  },
};
