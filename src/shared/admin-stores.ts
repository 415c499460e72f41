/**
 * The staff's stores: each store's open/closed switch and weekly hours (São Paulo time), the
 * zod schemas both sides validate with and the shape the server answers with.
 */
import type { WeeklyHours } from "./store-hours.ts";
import { weeklyHoursSchema } from "./store-hours-schemas.ts";
import { z } from "./zod-pt-br.ts";

// The hours' schemas live with the hours (the catalogue declares them too).
export { clockTimeSchema, dayHoursSchema, weeklyHoursSchema } from "./store-hours-schemas.ts";

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
