/**
 * The staff's stores: each store's open/closed switch and weekly hours (São Paulo time), the
 * zod schemas both sides validate with and the shape the server answers with.
 */
import type { WeeklyHours } from "./store-hours.ts";
import { z } from "./zod-pt-br.ts";

export const clockTimeSchema = z
  .string({ error: "Informe o horário no formato HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Horário inválido: use HH:MM, de 00:00 a 23:59");

/** One weekday: open–close (a close before the open runs past midnight), or null: closed. */
export const dayHoursSchema = z
  .strictObject({ open: clockTimeSchema, close: clockTimeSchema })
  .nullable();

export const weeklyHoursSchema = z
  .array(dayHoursSchema, { error: "Informe os horários da semana em uma lista" })
  .length(7, "Informe os 7 dias da semana, começando no domingo");

/** PUT /api/admin/stores/:id/hours. openingHours null: no hours published (open while the switch is on). */
export const storeHoursInputSchema = z.strictObject({
  acceptsOrders: z.boolean({ error: "Informe se a loja está aberta (true ou false)" }),
  openingHours: weeklyHoursSchema.nullable(),
});

export type StoreHoursInput = z.infer<typeof storeHoursInputSchema>;

/** A store in the staff list. */
export interface AdminStore {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  /** False: the store is out of the shop altogether. */
  isActive: boolean;
  /** Staff's open/closed switch. */
  acceptsOrders: boolean;
  openingHours: WeeklyHours | null;
  /** The switch and the hours together, at the time of the answer. */
  isOpen: boolean;
}
