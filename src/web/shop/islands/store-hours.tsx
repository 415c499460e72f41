import type { WeeklyHours } from "#shared/store-hours.ts";
import { StoreHoursTable } from "#web/shop/features/stores/store-hours-table.tsx";
import { island } from "#web/shop/hydration/island.tsx";

/** A store's week on its page; hydrated to mark today's line by the store's own day. */
export default function StoreHours({ hours, timeZone }: { hours: WeeklyHours; timeZone: string }) {
  return <StoreHoursTable hours={hours} timeZone={timeZone} />;
}

export const StoreHoursIsland = island("store-hours", StoreHours);
