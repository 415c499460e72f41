import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import { readStoreSchedule } from "#server/services/scheduling/store-schedule.ts";
import { readStoreScheduleRoute } from "./schedule.routes.ts";

/** /api/stores/{id}/schedule: the slots the checkout offers for an encomenda. */
export function scheduleRoutes(deps: { db: Database; payments: PaymentDefaults }) {
  return apiRouter().openapi(readStoreScheduleRoute, async (c) => {
    const schedule = await readStoreSchedule(
      deps.db,
      c.req.valid("param").id,
      c.req.valid("query"),
      deps.payments,
    );
    // Capacity changes with every encomenda: never reused.
    c.header("Cache-Control", "no-store");
    return c.json(schedule, 200);
  });
}
