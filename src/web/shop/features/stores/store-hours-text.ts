import type { DayHours, WeeklyHours } from "#shared/store-hours.ts";
import { WEEKDAY_LABELS } from "#shared/store-hours.ts";

/** A customer reads the week from Monday: 1 … 6, then Sunday (0). */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

const SHORT_LABELS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"] as const;

/** "10:00 às 22:00", or "Fechada" on a day the store does not open. */
export const dayHoursText = (day: DayHours | null | undefined): string =>
  day ? `${day.open} às ${day.close}` : "Fechada";

export interface WeekdayHours {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** "Segunda". */
  label: string;
  text: string;
}

/** The store's week, Monday first, one line a day. */
export function weekHours(hours: WeeklyHours): WeekdayHours[] {
  return WEEK_FROM_MONDAY.map((weekday) => ({
    weekday,
    label: WEEKDAY_LABELS[weekday],
    text: dayHoursText(hours[weekday]),
  }));
}

/**
 * The week in one line, for a page's description: days in a row with the same hours go
 * together ("Seg a Sex 10:00 às 22:00; Sáb e Dom 09:00 às 23:00").
 */
export function weekHoursSummary(hours: WeeklyHours): string {
  const runs: { from: number; to: number; text: string }[] = [];
  for (const weekday of WEEK_FROM_MONDAY) {
    const today = hours[weekday];
    const text = today ? dayHoursText(today) : "fechada";
    const last = runs.at(-1);
    if (last && last.text === text) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, text });
  }
  return runs
    .map(({ from, to, text }) => {
      const days =
        from === to
          ? SHORT_LABELS[from]
          : `${SHORT_LABELS[from]} ${to === (from + 1) % 7 ? "e" : "a"} ${SHORT_LABELS[to]}`;
      return `${days} ${text}`;
    })
    .join("; ");
}
