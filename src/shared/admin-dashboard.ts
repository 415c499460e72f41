/**
 * The staff dashboard (/admin/dashboard): what GET /api/admin/dashboard returns, for the whole
 * chain (HQ), one store, or a staff member's stores.
 */
import { staffStoreSchema } from "./staff-auth-schemas.ts";
import { z } from "./zod-pt-br.ts";

/** Stock below this is flagged, per store. */
export const LOW_STOCK_THRESHOLD = 80;

/** How many of the stores with most low flavours the chain's dashboard names. */
export const LOW_STOCK_STORE_COUNT = 5;

/** `?storeId=1`: one store's figures; empty or left out, every store the caller may see. */
export const dashboardQuerySchema = z.object({
  storeId: z
    .string()
    .max(64, "Loja inválida")
    .optional()
    .transform((id) => (id === "" ? undefined : id))
    .meta({
      description:
        "Só os números desta loja. Sem ela: a rede toda para a sede, as suas lojas para a " +
        "equipe de loja",
      example: "1",
    }),
});

/** Which stores a set of figures counts (the dashboard's, a report's). */
export const figureScopeSchema = z
  .object({
    chain: z.boolean().meta({ description: "true: a rede toda" }),
    stores: z.array(staffStoreSchema).meta({
      description: "As lojas contadas, por nome (vazio para a rede toda)",
    }),
  })
  .meta({ id: "FigureScope", description: "De quais lojas são estes números" });
export type FigureScope = z.infer<typeof figureScopeSchema>;

const lowStockSchema = z
  .object({
    pairCount: z
      .int()
      .min(0)
      .meta({
        description: `Pares (loja, picolé) com menos de ${LOW_STOCK_THRESHOLD} unidades`,
      }),
    storeCount: z.int().min(0).meta({ description: "Lojas com algum picolé com estoque baixo" }),
    flavours: z
      .array(
        z.object({
          productId: z.string(),
          name: z.string(),
          stockQuantity: z.int().min(0),
          isAvailable: z.boolean().meta({ description: "false: marcado como esgotado na loja" }),
        }),
      )
      .meta({
        description:
          "Com uma loja só: os seus picolés abaixo do limite, o mais vazio primeiro (vazio com " +
          "várias lojas)",
      }),
    stores: z
      .array(
        z.object({
          storeId: z.string(),
          name: z.string(),
          city: z.string(),
          state: z.string(),
          lowCount: z.int().min(1).meta({ description: "Picolés abaixo do limite" }),
          outCount: z.int().min(0).meta({ description: "Picolés sem nenhuma unidade" }),
        }),
      )
      .meta({
        description:
          `Com várias lojas: as ${LOW_STOCK_STORE_COUNT} com mais picolés abaixo do limite ` +
          "(vazio com uma loja só)",
      }),
  })
  .meta({
    description: `Estoque baixo (menos de ${LOW_STOCK_THRESHOLD} unidades, por loja), picolés ativos`,
  });

const cents = (description: string) => z.int().meta({ description: `${description}, em centavos` });

/** A run of days with the name staff read it by (each store counts its own days). */
export const namedPeriodSchema = z
  .object({
    from: z.iso.date().meta({ example: "2026-11-21" }),
    to: z.iso.date().meta({ example: "2026-11-27" }),
    label: z.string().meta({
      description:
        "O período como a equipe o lê; cada loja conta os seus dias, no seu horário (as datas " +
        "são as de Brasília quando os dias das lojas ainda diferem, logo após a meia-noite)",
      example: "Últimos 7 dias: 21/11 – 27/11",
    }),
  })
  .meta({ id: "NamedPeriod" });
export type NamedPeriod = z.infer<typeof namedPeriodSchema>;

/** The orders of a period, counted as the reports count them (the same query). */
export const periodFiguresSchema = namedPeriodSchema
  .extend({
    orderCount: z.int().min(0).meta({
      description:
        "Pedidos que contam: feitos e não cancelados, sem os Pix ainda não pagos (como nos relatórios)",
    }),
    totalCents: cents("Soma dos totais desses pedidos"),
    averageTicketCents: cents("Ticket médio (0 sem pedidos)"),
  })
  .meta({ id: "PeriodFigures" });
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const dashboardFiguresSchema = z
  .object({
    hasOrders: z
      .boolean()
      .meta({ description: "false até o primeiro pedido: o painel mostra um estado vazio" }),
    /** Today, each store's own day. */
    today: periodFiguresSchema,
    /** The last 7 days, today included. */
    last7Days: periodFiguresSchema,
    /** The 30 days, today included, in which an active customer bought. */
    activeCustomersPeriod: namedPeriodSchema,
    /** The month of the goals. */
    currentMonth: namedPeriodSchema,
    activeCustomers: z
      .int()
      .meta({ description: "Clientes (por telefone) com uma compra nos últimos 30 dias" }),
    newCustomers: z.int().meta({ description: "Clientes novos neste mês" }),
    scope: figureScopeSchema,
    lowStock: lowStockSchema,
    topSellers: z
      .array(
        z.object({
          productId: z.string(),
          name: z.string(),
          quantity: z.int(),
          revenueCents: cents("Receita"),
        }),
      )
      .meta({
        description:
          "Os cinco sabores com mais picolés vendidos: os picolés de uma caixa de festa contam " +
          "no seu sabor (a caixa não aparece), com a parte da receita da caixa que lhes cabe",
      }),
    currentMonthSalesCents: cents("Vendas deste mês"),
    monthlyGoalCents: cents(
      "Meta de vendas do mês: a da rede, ou a parte das lojas contadas (goalShare)",
    ),
    currentMonthQuantity: z.int().meta({
      description: "Picolés vendidos neste mês (uma caixa de festa conta os seus picolés)",
    }),
    monthlyGoalQuantity: z.int().meta({ description: "Meta de unidades do mês (a mesma parte)" }),
    goalShare: z
      .object({
        storeCount: z.int().min(1).meta({ description: "Lojas contadas" }),
        chainStoreCount: z.int().min(1).meta({ description: "Lojas ativas da rede" }),
      })
      .nullable()
      .meta({
        description:
          "null: as metas são as da rede. Para algumas lojas, as metas são a parte delas nas " +
          "metas da rede, dividida igualmente entre as lojas ativas",
      }),
  })
  .meta({ id: "DashboardFigures", description: "Os números do painel da equipe" });
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

// ─── Encomendas ahead ────────────────────────────────────────────────────────────────────────

/** How many days, each store's today first, the load of encomendas covers. */
export const SCHEDULED_LOAD_DAYS = 7;

/** `?storeId=1`: one store's load; left out, every store the caller may see. */
export const scheduledLoadQuerySchema = dashboardQuerySchema;

export const scheduledLoadDaySchema = z
  .object({
    date: z.iso.date().meta({ description: "O dia da loja", example: "2026-11-28" }),
    orderCount: z.int().min(0).meta({ description: "Encomendas para o dia (sem as canceladas)" }),
    units: z.int().min(0).meta({ description: "Picolés dessas encomendas" }),
    capacity: z.int().min(0).meta({
      description: "Picolés que a loja aceita em encomendas nesse dia da semana",
    }),
  })
  .meta({ id: "ScheduledLoadDay" });
export type ScheduledLoadDay = z.infer<typeof scheduledLoadDaySchema>;

export const scheduledLoadStoreSchema = z
  .object({
    storeId: z.string().meta({ example: "1" }),
    name: z.string().meta({ example: "Frosty Paulista" }),
    city: z.string().meta({ example: "São Paulo" }),
    state: z.string().meta({ example: "SP" }),
    days: z.array(scheduledLoadDaySchema).meta({
      description: `Os próximos ${SCHEDULED_LOAD_DAYS} dias da loja, hoje (no seu horário) primeiro`,
    }),
  })
  .meta({ id: "ScheduledLoadStore" });
export type ScheduledLoadStore = z.infer<typeof scheduledLoadStoreSchema>;

export const scheduledLoadSchema = z
  .object({
    scope: figureScopeSchema,
    stores: z.array(scheduledLoadStoreSchema).meta({
      description:
        "Para a rede toda, só as lojas com alguma encomenda nos próximos dias; para lojas " +
        "escolhidas, todas elas. A mais cheia (picolés por capacidade, no seu dia mais cheio) " +
        "primeiro",
    }),
  })
  .meta({
    id: "ScheduledLoad",
    description: `As encomendas dos próximos ${SCHEDULED_LOAD_DAYS} dias, loja por loja`,
  });
export type ScheduledLoad = z.infer<typeof scheduledLoadSchema>;

/** A day's picolés booked over its capacity, in % (a full day with no capacity counts 100). */
export function loadPercent(day: Pick<ScheduledLoadDay, "units" | "capacity">): number {
  if (day.capacity === 0) return day.units > 0 ? 100 : 0;
  return Math.round((day.units * 100) / day.capacity);
}
