import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "#server/db/schema.ts";
import { NO_PAYMENT_DEFAULTS } from "#server/pix-config.ts";
import { loadCatalog } from "#server/services/catalog.ts";
import { readPaymentSettings } from "#server/services/settings/payment-settings.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { seedDatabase } from "./index.ts";
import { SETTING_DEFAULTS } from "./settings-data.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ fresh: true });
});
afterAll(() => database.dispose());

describe("the settings seed", () => {
  it("stores the dashboard's monthly goals and the test payment's switch", async () => {
    const rows = await database.db
      .select({ key: settings.key, value: settings.value })
      .from(settings);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual(SETTING_DEFAULTS);
    expect(SETTING_DEFAULTS).toEqual({
      monthly_goal_cents: 8_000_000,
      monthly_goal_quantity: 8_900,
      payment_methods: { test: false },
    });
  });

  it("offers no test payment on a fresh install, at any store; every other method stays on", async () => {
    const payments = await readPaymentSettings(database.db, NO_PAYMENT_DEFAULTS);
    expect(payments.methods).toEqual({
      pix: true,
      cash: true,
      card: true,
      whatsapp: true,
      test: false,
    });
    const catalog = await loadCatalog(database.db);
    expect(catalog.stores).toHaveLength(138);
    for (const store of catalog.stores) expect(store.paymentMethods).not.toContain("test");
    expect(catalog.stores[0]?.paymentMethods).toEqual(["cash", "card", "whatsapp"]);
  });

  it("leaves the test payment on where the tests' prepared database switched it on", async () => {
    const prepared = await createTestDatabase();
    try {
      const payments = await readPaymentSettings(prepared.db, NO_PAYMENT_DEFAULTS);
      expect(payments.methods.test).toBe(true);
      // A server's start seeds again: what was switched on stays on.
      await seedDatabase(prepared.db);
      expect((await readPaymentSettings(prepared.db, NO_PAYMENT_DEFAULTS)).methods.test).toBe(true);
    } finally {
      await prepared.dispose();
    }
  });

  it("never overwrites a goal staff changed, nor duplicates one", async () => {
    await database.db
      .update(settings)
      .set({ value: 12_345 })
      .where(eq(settings.key, "monthly_goal_quantity"));
    await seedDatabase(database.db);
    await seedDatabase(database.db);
    const rows = await database.db.select().from(settings);
    expect(rows).toHaveLength(Object.keys(SETTING_DEFAULTS).length);
    expect(rows.find((row) => row.key === "monthly_goal_quantity")?.value).toBe(12_345);
  });
});
