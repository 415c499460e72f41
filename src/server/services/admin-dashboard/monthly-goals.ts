import type { Database } from "#server/db/client.ts";
import {
  type MonthlyGoals,
  readMonthlyGoalSettings,
} from "#server/services/settings/shop-settings.ts";

export type { MonthlyGoals };

/**
 * The gauge's goals, as staff set them in /admin/configuracoes (src/server/services/settings).
 * A missing or malformed value (edited by hand) falls back to the seeded default rather than
 * breaking the dashboard.
 */
export function readMonthlyGoals(db: Database): Promise<MonthlyGoals> {
  return readMonthlyGoalSettings(db);
}
