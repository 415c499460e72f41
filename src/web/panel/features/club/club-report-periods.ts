import { addMonths, type ClubReportPeriod } from "#shared/admin-club.ts";

export const CLUB_PERIOD_CHOICES = ["last-12", "this-year", "last-year"] as const;
export type ClubPeriodChoice = (typeof CLUB_PERIOD_CHOICES)[number];

export const CLUB_PERIOD_LABELS: Record<ClubPeriodChoice, string> = {
  "last-12": "Últimos 12 meses",
  "this-year": "Este ano",
  "last-year": "Ano passado",
};

/** The months of a choice, seen from `thisMonth` ("YYYY-MM", São Paulo). */
export function clubPeriodOf(choice: ClubPeriodChoice, thisMonth: string): ClubReportPeriod {
  const year = Number(thisMonth.slice(0, 4));
  switch (choice) {
    case "last-12":
      return { from: addMonths(thisMonth, -11), to: thisMonth };
    case "this-year":
      return { from: `${year}-01`, to: thisMonth };
    case "last-year":
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  }
}
