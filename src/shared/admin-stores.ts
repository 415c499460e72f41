/**
 * The staff's stores: each store's open/closed switch and weekly hours (São Paulo time), the
 * zod schema both sides validate a change with and the shape the server answers with. The
 * hours' own schemas are in store-hours-schemas.ts.
 */
import { weeklyHoursSchema } from "./store-hours-schemas.ts";
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
  })
  .meta({ id: "AdminStore", description: "Uma loja, com a chave de aberta/fechada e o horário" });
export type AdminStore = z.infer<typeof adminStoreSchema>;
