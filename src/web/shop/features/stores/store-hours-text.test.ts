import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "#shared/store-hours.ts";
import { weekHours, weekHoursSummary } from "./store-hours-text.ts";

const day = (open: string, close: string) => ({ open, close });
// Sunday first, as stored.
const hours: WeeklyHours = [
  day("12:00", "20:00"),
  day("10:00", "22:00"),
  day("10:00", "22:00"),
  day("10:00", "22:00"),
  day("10:00", "22:00"),
  day("10:00", "22:00"),
  day("09:00", "23:00"),
];

describe("a store's hours as text", () => {
  it("lists the week from Monday, a closed day as 'Fechada'", () => {
    const week = weekHours([null, ...hours.slice(1)]);
    expect(week.map((line) => `${line.label}: ${line.text}`)).toEqual([
      "Segunda: 10:00 às 22:00",
      "Terça: 10:00 às 22:00",
      "Quarta: 10:00 às 22:00",
      "Quinta: 10:00 às 22:00",
      "Sexta: 10:00 às 22:00",
      "Sábado: 09:00 às 23:00",
      "Domingo: Fechada",
    ]);
    expect(week.map((line) => line.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it("sums the week up, days in a row with the same hours together", () => {
    expect(weekHoursSummary(hours)).toBe(
      "Seg a Sex 10:00 às 22:00; Sáb 09:00 às 23:00; Dom 12:00 às 20:00",
    );
    const weekend: WeeklyHours = [
      day("09:00", "23:00"),
      ...hours.slice(1, 6),
      day("09:00", "23:00"),
    ];
    expect(weekHoursSummary(weekend)).toBe("Seg a Sex 10:00 às 22:00; Sáb e Dom 09:00 às 23:00");
    expect(weekHoursSummary([null, ...hours.slice(1)])).toBe(
      "Seg a Sex 10:00 às 22:00; Sáb 09:00 às 23:00; Dom fechada",
    );
    // Past midnight stays as the staff wrote it.
    expect(weekHoursSummary(Array(7).fill(day("18:00", "02:00")))).toBe("Seg a Dom 18:00 às 02:00");
  });
});
