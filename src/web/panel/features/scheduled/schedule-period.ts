import { addDays, shortDate, WEEKDAY_NAMES } from "#shared/scheduling.ts";

/** What "Agendados" shows at once: today, tomorrow, or the seven days from today. */
export const SCHEDULE_PERIODS = ["hoje", "amanha", "semana"] as const;
export type SchedulePeriod = (typeof SCHEDULE_PERIODS)[number];

export const SCHEDULE_PERIOD_LABELS: Record<SchedulePeriod, string> = {
  hoje: "Hoje",
  amanha: "Amanhã",
  semana: "Semana",
};

export function isSchedulePeriod(value: unknown): value is SchedulePeriod {
  return (SCHEDULE_PERIODS as readonly unknown[]).includes(value);
}

/** The days ("YYYY-MM-DD", the store's clock) a period covers, from the store's today. */
export function periodDays(period: SchedulePeriod, today: string): { from: string; to: string } {
  if (period === "hoje") return { from: today, to: today };
  if (period === "amanha") return { from: addDays(today, 1), to: addDays(today, 1) };
  return { from: today, to: addDays(today, 6) };
}

/** "Hoje · sábado, 28/11", "Amanhã · domingo, 29/11", "segunda-feira, 30/11". */
export function dayHeading(day: string, today: string): string {
  const weekday = WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()];
  const date = `${weekday}, ${shortDate(day)}`;
  if (day === today) return `Hoje · ${date}`;
  if (day === addDays(today, 1)) return `Amanhã · ${date}`;
  return date;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 encomendas, 70 picolés". */
export function slotSummary(orders: number, units: number): string {
  return `${plural(orders, "encomenda", "encomendas")}, ${plural(units, "picolé", "picolés")}`;
}
