import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { stores } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { WeeklyHours } from "#shared/store-hours.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await t.database.dispose();
});

const TEN_TO_TEN: WeeklyHours = Array.from({ length: 7 }, () => ({
  open: "10:00",
  close: "22:00",
}));

async function isOpen(id: string): Promise<boolean | undefined> {
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.stores.find((store) => store.id === id)?.isOpen;
}

describe("the catalogue's open/closed flags", () => {
  it("turn over by themselves when a store opens, without any change of data", async () => {
    // Only the clock and timers are faked; a minute of fake time passes in no time at all.
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(new Date("2025-03-10T09:59:30-03:00"));
    await t.database.db.update(stores).set({ openingHours: TEN_TO_TEN }).where(eq(stores.id, "7"));
    t.catalog.invalidate();

    expect(await isOpen("7")).toBe(false);
    expect(await isOpen("8")).toBe(true); // no hours published: open

    await vi.advanceTimersByTimeAsync(31_000);
    expect(await isOpen("7")).toBe(true);

    vi.setSystemTime(new Date("2025-03-10T21:59:00-03:00"));
    t.catalog.invalidate();
    expect(await isOpen("7")).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await isOpen("7")).toBe(false);
  });
});
