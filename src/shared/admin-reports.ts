/**
 * The staff's sales reports (/admin/relatorios): the period every report covers, the zod schema
 * of its query parameters, and what the API returns.
 */
import { DATE_RANGE_MESSAGE, dayInRange } from "./date-range.ts";
import type { DeliveryMethod, PaymentMethod } from "./orders.ts";
import { type DayPeriod, daysInPeriod } from "./shop-calendar.ts";
import { z } from "./zod-pt-br.ts";

/** A report covers at most this many days (a leap year, both ends included). */
export const MAX_REPORT_DAYS = 366;

export type ReportPeriod = DayPeriod;

const calendarDate = (which: string) =>
  z.iso
    .date({ error: `Informe a data ${which} no formato AAAA-MM-DD` })
    .refine(dayInRange, DATE_RANGE_MESSAGE);

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: São Paulo days, both included, at most a leap year. */
export const reportPeriodSchema = z
  .object({ from: calendarDate("inicial"), to: calendarDate("final") })
  .superRefine((period, ctx) => {
    const days = daysInPeriod(period.from, period.to);
    if (days < 1) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "A data final deve ser igual ou posterior à data inicial",
      });
    } else if (days > MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `O período pode ter no máximo ${MAX_REPORT_DAYS} dias`,
      });
    }
  });

export interface SalesFigure {
  orderCount: number;
  totalCents: number;
}

export interface ReportSummary extends SalesFigure {
  from: string;
  to: string;
  averageTicketCents: number;
  /** Every day of the period, in order, days without sales included as zeros. */
  salesByDay: ({ date: string } & SalesFigure)[];
  /** Units and line totals (before discounts and delivery fees) per product. */
  byProduct: { productId: string; name: string; quantity: number; revenueCents: number }[];
  byStore: ({ storeId: string; name: string; city: string; state: string } & SalesFigure)[];
  /** Both methods, always, in DELIVERY_METHODS order. */
  byDeliveryMethod: ({ method: DeliveryMethod } & SalesFigure)[];
  /** Both methods, always, in PAYMENT_METHODS order. */
  byPaymentMethod: ({ method: PaymentMethod } & SalesFigure)[];
}

/** The summary's tables, each downloadable as GET /api/admin/reports/<table>.csv. */
export const REPORT_TABLES = [
  "by-day",
  "by-product",
  "by-store",
  "by-method",
  "by-payment",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
