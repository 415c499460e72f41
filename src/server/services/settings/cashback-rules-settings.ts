/**
 * Clube Frosty's rules (Configurações → Clube): whether the club is on, the cashback percent,
 * how many days a lot stays available and the balance a member needs before using it.
 *
 * In force: the saved rules (cashback_rules, one JSON object, saved whole), else
 * DEFAULT_CASHBACK_RULES. Orders read them afresh when they are paid (cashbackRulesOf), so a
 * change applies to the next order; a lot keeps the expiry days it was earned under.
 */
import type { Database } from "#server/db/client.ts";
import type { CashbackRulesView } from "#shared/admin-club.ts";
import { type CashbackRules, cashbackRulesOf, DEFAULT_CASHBACK_RULES } from "#shared/cashback.ts";
import { readStoredSettings, writeStoredSettings } from "./stored-settings.ts";

/** The rules in force: the saved ones, else the defaults. */
export async function cashbackRulesInForce(db: Database): Promise<CashbackRules> {
  return cashbackRulesOf(await readStoredSettings(db, ["cashback_rules"]));
}

/** The rules in force and the defaults they replace, as staff see them. */
export async function readCashbackRules(db: Database): Promise<CashbackRulesView> {
  return { rules: await cashbackRulesInForce(db), defaults: DEFAULT_CASHBACK_RULES };
}

/** Saves a whole, validated set of rules and answers with the rules as they now stand. */
export async function updateCashbackRules(
  db: Database,
  rules: CashbackRules,
): Promise<CashbackRulesView> {
  await writeStoredSettings(db, { cashback_rules: rules });
  return readCashbackRules(db);
}
