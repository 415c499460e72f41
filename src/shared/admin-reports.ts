/**
 * The staff's sales reports (/admin/relatorios): the period every report covers, the zod schema
 * of its query parameters, and what the API returns.
 */
import { dashboardQuerySchema, figureScopeSchema } from "./admin-dashboard.ts";
import { DATE_RANGE_MESSAGE, dayInRange } from "./date-range.ts";
import { DELIVERY_METHODS, type OrderStatus, PAYMENT_METHODS } from "./order-terms.ts";
import { addDays, type DayPeriod, daysInPeriod, monthPeriod } from "./shop-calendar.ts";
import { z } from "./zod-pt-br.ts";

/** A report covers at most this many days (a leap year, both ends included). */
export const MAX_REPORT_DAYS = 366;

export type ReportPeriod = DayPeriod;

// ─── The order that counts ──────────────────────────────────────────────────────────────────

/**
 * Which statuses make an order count in every figure of the dashboard and the reports (orders,
 * revenue, ticket, per hour, per bairro, late rate): placed and not cancelled. A Pix order not
 * paid yet does not count (it may still expire); once staff see the money it is pending and
 * counts. A Record, so a new status cannot be added without deciding here.
 */
export const ORDER_COUNTS: Record<OrderStatus, boolean> = {
  awaiting_payment: false,
  // An encomenda counts in the day it is for (its scheduled_day).
  scheduled: true,
  pending: true,
  preparing: true,
  ready: true,
  out_for_delivery: true,
  delivered: true,
  cancelled: false,
};

export const COUNTED_ORDER_STATUSES = (Object.keys(ORDER_COUNTS) as OrderStatus[]).filter(
  (status) => ORDER_COUNTS[status],
);

/** The rule as staff read it under the figures. */
export const COUNTED_ORDERS_RULE =
  "Contam os pedidos feitos, menos os cancelados e os Pix ainda não pagos.";

/**
 * How the days of every figure are counted (decision 029): each store's orders in its own day,
 * an encomenda in the day it is for.
 */
export const SHOP_DAYS_NOTE =
  "Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas.";

/** The late-rate report's definition, on screen and in the API's description. */
export const LATE_ORDER_RULE =
  "Atrasado: o pedido que a loja não aceitou (de Pendente para Em preparo) dentro do limite " +
  "de atraso da loja, contado de quando foi feito, como o quadro de pedidos e as Lojas ao " +
  "vivo marcam. Um pedido ainda pendente além do limite também conta. Uma encomenda está " +
  "atrasada se não ficou pronta até o início do horário agendado.";

// ─── Naming a period ─────────────────────────────────────────────────────────────────────────

const MONTH_NAMES = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
];

/** "2026-11-27" → "27/11", or "27/11/2025" outside `today`'s year. */
function shortDay(date: string, today: string): string {
  const [year, month, day] = date.split("-");
  return date.slice(0, 4) === today.slice(0, 4) ? `${day}/${month}` : `${day}/${month}/${year}`;
}

/**
 * A period as staff read it, seen on `today` (calendar dates): "Hoje, 27/11", "Ontem,
 * 26/11", "Últimos 7 dias: 21/11 – 27/11", "Este mês: 01/11 – 30/11", "Outubro de 2026:
 * 01/10 – 31/10", else "01/11 – 15/11" (with the year when it is not this one).
 */
export function periodName(period: ReportPeriod, today: string): string {
  const { from, to } = period;
  const range = `${shortDay(from, today)} – ${shortDay(to, today)}`;
  if (from === to) {
    if (from === today) return `Hoje, ${shortDay(from, today)}`;
    if (from === addDays(today, -1)) return `Ontem, ${shortDay(from, today)}`;
    return shortDay(from, today);
  }
  const month = monthPeriod(from);
  if (month.from === from && month.to === to) {
    if (month.from === monthPeriod(today).from) return `Este mês: ${range}`;
    const name = MONTH_NAMES[Number(from.slice(5, 7)) - 1];
    return `${name} de ${from.slice(0, 4)}: ${range}`;
  }
  if (to === today) return `Últimos ${daysInPeriod(from, to)} dias: ${range}`;
  return range;
}

const calendarDate = (which: string, example: string) =>
  z.iso
    .date({ error: `Informe a data ${which} no formato AAAA-MM-DD` })
    .refine(dayInRange, DATE_RANGE_MESSAGE)
    .meta({ description: `O dia ${which}, incluído (o dia de cada loja)`, example });

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

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD`: calendar days, each store's own, both included, at most a
 * leap year.
 */
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
  orderCount: z
    .int()
    .min(0)
    .meta({ description: `Pedidos que contam (${COUNTED_ORDERS_RULE})`, example: 42 }),
  totalCents: z.int().min(0).meta({ description: "Soma dos totais, em centavos", example: 37758 }),
};
export const salesFigureSchema = z.object(salesFigureShape);
export type SalesFigure = z.infer<typeof salesFigureSchema>;

export const reportSummarySchema = z
  .object({
    from: z.iso.date().meta({ example: "2026-11-01" }),
    to: z.iso.date().meta({ example: "2026-11-30" }),
    label: z.string().meta({
      description: "O período como a equipe o lê, visto de hoje (o dia de Brasília)",
      example: "Este mês: 01/11 – 30/11",
    }),
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
          quantity: z
            .int()
            .min(0)
            .meta({ description: "Unidades vendidas; de uma caixa de festa, as caixas" }),
          revenueCents: z.int().min(0).meta({ description: "Soma das linhas, em centavos" }),
        }),
      )
      .meta({
        description:
          "Unidades e total das linhas (antes de descontos e taxas) por produto, como vendido: " +
          "uma caixa de festa conta as caixas, e os picolés dela não entram nos sabores",
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
    byHour: z
      .array(z.object({ hour: z.int().min(0).max(23).meta({ example: 15 }), ...salesFigureShape }))
      .meta({
        description:
          "As 24 horas do dia (0 a 23, no relógio de cada loja; encomendas na hora agendada), " +
          "sempre, as sem pedidos com zeros",
      }),
    byBairro: z
      .array(
        z.object({
          bairro: z.string().meta({
            description: "O bairro de entrega do pedido; as retiradas juntas como Retirada",
            example: "Boa Viagem",
          }),
          city: z.string().meta({ description: "A cidade da loja", example: "Recife" }),
          state: z.string().meta({ example: "PE" }),
          ...salesFigureShape,
        }),
      )
      .meta({ description: "Por bairro e cidade, o maior total primeiro" }),
    lateByStore: z
      .array(
        z.object({
          storeId: z.string().meta({ example: "1" }),
          name: z.string(),
          city: z.string(),
          state: z.string(),
          lateAfterMinutes: z.int().min(1).meta({ description: "O limite de atraso da loja hoje" }),
          orderCount: salesFigureShape.orderCount,
          lateCount: z.int().min(0).meta({ description: "Pedidos atrasados" }),
          latePercent: z
            .number()
            .min(0)
            .max(100)
            .meta({ description: "Atrasados por pedidos, em %, uma casa decimal", example: 12.5 }),
        }),
      )
      .meta({ description: `As lojas com pedidos, a maior taxa primeiro. ${LATE_ORDER_RULE}` }),
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
  "by-hour",
  "by-bairro",
  "late-rate",
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];
