import { describe, expect, it } from "vitest";
import { customerListQuerySchema } from "./admin-customers.ts";
import {
  COUNTED_ORDER_STATUSES,
  periodName,
  reportPeriodSchema,
  SHOP_DAYS_NOTE,
} from "./admin-reports.ts";

describe("the reports' query schemas", () => {
  it("accepts a period of up to 366 days, in order", () => {
    expect(reportPeriodSchema.safeParse({ from: "2024-01-01", to: "2024-12-31" }).success).toBe(
      true,
    );
    const long = reportPeriodSchema.safeParse({ from: "2024-01-01", to: "2025-01-01" });
    expect(long.error?.issues[0]?.message).toBe("O período pode ter no máximo 366 dias");
    const reversed = reportPeriodSchema.safeParse({ from: "2026-11-02", to: "2026-11-01" });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ["to"],
      message: "A data final deve ser igual ou posterior à data inicial",
    });
  });

  it("reads the customers' page and search", () => {
    expect(customerListQuerySchema.parse({})).toEqual({ q: "", page: 1 });
    expect(customerListQuerySchema.parse({ q: "  ana ", page: "3" })).toEqual({
      q: "ana",
      page: 3,
    });
    expect(customerListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});

describe("a period's name", () => {
  const TODAY = "2026-11-27";
  it.each([
    [{ from: TODAY, to: TODAY }, "Hoje, 27/11"],
    [{ from: "2026-11-26", to: "2026-11-26" }, "Ontem, 26/11"],
    [{ from: "2026-11-20", to: "2026-11-20" }, "20/11"],
    [{ from: "2026-11-21", to: TODAY }, "Últimos 7 dias: 21/11 – 27/11"],
    [{ from: "2026-10-29", to: TODAY }, "Últimos 30 dias: 29/10 – 27/11"],
    [{ from: "2026-11-01", to: "2026-11-30" }, "Este mês: 01/11 – 30/11"],
    [{ from: "2026-10-01", to: "2026-10-31" }, "Outubro de 2026: 01/10 – 31/10"],
    [{ from: "2026-11-02", to: "2026-11-15" }, "02/11 – 15/11"],
    [{ from: "2025-12-20", to: "2026-01-10" }, "20/12/2025 – 10/01"],
    [{ from: "2025-03-01", to: "2025-03-01" }, "01/03/2025"],
  ])("names %j as %j", (period, name) => {
    expect(periodName(period, TODAY)).toBe(name);
  });

  it("counts the orders placed and not cancelled, a Pix once paid", () => {
    expect(COUNTED_ORDER_STATUSES).toEqual([
      "scheduled",
      "pending",
      "preparing",
      "ready",
      "out_for_delivery",
      "delivered",
    ]);
    expect(SHOP_DAYS_NOTE).toBe(
      "Dias contados no horário de cada loja; encomendas no dia para o qual foram agendadas.",
    );
  });
});
