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

describe("parseBRLInput with allowNegative (a size's price adjustment)", () => {
  const signed = (input: string) => parseBRLInput(input, { allowNegative: true });

  it("reads a minus sign before the amount or the symbol", () => {
    expect(signed("-1,50")).toBe(-150);
    expect(signed("-2")).toBe(-200);
    expect(signed("-0,5")).toBe(-50);
    expect(signed(" - 1,50 ")).toBe(-150);
    expect(signed("R$ -1,50")).toBe(-150);
    expect(signed("-R$ 1,50")).toBe(-150);
    expect(signed("-1.250,00")).toBe(-125_000);
    expect(signed("-7.50")).toBe(-750);
  });

  it("reads everything the unsigned form reads the same way", () => {
    expect(signed("1,50")).toBe(150);
    expect(signed("1.250")).toBe(125_000);
    expect(signed("R$ 3,50")).toBe(350);
    expect(signed("0")).toBe(0);
  });

  it("reads minus zero as zero", () => {
    expect(Object.is(signed("-0"), 0)).toBe(true);
    expect(Object.is(signed("-0,00"), 0)).toBe(true);
  });

  it("refuses what is not an amount", () => {
    for (const input of ["-", "R$ -", "--1,50", "-R$-1,50", "1,50-", "+1,50", "-abc", "-7,555"]) {
      expect(signed(input), input).toBeNull();
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

  it("writes negative cents with a minus sign the signed form reads back", () => {
    expect(centsToBRLInput(-150)).toBe("-1,50");
    expect(centsToBRLInput(-5)).toBe("-0,05");
    expect(parseBRLInput(centsToBRLInput(-9_999), { allowNegative: true })).toBe(-9_999);
  });
});
