/**
 * "Agendados" (GET /api/admin/orders/scheduled and /production): a store's encomendas by day
 * and slot, and how many picolés of each flavour to make on a day. Days are on the store's
 * clock (docs/decisions/030-encomendas.md).
 */
import { adminOrderSummarySchema } from "./admin-orders.ts";
import { DATE_RANGE_MESSAGE, dayInRange } from "./date-range.ts";
import { STORE_TIME_ZONE_IDS } from "./store-time-zone.ts";
import { z } from "./zod-pt-br.ts";

/** The longest period "Agendados" reads at once, in days (both ends counted). */
export const MAX_SCHEDULED_DAYS = 31;

export const SCHEDULED_ORDERS_MESSAGES = {
  tooLong: `Escolha um período de no máximo ${MAX_SCHEDULED_DAYS} dias`,
  reversed: "A data final deve ser igual ou posterior à inicial",
  store: "Escolha a loja",
} as const;

const day = (description: string, example: string) =>
  z
    .string({ error: "Use a data no formato AAAA-MM-DD" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a data no formato AAAA-MM-DD")
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, "Data inválida")
    .refine(dayInRange, DATE_RANGE_MESSAGE)
    .meta({ description, example });

const storeId = z
  .string({ error: SCHEDULED_ORDERS_MESSAGES.store })
  .trim()
  .min(1, SCHEDULED_ORDERS_MESSAGES.store)
  .max(64, "Loja inválida")
  .meta({ description: "A loja (a sede escolhe qualquer uma; a equipe, uma das suas)" });

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** GET /api/admin/orders/scheduled */
export const scheduledOrdersQuerySchema = z
  .object({
    storeId,
    from: day("O primeiro dia (AAAA-MM-DD, no fuso da loja)", "2026-11-28"),
    to: day("O último dia, inclusive (AAAA-MM-DD, no fuso da loja)", "2026-12-04"),
  })
  .refine((query) => query.from <= query.to, {
    path: ["to"],
    message: SCHEDULED_ORDERS_MESSAGES.reversed,
  })
  .refine(
    (query) => query.from > query.to || daysBetween(query.from, query.to) <= MAX_SCHEDULED_DAYS,
    {
      path: ["to"],
      message: SCHEDULED_ORDERS_MESSAGES.tooLong,
    },
  );
export type ScheduledOrdersQuery = z.infer<typeof scheduledOrdersQuerySchema>;

/** GET /api/admin/orders/production */
export const productionQuerySchema = z.object({
  storeId,
  day: day("O dia (AAAA-MM-DD, no fuso da loja)", "2026-11-29"),
});
export type ProductionQuery = z.infer<typeof productionQuerySchema>;

const storeFacts = {
  storeId: z.string(),
  timeZone: z
    .enum(STORE_TIME_ZONE_IDS)
    .meta({ description: "O fuso da loja: os dias contam nele" }),
  today: z.iso.date().meta({ description: "Hoje, no fuso da loja" }),
};

export const scheduledOrderSchema = adminOrderSummarySchema
  .omit({ schedule: true })
  .extend({
    scheduledFor: z.iso.datetime({ offset: true }).meta({ description: "O início do horário" }),
    scheduledDay: z.iso.date().meta({ description: "O dia do horário, no fuso da loja" }),
    slotTime: z
      .string()
      .meta({ description: "A hora do horário, no fuso da loja", example: "15:00" }),
    units: z.int().meta({ description: "Quantos picolés a encomenda leva (caixas abertas)" }),
  })
  .meta({ id: "ScheduledOrder", description: "Uma encomenda, como Agendados a mostra" });
export type ScheduledOrder = z.infer<typeof scheduledOrderSchema>;

export const scheduledOrdersSchema = z
  .object({
    ...storeFacts,
    from: z.iso.date(),
    to: z.iso.date(),
    orders: z.array(scheduledOrderSchema).meta({
      description: "As encomendas não canceladas do período, por horário (a mais cedo primeiro)",
    }),
  })
  .meta({ id: "ScheduledOrders", description: "As encomendas de uma loja num período" });
export type ScheduledOrders = z.infer<typeof scheduledOrdersSchema>;

export const productionFlavourSchema = z
  .object({
    productId: z.string(),
    name: z.string(),
    quantity: z.int().meta({ description: "Quantos picolés deste sabor fazer no dia" }),
  })
  .meta({ id: "ProductionFlavour" });
export type ProductionFlavour = z.infer<typeof productionFlavourSchema>;

export const productionSlotSchema = z
  .object({
    slotStart: z.iso.datetime({ offset: true }),
    time: z.string().meta({ example: "15:00" }),
    orders: z.int(),
    units: z.int().meta({ description: "Picolés das encomendas do horário" }),
  })
  .meta({ id: "ProductionSlot" });
export type ProductionSlot = z.infer<typeof productionSlotSchema>;

export const productionListSchema = z
  .object({
    ...storeFacts,
    storeName: z.string(),
    day: z.iso.date(),
    orders: z.int().meta({ description: "Quantas encomendas (não canceladas) o dia tem" }),
    totalUnits: z.int().meta({ description: "Picolés a fazer no dia, somados" }),
    flavours: z.array(productionFlavourSchema).meta({
      description:
        "Cada sabor e quantos fazer: as caixas abertas em sabores (sabor × caixas) mais as " +
        "linhas comuns; o maior primeiro",
    }),
    slots: z.array(productionSlotSchema).meta({ description: "Por horário, o mais cedo primeiro" }),
  })
  .meta({ id: "ProductionList", description: "A lista de produção de um dia da loja" });
export type ProductionList = z.infer<typeof productionListSchema>;
