import { describe, expect, it } from "vitest";
import { customerListQuerySchema } from "./admin-customers.ts";
import { reportPeriodSchema } from "./admin-reports.ts";

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
