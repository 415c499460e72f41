import { describe, expect, it } from "vitest";
import { formatWait } from "./wait-time.ts";

const MINUTE = 60_000;

describe("formatWait", () => {
  it.each([
    [0, "menos de 1 min"],
    [59_999, "menos de 1 min"],
    [MINUTE, "1 min"],
    [59 * MINUTE + 59_000, "59 min"],
    [60 * MINUTE, "1 h 00"],
    [65 * MINUTE, "1 h 05"],
    [23 * 60 * MINUTE + 59 * MINUTE, "23 h 59"],
    [24 * 60 * MINUTE, "1 dia"],
    [3 * 24 * 60 * MINUTE + 5 * MINUTE, "3 dias"],
  ])("says %i ms as %s", (ms, text) => {
    expect(formatWait(ms)).toBe(text);
  });
});
