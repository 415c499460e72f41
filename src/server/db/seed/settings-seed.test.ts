import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { seedDatabase } from "./index.ts";
import { SETTING_DEFAULTS } from "./settings-data.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ fresh: true });
});
afterAll(() => database.dispose());

describe("the settings seed", () => {
  it("stores the dashboard's monthly goals", async () => {
    const rows = await database.db
      .select({ key: settings.key, value: settings.value })
      .from(settings);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual(SETTING_DEFAULTS);
    expect(SETTING_DEFAULTS).toEqual({
      monthly_goal_cents: 8_000_000,
      monthly_goal_quantity: 8_900,
    });
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
