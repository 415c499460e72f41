import { storeClock, type WeeklyHours } from "#shared/store-hours.ts";

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const MINUTE_MS = 60_000;

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The minutes of the week (Sunday 00:00 = 0) at which these hours open or close a store. */
function weeklyBoundaries(hours: WeeklyHours): number[] {
  const boundaries: number[] = [];
  hours.forEach((day, weekday) => {
    if (!day) return;
    const open = toMinutes(day.open);
    const close = toMinutes(day.close);
    const dayStart = weekday * MINUTES_PER_DAY;
    boundaries.push(dayStart + open);
    // A close at or before the open falls on the next day (and Saturday's runs into Sunday).
    const closeDay = close > open ? dayStart : dayStart + MINUTES_PER_DAY;
    boundaries.push((closeDay + close) % MINUTES_PER_WEEK);
  });
  return boundaries;
}

/**
 * The next instant after `now` at which any of these stores may open or close by its hours,
 * or null when none publishes hours. The catalogue is rebuilt then, so its `isOpen` flags
 * never go stale. Each store's hours are on its own clock; Brazil has had no daylight saving
 * since 2019, so minutes of the week map to instants by plain arithmetic.
 */
export function nextOpeningChange(
  stores: readonly { openingHours: WeeklyHours | null; timeZone: string }[],
  now: Date,
): Date | null {
  let soonest: number | null = null;
  for (const store of stores) {
    if (!store.openingHours) continue;
    const { weekday, minutes } = storeClock(now, store.timeZone);
    const nowInWeek = weekday * MINUTES_PER_DAY + minutes;
    for (const boundary of weeklyBoundaries(store.openingHours)) {
      // A boundary in the current minute has already been applied (hours have minute precision).
      const ahead =
        (boundary - nowInWeek + MINUTES_PER_WEEK) % MINUTES_PER_WEEK || MINUTES_PER_WEEK;
      if (soonest === null || ahead < soonest) soonest = ahead;
    }
  }
  if (soonest === null) return null;
  const startOfMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(startOfMinute + soonest * MINUTE_MS);
}
