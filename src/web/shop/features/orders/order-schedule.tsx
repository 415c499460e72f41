import type { OrderScheduleView } from "#shared/orders.ts";
import { isStoreTimeZone, STORE_TIME_ZONES } from "#shared/store-time-zone.ts";

/** "(horário do Amazonas)": said only when the store's clock is not Brasília's. */
export function scheduleZoneNote(timeZone: string | undefined): string | null {
  if (!timeZone || timeZone === "America/Sao_Paulo" || !isStoreTimeZone(timeZone)) return null;
  return STORE_TIME_ZONES[timeZone];
}

/**
 * An encomenda's day and slot, in large type (no icon: /confirmacao's code is at its budget): the first thing the customer reads after the
 * headline, on the confirmation and on the tracking page, on the store's clock.
 */
export function OrderSchedule({
  schedule,
  timeZone,
}: {
  schedule: Pick<OrderScheduleView, "label">;
  timeZone: string | undefined;
}) {
  const zone = scheduleZoneNote(timeZone);
  return (
    <div className="rounded-2xl bg-brand-50 p-5 text-brand-900">
      <p data-testid="order-schedule">
        <span className="block font-semibold text-sm">Encomenda para</span>
        <span className="block font-extrabold text-2xl leading-tight sm:text-3xl">
          {schedule.label}
        </span>
        {zone && <span className="block text-sm">({zone})</span>}
      </p>
    </div>
  );
}
