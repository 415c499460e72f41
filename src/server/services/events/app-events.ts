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

/** By `type`, so that a payload that fails says which field is wrong (see parseAppEvent). */
export const appEventSchema = z.discriminatedUnion("type", [
  orderEventSchema,
  catalogChangedSchema,
  staffAccessChangedSchema,
]);
export type AppEvent = z.infer<typeof appEventSchema>;

/** A notification's payload read as an event: the event, or why it is not one. */
export type ParsedAppEvent = { ok: true; event: AppEvent } | { ok: false; reason: string };

/**
 * A notification's payload as an event. Anyone with access to the database can NOTIFY this
 * channel (and an instance of another version may send what this one does not know), so a
 * payload is checked like any other input.
 */
export function parseAppEvent(payload: string): ParsedAppEvent {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { ok: false, reason: "not JSON" };
  }
  const result = appEventSchema.safeParse(json);
  if (result.success) return { ok: true, event: result.data };
  const issues = result.error.issues.map(
    (issue) => `${issue.path.join(".") || "(root)"}: ${issue.code}`,
  );
  return { ok: false, reason: issues.join("; ") };
}
