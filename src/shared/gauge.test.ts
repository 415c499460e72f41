import { describe, expect, it } from "vitest";
import { GAUGE_SCALE_MARKS, gaugeStage, goalPercent } from "./gauge.ts";

describe("Picoletômetro", () => {
  it("names the stage by the thresholds 25 / 60 / 90", () => {
    expect(gaugeStage(0)).toBe("Congelado");
    expect(gaugeStage(25)).toBe("Congelado");
    expect(gaugeStage(25.01)).toBe("Gelando");
    expect(gaugeStage(60)).toBe("Gelando");
    expect(gaugeStage(60.5)).toBe("Esquentando");
    expect(gaugeStage(90)).toBe("Esquentando");
    expect(gaugeStage(90.1)).toBe("Derretendo de Vendas");
    expect(gaugeStage(250)).toBe("Derretendo de Vendas");
  });

  it("caps the percentage of the goal at 100", () => {
    expect(goalPercent(4_000_000, 8_000_000)).toBe(50);
    expect(goalPercent(16_000_000, 8_000_000)).toBe(100);
    expect(goalPercent(0, 8_000_000)).toBe(0);
    expect(goalPercent(10, 0)).toBe(100);
  });

  it("marks the scale at 100, 90, 75, 60, 50, 25 and 0", () => {
    expect(GAUGE_SCALE_MARKS).toEqual([100, 90, 75, 60, 50, 25, 0]);
  });
});
