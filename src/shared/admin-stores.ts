/**
 * The staff's stores: each store's open/closed switch and weekly hours (São Paulo time), its
 * counter settings (late limit, ticket paper, auto-print), the zod schemas both sides validate
 * a change with and the shape the server answers with. The hours' own schemas are in
 * store-hours-schemas.ts.
 */
import { weeklyHoursSchema } from "./store-hours-schemas.ts";
import { DEFAULT_LATE_AFTER_MINUTES, TICKET_PAPERS } from "./stores.ts";
import { z } from "./zod-pt-br.ts";

// The hours' schemas live with the hours (the catalogue declares them too).
export { clockTimeSchema, dayHoursSchema, weeklyHoursSchema } from "./store-hours-schemas.ts";

/** PUT /api/admin/stores/:id/hours. openingHours null: no hours published (open while the switch is on). */
export const storeHoursInputSchema = z
  .strictObject({
    acceptsOrders: z.boolean({ error: "Informe se a loja está aberta (true ou false)" }),
    openingHours: weeklyHoursSchema.nullable(),
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

/** PUT /api/admin/stores/:id/settings: the store's counter settings, all three at once. */
export const storeSettingsInputSchema = z
  .strictObject(storeSettingsShape)
  .meta({ example: { lateAfterMinutes: 5, ticketPaper: "80mm", autoPrintTickets: false } });
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
    ...storeSettingsShape,
  })
  .meta({ id: "AdminStore", description: "Uma loja, com a chave de aberta/fechada e o horário" });
export type AdminStore = z.infer<typeof adminStoreSchema>;
