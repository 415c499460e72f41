import type { ReportPeriod } from "#shared/admin-reports.ts";
import { lastDaysPeriod, monthPeriod, shopDate } from "#shared/shop-calendar.ts";

export interface PeriodPreset {
  label: string;
  period: ReportPeriod;
}

/**
 * Today in Brasília, whatever zone the browser is in: the dates a period names (each store
 * counts them on its own clock).
 */
export function shopToday(): string {
  return shopDate(new Date());
}

/** The quick choices, from `today`: the last 7 and 30 days (today included) and this month. */
export function periodPresets(today: string): PeriodPreset[] {
  return [
    { label: "7 dias", period: lastDaysPeriod(today, 7) },
    { label: "30 dias", period: lastDaysPeriod(today, 30) },
    { label: "Este mês", period: monthPeriod(today) },
  ];
}

/** The report opens on the whole current month. */
export function defaultPeriod(): ReportPeriod {
  return monthPeriod(shopToday());
}

export const samePeriod = (a: ReportPeriod, b: ReportPeriod) => a.from === b.from && a.to === b.to;
