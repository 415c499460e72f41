/**
 * The staff's customers and reports (/admin/clientes, /admin/relatorios): what the API returns,
 * the zod schemas of its query parameters, and the calendar-date arithmetic both sides share.
 * Dates without a time ("YYYY-MM-DD") are days of the São Paulo calendar, as the chain counts
 * its days whatever clock a server or a browser keeps.
 */
import { DATE_RANGE_MESSAGE, dayInRange } from "./date-range.ts";
import type { DeliveryMethod, PaymentMethod } from "./orders.ts";
import { SHOP_TIME_ZONE } from "./shop-time-zone.ts";
import { z } from "./zod-pt-br.ts";

/** A report covers at most this many days (a leap year, both ends included). */
export const MAX_REPORT_DAYS = 366;
export const CUSTOMERS_PAGE_SIZE = 20;
/** Far more pages than any shop has; keeps a silly `page` from becoming a huge OFFSET. */
export const MAX_CUSTOMER_PAGE = 100_000;
export const MAX_CUSTOMER_SEARCH_LENGTH = 100;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  test: "Pagamento de teste",
  whatsapp: "WhatsApp",
};

// ─── Calendar dates ─────────────────────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a "YYYY-MM-DD" date (calendar arithmetic, no time zone involved). */
function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** How many days from `from` to `to`, both included (1 for a single day). */
export function daysInPeriod(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const first = dayNumber(from);
  return Array.from({ length: Math.max(0, daysInPeriod(from, to)) }, (_, i) =>
    fromDayNumber(first + i),
  );
}

const shopDateParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function shopClock(at: Date): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  const parts = shopDateParts.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** The São Paulo date of an instant, "YYYY-MM-DD". */
export function shopDate(at: Date): string {
  const { year, month, day } = shopClock(at);
  return `${year}-${month}-${day}`;
}

/** An instant as staff read it: "15/11/2026 14:30", São Paulo time. */
export function formatShopDateTime(at: Date | string): string {
  const { year, month, day, hour, minute } = shopClock(new Date(at));
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** "2026-11-15" → "15/11/2026". */
export function formatDay(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The calendar month holding `date`, from its 1st to its last day. */
export function monthPeriod(date: string): ReportPeriod {
  const from = `${date.slice(0, 7)}-01`;
  const [year = 0, month = 1] = from.split("-").map(Number);
  // Day 0 of the next month is the last day of this one.
  const to = fromDayNumber(Date.UTC(year, month, 0) / DAY_MS);
  return { from, to };
}

/** The last `days` days up to and including `today`. */
export function lastDaysPeriod(today: string, days: number): ReportPeriod {
  return { from: addDays(today, -(days - 1)), to: today };
}

// ─── Query parameters ───────────────────────────────────────────────────────────────────────

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

const customerSearch = z
  .string({ error: "Busca inválida" })
  .trim()
  .max(
    MAX_CUSTOMER_SEARCH_LENGTH,
    `Use no máximo ${MAX_CUSTOMER_SEARCH_LENGTH} caracteres na busca`,
  )
  .default("");

/** `?q=&page=`: a search over names and phones, and a page (from 1). */
export const customerListQuerySchema = z.object({
  q: customerSearch,
  page: z.coerce
    .number({ error: "Página inválida" })
    .int("Página inválida")
    .min(1, "Página inválida")
    .max(MAX_CUSTOMER_PAGE, "Página inválida")
    .default(1),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** `?q=`: the customers CSV holds every customer the search finds, on one sheet. */
export const customerExportQuerySchema = z.object({ q: customerSearch });

// ─── Responses ──────────────────────────────────────────────────────────────────────────────

/**
 * A customer: one phone number, compared by its digits (customers have no accounts), with at
 * least one order that was not cancelled. Counts and dates cover those orders only.
 */
export interface CustomerSummary {
  phoneDigits: string;
  /** The name and phone (as typed) of the latest order. */
  name: string;
  phone: string;
  orderCount: number;
  totalSpentCents: number;
  firstOrderAt: string;
  lastOrderAt: string;
  /** The first order falls in the current São Paulo month (the dashboard's "new" customers). */
  isNewThisMonth: boolean;
}

export interface CustomerPage {
  customers: CustomerSummary[];
  page: number;
  pageSize: number;
  /** Customers matching the search, on every page. */
  total: number;
  pageCount: number;
}

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
