import { describe, expect, it } from "vitest";
import { countStoresByState, STORE_COUNT, STORES_PER_STATE } from "./stores.ts";

describe("store footprint", () => {
  it("adds up to the 138 stores the shop claims", () => {
    const total = Object.values(STORES_PER_STATE).reduce((sum, n) => sum + n, 0);
    expect(total).toBe(STORE_COUNT);
    expect(Object.keys(STORES_PER_STATE)).toHaveLength(16);
  });

  it("counts stores per state", () => {
    expect(countStoresByState([{ state: "SP" }, { state: "BA" }, { state: "SP" }])).toEqual({
      SP: 2,
      BA: 1,
    });
    expect(countStoresByState([])).toEqual({});
  });
});
