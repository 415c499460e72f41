import { useEffect, useState } from "react";
import { storeClock, type WeeklyHours } from "#shared/store-hours.ts";
import { isStoreTimeZone, STORE_TIME_ZONES } from "#shared/store-time-zone.ts";
import { cn } from "#web/lib/utils.ts";
import { weekHours } from "./store-hours-text.ts";

/**
 * The store's week, Monday first, in the store's own time: a store outside Brasília's time says
 * whose ("Horários no horário do Amazonas"). Today's line (the store's today) is marked once the
 * page runs in the browser (the clock is read in an effect: the server's HTML and the first
 * render carry no "today").
 */
export function StoreHoursTable({ hours, timeZone }: { hours: WeeklyHours; timeZone: string }) {
  const [today, setToday] = useState<number | null>(null);
  useEffect(() => setToday(storeClock(new Date(), timeZone).weekday), [timeZone]);
  const zoneName = isStoreTimeZone(timeZone) ? STORE_TIME_ZONES[timeZone] : null;

  return (
    <>
      {zoneName && timeZone !== "America/Sao_Paulo" && (
        <p className="mb-2 text-muted text-sm" data-testid="store-time-zone">
          Horários no {zoneName}.
        </p>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">Horário de funcionamento</caption>
        <tbody>
          {weekHours(hours).map(({ weekday, label, text }) => {
            const isToday = weekday === today;
            return (
              <tr
                key={weekday}
                aria-current={isToday ? "date" : undefined}
                className={cn("border-brand-100 border-b last:border-0", isToday && "bg-brand-50")}
              >
                <th
                  scope="row"
                  className={cn("py-2 pl-2 text-left", isToday ? "font-bold" : "font-semibold")}
                >
                  {label}
                </th>
                <td className={cn("py-2 pr-2 text-right tabular-nums", isToday && "font-bold")}>
                  {text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
