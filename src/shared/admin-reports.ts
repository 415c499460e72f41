/**
 * The staff's sales reports (/admin/relatorios): the period every report covers, the zod schema
 * of its query parameters, and what the API returns.
 */
import { dashboardQuerySchema, figureScopeSchema } from "./admin-dashboard.ts";
import { DATE_RANGE_MESSAGE, dayInRange } from "./date-range.ts";
import { DELIVERY_METHODS, PAYMENT_METHODS } from "./order-terms.ts";
import { type DayPeriod, daysInPeriod } from "./shop-calendar.ts";
import { z } from "./zod-pt-br.ts";

/** A report covers at most this many days (a leap year, both ends included). */
export const MAX_REPORT_DAYS = 366;

export type ReportPeriod = DayPeriod;

const calendarDate = (which: string, example: string) =>
  z.iso
    .date({ error: `Informe a data ${which} no formato AAAA-MM-DD` })
    .refine(dayInRange, DATE_RANGE_MESSAGE)
    .meta({ description: `O dia ${which} (São Paulo), incluído`, example });

const periodShape = {
  from: calendarDate("inicial", "2026-11-01"),
  to: calendarDate("final", "2026-11-30"),
};

/** The period's own rule: `to` on or after `from`, at most MAX_REPORT_DAYS days. */
function checkPeriod(period: ReportPeriod, ctx: z.RefinementCtx): void {
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
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: São Paulo days, both included, at most a leap year. */
export const reportPeriodSchema = z.object(periodShape).superRefine(checkPeriod);

/**
 * What every report endpoint takes: the period and, optionally, one store (`storeId`; left out,
 * the chain for HQ and their own stores for store staff).
 */
export const reportQuerySchema = z
  .object({
    ...periodShape,
    storeId: dashboardQuerySchema.shape.storeId.meta({
      description:
        "Só as vendas desta loja. Sem ela: a rede toda para a sede, as suas lojas para a " +
        "equipe de loja",
      example: "1",
    }),
  })
  .superRefine(checkPeriod);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

const salesFigureShape = {
  orderCount: z.int().min(0).meta({ description: "Vendas (pedidos não cancelados)", example: 42 }),
  totalCents: z.int().min(0).meta({ description: "Soma dos totais, em centavos", example: 37758 }),
};
export const salesFigureSchema = z.object(salesFigureShape);
export type SalesFigure = z.infer<typeof salesFigureSchema>;

export const reportSummarySchema = z
  .object({
    from: z.iso.date().meta({ example: "2026-11-01" }),
    to: z.iso.date().meta({ example: "2026-11-30" }),
    scope: figureScopeSchema,
    ...salesFigureShape,
    averageTicketCents: z
      .int()
      .min(0)
      .meta({ description: "Total por venda, em centavos (0 sem vendas)", example: 899 }),
    salesByDay: z
      .array(z.object({ date: z.iso.date().meta({ example: "2026-11-01" }), ...salesFigureShape }))
      .meta({ description: "Cada dia do período, em ordem, os dias sem vendas com zeros" }),
    byProduct: z
      .array(
        z.object({
          productId: z.string().meta({ example: "1" }),
          name: z.string().meta({ example: "Picolé de Cajá" }),
          quantity: z.int().min(0).meta({ description: "Unidades vendidas" }),
          revenueCents: z.int().min(0).meta({ description: "Soma das linhas, em centavos" }),
        }),
      )
      .meta({
        description: "Unidades e total das linhas (antes de descontos e taxas) por picolé",
      }),
    byStore: z.array(
      z.object({
        storeId: z.string().meta({ example: "1" }),
        name: z.string(),
        city: z.string().meta({ example: "Recife" }),
        state: z.string().meta({ example: "PE" }),
        ...salesFigureShape,
      }),
    ),
    byDeliveryMethod: z
      .array(z.object({ method: z.enum(DELIVERY_METHODS), ...salesFigureShape }))
      .meta({ description: "As duas formas de recebimento, sempre, nesta ordem" }),
    byPaymentMethod: z
      .array(z.object({ method: z.enum(PAYMENT_METHODS), ...salesFigureShape }))
      .meta({ description: "As formas de pagamento, sempre, nesta ordem" }),
  })
  .meta({ id: "ReportSummary", description: "As vendas de um período, em totais e por tabela" });
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** The summary's tables, each downloadable as GET /api/admin/reports/<table>.csv. */
export const REPORT_TABLES = [
  "by-day",
  "by-product",
  "by-store",
  "by-method",
  "by-payment",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
