import type { WeeklyHours } from "#shared/store-hours.ts";
import { StoreHoursTable } from "#web/shop/features/stores/store-hours-table.tsx";
import { island } from "#web/shop/hydration/island.tsx";

/** A store's week on its page; hydrated to mark today's line by the visitor's own day. */
export default function StoreHours({ hours }: { hours: WeeklyHours }) {
  return <StoreHoursTable hours={hours} />;
}

export const StoreHoursIsland = island("store-hours", StoreHours);
