import { describe, expect, it } from "vitest";
import { centsToBRLInput, parseBRLInput } from "./money-input.ts";

describe("parseBRLInput", () => {
  it("reads pt-BR amounts into cents", () => {
    expect(parseBRLInput("5,00")).toBe(500);
    expect(parseBRLInput("7,5")).toBe(750);
    expect(parseBRLInput("0,99")).toBe(99);
    expect(parseBRLInput("R$ 7,50")).toBe(750);
    expect(parseBRLInput("  r$7,50 ")).toBe(750);
    expect(parseBRLInput("1.234,56")).toBe(123_456);
    expect(parseBRLInput("80.000,00")).toBe(8_000_000);
    expect(parseBRLInput("80000")).toBe(8_000_000);
    expect(parseBRLInput("80.000")).toBe(8_000_000);
    expect(parseBRLInput("0")).toBe(0);
  });

  it("takes a dot before one or two final digits as the decimal point", () => {
    expect(parseBRLInput("7.50")).toBe(750);
    expect(parseBRLInput("7.5")).toBe(750);
  });

  it("refuses what is not an amount", () => {
    for (const input of [
      "",
      "   ",
      "abc",
      "7,555",
      "-5,00",
      "5,00,00",
      "1.23,00",
      "12.34.5",
      "5 reais",
      "1e3",
      ",50",
    ]) {
      expect(parseBRLInput(input), input).toBeNull();
    }
  });
});

describe("centsToBRLInput", () => {
  it("writes cents back the way the field reads them", () => {
    expect(centsToBRLInput(500)).toBe("5,00");
    expect(centsToBRLInput(750)).toBe("7,50");
    expect(centsToBRLInput(8_000_000)).toBe("80000,00");
    expect(centsToBRLInput(5)).toBe("0,05");
    expect(parseBRLInput(centsToBRLInput(123_456))).toBe(123_456);
  });
});
