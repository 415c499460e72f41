/** The Picoletômetro: the month's sales as a share of the goal, as a stage. */

export const GAUGE_SCALE_MARKS = [100, 90, 75, 60, 50, 25, 0] as const;

export type GaugeStage = "Congelado" | "Gelando" | "Esquentando" | "Derretendo de Vendas";

/** Percent of the goal reached, capped at 100 (a goal of 0 counts as reached). */
export function goalPercent(current: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.min(100, Math.max(0, (current / goal) * 100));
}

/** Up to 25 Congelado; up to 60 Gelando; up to 90 Esquentando; above 90 Derretendo de Vendas. */
export function gaugeStage(percent: number): GaugeStage {
  const capped = Math.min(100, percent);
  if (capped <= 25) return "Congelado";
  if (capped <= 60) return "Gelando";
  if (capped <= 90) return "Esquentando";
  return "Derretendo de Vendas";
}
