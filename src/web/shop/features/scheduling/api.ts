import { api } from "#web/lib/api-client.ts";

/**
 * The days and slots the store offers an encomenda of this cart: `units` picolés (a day
 * without room for them comes "esgotado") with `leadHours` of notice (its party boxes').
 */
export function getStoreSchedule(storeId: string, units: number, leadHours: number) {
  return api("get", "/api/stores/{id}/schedule", {
    path: { id: storeId },
    query: { units: Math.max(1, units), leadHours },
  });
}
