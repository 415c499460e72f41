import type { ReactNode } from "react";
import type { ScheduledOrder } from "#shared/admin-scheduled-orders.ts";
import type { ScheduledDay } from "./group-scheduled.ts";
import { ProductionDialog } from "./production-dialog.tsx";
import { dayHeading, slotSummary } from "./schedule-period.ts";

/**
 * The period's days, each with its total, its "Lista de produção" and its slots
 * ("15:00 — 2 encomendas, 70 picolés"), each slot with its encomendas' cards side by side.
 */
export function ScheduledDays({
  days,
  storeId,
  today,
  renderOrder,
}: {
  days: ScheduledDay[];
  storeId: string;
  today: string;
  renderOrder(order: ScheduledOrder): ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      {days.map((day) => (
        <section
          key={day.day}
          aria-labelledby={`agendados-${day.day}`}
          className="flex flex-col gap-3"
          data-testid="scheduled-day"
          data-day={day.day}
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-brand-100 border-b pb-2">
            <h2
              id={`agendados-${day.day}`}
              className="font-extrabold text-lg first-letter:uppercase"
            >
              {dayHeading(day.day, today)}
            </h2>
            <p className="font-semibold text-muted text-sm">
              {day.orders === 0 ? "Nada agendado" : slotSummary(day.orders, day.units)}
            </p>
            {day.orders > 0 && (
              <div className="ml-auto">
                <ProductionDialog storeId={storeId} day={day.day} today={today} />
              </div>
            )}
          </div>
          {day.slots.map((slot) => (
            <div key={slot.slotStart} className="flex flex-col gap-2" data-testid="scheduled-slot">
              <h3 className="font-bold text-lg">
                <span className="font-black">{slot.time}</span> —{" "}
                {slotSummary(slot.orders.length, slot.units)}
              </h3>
              <ul className="grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-3">
                {slot.orders.map((order) => (
                  <li key={order.id}>{renderOrder(order)}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
