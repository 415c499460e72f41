/**
 * The staff's stores: each store's open/closed switch and weekly hours (São Paulo time), its
 * counter settings (late limit, ticket paper, auto-print), the zod schemas both sides validate
 * a change with and the shape the server answers with. The hours' own schemas are in
 * store-hours-schemas.ts.
 */
import { deliveriesPauseInputSchema, deliveriesPauseSchema } from "./deliveries-pause-schemas.ts";
import { DEFAULT_DAILY_CAPACITY, DEFAULT_PREPARATION_MINUTES } from "./scheduling.ts";
import { dailyCapacitySchema, preparationMinutesSchema } from "./scheduling-schemas.ts";
import { weeklyHoursSchema } from "./store-hours-schemas.ts";
import { STORE_TIME_ZONE_IDS } from "./store-time-zone.ts";
import {
  DEFAULT_CANCEL_UNACCEPTED_AFTER_MINUTES,
  DEFAULT_LATE_AFTER_MINUTES,
  TICKET_PAPERS,
} from "./stores.ts";
import { z } from "./zod-pt-br.ts";

// The hours' schemas live with the hours (the catalogue declares them too).
export { clockTimeSchema, dayHoursSchema, weeklyHoursSchema } from "./store-hours-schemas.ts";

/**
 * PUT /api/admin/stores/:id/hours. openingHours null: no hours published (open while the switch
 * is on). deliveriesPause: "só retirada" until a time (null ends it; left out: kept as it is).
 */
export const storeHoursInputSchema = z
  .strictObject({
    acceptsOrders: z.boolean({ error: "Informe se a loja está aberta (true ou false)" }),
    openingHours: weeklyHoursSchema.nullable(),
    deliveriesPause: deliveriesPauseInputSchema
      .nullable()
      .optional()
      .meta({
        description:
          "Só retirada: entregas pausadas até `until` (depois de agora, no máximo 24 h), pelo " +
          "motivo dito aos clientes; null: entregas normais; ausente: como estava",
      }),
  })
  .meta({
    example: {
      acceptsOrders: true,
      openingHours: [
        null,
        { open: "09:00", close: "18:00" },
        { open: "09:00", close: "18:00" },
        { open: "09:00", close: "18:00" },
        { open: "09:00", close: "18:00" },
        { open: "09:00", close: "22:30" },
        { open: "18:00", close: "02:00" },
      ],
    },
  });

export type StoreHoursInput = z.infer<typeof storeHoursInputSchema>;

/** A "Pendente" order is late after 1 to 240 minutes (the column's check says the same). */
export const LATE_AFTER_MINUTES_RANGE = { min: 1, max: 240 } as const;

const LATE_AFTER_MESSAGE =
  `Informe o limite de atraso em minutos inteiros, de ${LATE_AFTER_MINUTES_RANGE.min} a ` +
  `${LATE_AFTER_MINUTES_RANGE.max}`;

/**
 * An untouched "Pendente" order is cancelled by the system after 5 to 240 minutes (the
 * column's check says the same): never before staff can see it, never kept for half a day.
 */
export const CANCEL_UNACCEPTED_AFTER_MINUTES_RANGE = { min: 5, max: 240 } as const;

const CANCEL_UNACCEPTED_MESSAGE =
  "Informe em quantos minutos um pedido não aceito é cancelado, em minutos inteiros, de " +
  `${CANCEL_UNACCEPTED_AFTER_MINUTES_RANGE.min} a ${CANCEL_UNACCEPTED_AFTER_MINUTES_RANGE.max}`;

const cancelUnacceptedAfterMinutes = z
  .int({ error: CANCEL_UNACCEPTED_MESSAGE })
  .min(CANCEL_UNACCEPTED_AFTER_MINUTES_RANGE.min, { error: CANCEL_UNACCEPTED_MESSAGE })
  .max(CANCEL_UNACCEPTED_AFTER_MINUTES_RANGE.max, { error: CANCEL_UNACCEPTED_MESSAGE })
  .meta({
    description:
      'Minutos depois dos quais um pedido em "Pendente" pago na entrega (dinheiro, cartão ou ' +
      "WhatsApp) que ninguém da loja abriu, imprimiu ou moveu é cancelado pelo sistema, e o " +
      `estoque volta à venda; o cliente é avisado (padrão ${DEFAULT_CANCEL_UNACCEPTED_AFTER_MINUTES})`,
    example: DEFAULT_CANCEL_UNACCEPTED_AFTER_MINUTES,
  });

const storeTimeZone = z
  .enum(STORE_TIME_ZONE_IDS, { error: "Escolha um fuso horário do Brasil" })
  .meta({
    description:
      'O fuso da loja: o horário, o "aberta agora" e o dia dos números dos pedidos contam ' +
      "nele (padrão: o do estado)",
    example: "America/Manaus",
  });

const preparationMinutes = preparationMinutesSchema.meta({
  description:
    "Minutos antes do horário de uma encomenda em que ela entra na fila da loja, para o " +
    `preparo (padrão ${DEFAULT_PREPARATION_MINUTES})`,
  example: DEFAULT_PREPARATION_MINUTES,
});

const dailyCapacity = dailyCapacitySchema.meta({
  description:
    "Quantos picolés de encomendas a loja faz por dia da semana, de domingo a sábado " +
    `(padrão ${DEFAULT_DAILY_CAPACITY} cada); 0: não aceita encomendas no dia`,
  example: [200, 300, 300, 300, 300, 400, 400],
});

/** The ticket paper widths as staff read them. */
export const TICKET_PAPER_LABELS: Record<(typeof TICKET_PAPERS)[number], string> = {
  "80mm": "80 mm",
  "58mm": "58 mm",
};

const storeSettingsShape = {
  lateAfterMinutes: z
    .int({ error: LATE_AFTER_MESSAGE })
    .min(LATE_AFTER_MINUTES_RANGE.min, { error: LATE_AFTER_MESSAGE })
    .max(LATE_AFTER_MINUTES_RANGE.max, { error: LATE_AFTER_MESSAGE })
    .meta({
      description:
        'Minutos que um pedido pode ficar em "Pendente" antes de aparecer como atrasado no ' +
        `quadro e em "Lojas ao vivo" (padrão ${DEFAULT_LATE_AFTER_MINUTES})`,
      example: DEFAULT_LATE_AFTER_MINUTES,
    }),
  ticketPaper: z
    .enum(TICKET_PAPERS, { error: "Escolha o papel da comanda: 80mm ou 58mm" })
    .meta({ description: "A largura do papel da impressora de comandas da loja", example: "80mm" }),
  autoPrintTickets: z
    .boolean({ error: "Informe se a comanda é impressa ao aceitar o pedido (true ou false)" })
    .meta({ description: "Imprimir a comanda sozinha quando um pedido é aceito (Em preparo)" }),
};

/**
 * PUT /api/admin/stores/:id/settings: the store's counter settings, all at once; the time
 * after which untouched orders are cancelled, the time zone and the encomendas' preparation
 * time and daily capacity may be left out (they stay as they are), as clients written before
 * they existed leave them.
 */
export const storeSettingsInputSchema = z
  .strictObject({
    ...storeSettingsShape,
    cancelUnacceptedAfterMinutes: cancelUnacceptedAfterMinutes.optional(),
    timeZone: storeTimeZone.optional(),
    preparationMinutes: preparationMinutes.optional(),
    dailyCapacity: dailyCapacity.optional(),
  })
  .meta({
    example: {
      lateAfterMinutes: 5,
      ticketPaper: "80mm",
      autoPrintTickets: false,
      cancelUnacceptedAfterMinutes: DEFAULT_CANCEL_UNACCEPTED_AFTER_MINUTES,
    },
  });
export type StoreSettingsInput = z.infer<typeof storeSettingsInputSchema>;

/** A store in the staff list. */
export const adminStoreSchema = z
  .object({
    id: z.string().meta({ example: "1" }),
    name: z.string().meta({ example: "Frosty Paulista" }),
    address: z.string(),
    city: z.string().meta({ example: "São Paulo" }),
    state: z.string().meta({ example: "SP" }),
    isActive: z
      .boolean()
      .meta({ description: "false: a loja não aparece no site (nem para pedidos)" }),
    acceptsOrders: z.boolean().meta({ description: "A chave de aberta/fechada da equipe" }),
    openingHours: weeklyHoursSchema.nullable().meta({
      description: "null: sem horário publicado (aberta enquanto a chave estiver ligada)",
    }),
    isOpen: z.boolean().meta({ description: "A chave e o horário juntos, no momento da resposta" }),
    deliveriesPause: deliveriesPauseSchema
      .nullable()
      .meta({ description: "Só retirada até `until`; null: entregas normais (ou a pausa acabou)" }),
    ...storeSettingsShape,
    cancelUnacceptedAfterMinutes,
    timeZone: storeTimeZone,
    preparationMinutes,
    dailyCapacity,
  })
  .meta({ id: "AdminStore", description: "Uma loja, com a chave de aberta/fechada e o horário" });
export type AdminStore = z.infer<typeof adminStoreSchema>;
