import { useEffect, useState } from "react";
import { saoPauloClock, type WeeklyHours } from "#shared/store-hours.ts";
import { cn } from "#web/lib/utils.ts";
import { weekHours } from "./store-hours-text.ts";

/**
 * The store's week, Monday first. Today's line is marked once the page runs in the browser
 * (the clock is read in an effect: the server's HTML and the first render carry no "today").
 */
export function StoreHoursTable({ hours }: { hours: WeeklyHours }) {
  const [today, setToday] = useState<number | null>(null);
  useEffect(() => setToday(saoPauloClock(new Date()).weekday), []);

  return (
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
  );
}
