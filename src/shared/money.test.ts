import { describe, expect, it } from "vitest";
import { formatBRL } from "./money.ts";

describe("formatBRL", () => {
  it("formats cents the Brazilian way", () => {
    expect(formatBRL(899)).toBe("R$ 8,99");
    expect(formatBRL(500)).toBe("R$ 5,00");
    expect(formatBRL(0)).toBe("R$ 0,00");
  });

  it("groups thousands with a dot", () => {
    expect(formatBRL(8_000_000)).toBe("R$ 80.000,00");
    expect(formatBRL(123_456_789)).toBe("R$ 1.234.567,89");
  });

  it("shows negative amounts with a minus sign", () => {
    expect(formatBRL(-90)).toBe("-R$ 0,90");
  });
});
