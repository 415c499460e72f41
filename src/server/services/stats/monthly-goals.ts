import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { settings } from "../../db/schema.ts";
import { SETTING_DEFAULTS, type SettingKey } from "../../db/seed/settings-data.ts";

export interface MonthlyGoals {
  monthlyGoalCents: number;
  monthlyGoalQuantity: number;
}

const goalValue = z.int().min(0);

/**
 * The gauge's goals from the settings table. A missing or malformed value (edited by hand)
 * falls back to the seeded default rather than breaking the dashboard.
 */
export async function readMonthlyGoals(db: Database): Promise<MonthlyGoals> {
  const keys: SettingKey[] = ["monthly_goal_cents", "monthly_goal_quantity"];
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const goal = (key: SettingKey): number => {
    const parsed = goalValue.safeParse(rows.find((row) => row.key === key)?.value);
    return parsed.success ? parsed.data : SETTING_DEFAULTS[key];
  };
  return {
    monthlyGoalCents: goal("monthly_goal_cents"),
    monthlyGoalQuantity: goal("monthly_goal_quantity"),
  };
}
