import { beforeAll, describe, expect, it } from "vitest";
import { readStoredSettings } from "#server/services/settings/stored-settings.ts";
import { chainSettingTests } from "#server/testing/chain-setting.ts";
import { readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import type { CashbackRulesView } from "#shared/admin-club.ts";
import { type CashbackRules, cashbackRulesOf, DEFAULT_CASHBACK_RULES } from "#shared/cashback.ts";

const setting = chainSettingTests<CashbackRulesView>({
  key: "cashback_rules",
  path: "/api/admin/settings/club",
});
let staff: SignedInStaff;
beforeAll(async () => {
  staff = await signedInStaff(setting.t, { stores: ["1"] });
});

const RULES: CashbackRules = {
  enabled: false,
  percent: 2.5,
  expiryDays: 180,
  minimumSpendCents: 1_000,
};

describe("Clube Frosty's rules (Configurações → Clube)", () => {
  it("are the defaults until HQ saves some", async () => {
    expect(await setting.view()).toEqual({
      rules: DEFAULT_CASHBACK_RULES,
      defaults: DEFAULT_CASHBACK_RULES,
    });
  });

  it("saved whole by HQ, are the ones orders read", async () => {
    const response = await setting.put(RULES);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rules: RULES, defaults: DEFAULT_CASHBACK_RULES });
    expect(await setting.view()).toEqual({ rules: RULES, defaults: DEFAULT_CASHBACK_RULES });
    // What orders, the member's wallet and the shop read (cashbackRulesOf over the setting).
    expect(
      cashbackRulesOf(await readStoredSettings(setting.t.database.db, ["cashback_rules"])),
    ).toEqual(RULES);
  });

  it("are HQ's alone, like every chain setting: store staff get 403, no session 401", async () => {
    await setting.put(RULES);
    const read = await staff.browser.request("/api/admin/settings/club");
    expect(read.status).toBe(403);
    const refused = await setting.put(DEFAULT_CASHBACK_RULES, staff.browser);
    expect(refused.status).toBe(403);
    expect((await setting.t.request("/api/admin/settings/club")).status).toBe(401);
    expect((await setting.view()).rules).toEqual(RULES);
  });

  it.each([
    [
      "a percent above 50",
      { ...RULES, percent: 60 },
      ["percent"],
      "O percentual de cashback vai até 50 %",
    ],
    [
      "a negative percent",
      { ...RULES, percent: -1 },
      ["percent"],
      "O percentual de cashback não pode ser negativo",
    ],
    [
      "a percent with three decimals",
      { ...RULES, percent: 2.125 },
      ["percent"],
      "Use até duas casas decimais no percentual",
    ],
    [
      "days that are not whole",
      { ...RULES, expiryDays: 1.5 },
      ["expiryDays"],
      "Informe a validade em dias inteiros",
    ],
    ["0 days", { ...RULES, expiryDays: 0 }, ["expiryDays"], "O cashback vale pelo menos 1 dia"],
    [
      "more than two years",
      { ...RULES, expiryDays: 731 },
      ["expiryDays"],
      "O cashback vale no máximo 730 dias",
    ],
    [
      "a negative minimum",
      { ...RULES, minimumSpendCents: -5 },
      ["minimumSpendCents"],
      "O saldo mínimo não pode ser negativo",
    ],
    [
      "a minimum above R$ 1.000,00",
      { ...RULES, minimumSpendCents: 100_001 },
      ["minimumSpendCents"],
      "O saldo mínimo vai até R$ 1.000,00",
    ],
  ])("refuse %s with a 422 naming the field, and save nothing", async (_, body, path, message) => {
    const response = await setting.put(body);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.issues).toEqual([expect.objectContaining({ path, message })]);
    expect((await setting.view()).rules).toEqual(DEFAULT_CASHBACK_RULES);
  });

  it("refuse a partial or unknown set of rules, and a body that is not JSON", async () => {
    const { enabled: _, ...withoutSwitch } = RULES;
    const partial = await setting.put(withoutSwitch);
    expect(partial.status).toBe(422);
    expect((await readError(partial)).issues?.map((issue) => issue.path)).toEqual([["enabled"]]);
    expect((await setting.put({ ...RULES, bonus: 10 })).status).toBe(422);
    expect((await setting.put({ ...RULES, percent: "5" })).status).toBe(422);
    const notJson = await setting.admin.browser.request("/api/admin/settings/club", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect((await setting.view()).rules).toEqual(DEFAULT_CASHBACK_RULES);
  });
});
