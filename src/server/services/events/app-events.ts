import { orderEventSchema } from "#shared/order-events.ts";
import { z } from "#shared/zod-pt-br.ts";

export { EVENTS_CHANNEL } from "./events-channel.ts";

/** A change to what /api/catalog serves; `origin` names the instance that already knows. */
const catalogChangedSchema = z.object({
  type: z.literal("catalog.changed"),
  origin: z.string().max(64),
});

/**
 * A staff member's role or store memberships changed (or were revoked): their open staff
 * streams end, and reconnect through the guard with what they may see now.
 */
const staffAccessChangedSchema = z.object({
  type: z.literal("staff.access_changed"),
  userId: z.string().max(64),
});

export const appEventSchema = z.union([
  orderEventSchema,
  catalogChangedSchema,
  staffAccessChangedSchema,
]);
export type AppEvent = z.infer<typeof appEventSchema>;

/**
 * A notification's payload as an event, or null. Anyone with access to the database can
 * NOTIFY this channel, so a payload is checked like any other input.
 */
export function parseAppEvent(payload: string): AppEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const result = appEventSchema.safeParse(json);
  return result.success ? result.data : null;
}
