import { describe, expect, it } from "vitest";
import { formatOrderDate, formatStepTime } from "./order-times.ts";

describe("order times", () => {
  it("reads the shop's clock (São Paulo), whatever the device's zone", () => {
    // 02:30 UTC on the 24th is still 23:30 on the 23rd in São Paulo.
    expect(formatStepTime("2026-11-24T02:30:00.000Z", "2026-11-24T02:00:00.000Z")).toBe("23:30");
    expect(formatOrderDate("2026-11-24T02:30:00.000Z")).toBe("23/11/2026 às 23:30");
  });

  it("names the day of a step that came on a later day than the order", () => {
    expect(formatStepTime("2026-11-24T03:10:00.000Z", "2026-11-24T02:50:00.000Z")).toBe(
      "24/11 às 00:10",
    );
  });
});
