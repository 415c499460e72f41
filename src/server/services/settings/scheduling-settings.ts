/**
 * The chain's rules for encomendas (Configurações → Encomendas): whether customers may
 * schedule, the slot length, how many days ahead, the payment methods a scheduled order may
 * use, the total from which it is paid upfront by Pix and the customer's cancel cut-off.
 *
 * In force: the saved rules (scheduling_rules, one JSON object, saved whole), else
 * DEFAULT_SCHEDULING_RULES. Orders read them as they are placed, so a change applies to the
 * next encomenda; one already placed keeps its slot and its cancel cut-off.
 */
import type { Database } from "#server/db/client.ts";
import type { SchedulingRulesView } from "#shared/admin-scheduling-rules.ts";
import {
  DEFAULT_SCHEDULING_RULES,
  type SchedulingRules,
  schedulingRulesOf,
} from "#shared/scheduling.ts";
import { readStoredSettings, writeStoredSettings } from "./stored-settings.ts";

/** The rules in force: the saved ones, else the defaults. */
export async function schedulingRulesInForce(db: Database): Promise<SchedulingRules> {
  const stored = await readStoredSettings(db, ["scheduling_rules"]);
  return schedulingRulesOf(stored.scheduling_rules);
}

/** The rules in force and the defaults they replace, as staff see them. */
export async function readSchedulingRules(db: Database): Promise<SchedulingRulesView> {
  return { rules: await schedulingRulesInForce(db), defaults: DEFAULT_SCHEDULING_RULES };
}

/** Saves a whole, validated set of rules and answers with the rules as they now stand. */
export async function updateSchedulingRules(
  db: Database,
  rules: SchedulingRules,
): Promise<SchedulingRulesView> {
  await writeStoredSettings(db, { scheduling_rules: rules });
  return readSchedulingRules(db);
}
