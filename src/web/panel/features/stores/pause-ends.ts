import { storeClock, type WeeklyHours } from "#shared/store-hours.ts";

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/**
 * The instant the store's clock (its time zone) next reads `time` ("HH:MM") after `now`:
 * today's, or tomorrow's once today's has passed. Brazil keeps no daylight saving since 2019, so
 * minutes ahead on its clock are minutes ahead in time.
 */
export function nextClockTime(time: string, now: Date, timeZone: string): Date {
  const { minutes } = storeClock(now, timeZone);
  const ahead = (toMinutes(time) - minutes + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const startOfMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(startOfMinute + ahead * MINUTE_MS);
}

/**
 * "Até fechar": when the store closes next by today's hours, if it is open by them now; null
 * without published hours, on a day it does not open, or outside today's hours.
 */
export function closingTime(hours: WeeklyHours | null, now: Date, timeZone: string): Date | null {
  if (!hours) return null;
  const { weekday, minutes } = storeClock(now, timeZone);
  const today = hours[weekday];
  const yesterday = hours[(weekday + 6) % 7];
  // Still inside last night's hours that run past midnight.
  if (yesterday && toMinutes(yesterday.close) < toMinutes(yesterday.open)) {
    if (minutes < toMinutes(yesterday.close)) return nextClockTime(yesterday.close, now, timeZone);
  }
  if (!today) return null;
  const open = toMinutes(today.open);
  const close = toMinutes(today.close);
  // The same time for both: open around the clock, no closing to pause until.
  if (open === close || minutes < open) return null;
  if (close > open && minutes >= close) return null;
  return nextClockTime(today.close, now, timeZone);
}
