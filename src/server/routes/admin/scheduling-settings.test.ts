import { beforeAll, describe, expect, it } from "vitest";
import { schedulingRulesInForce } from "#server/services/settings/scheduling-settings.ts";
import { chainSettingTests } from "#server/testing/chain-setting.ts";
import { readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import type { SchedulingRulesView } from "#shared/admin-scheduling-rules.ts";
import { DEFAULT_SCHEDULING_RULES, type SchedulingRules } from "#shared/scheduling.ts";

const setting = chainSettingTests<SchedulingRulesView>({
  key: "scheduling_rules",
  path: "/api/admin/settings/scheduling",
});
let staff: SignedInStaff;
beforeAll(async () => {
  staff = await signedInStaff(setting.t, { stores: ["1"] });
});

const RULES: SchedulingRules = {
  enabled: false,
  slotMinutes: 60,
  daysAhead: 7,
  paymentMethods: ["pix", "cash"],
  upfrontFromCents: null,
  cancelCutoffHours: 12,
};

describe("the encomendas' rules (Configurações → Encomendas)", () => {
  it("are the defaults until HQ saves some", async () => {
    expect(await setting.view()).toEqual({
      rules: DEFAULT_SCHEDULING_RULES,
      defaults: DEFAULT_SCHEDULING_RULES,
    });
    expect(await schedulingRulesInForce(setting.t.database.db)).toEqual(DEFAULT_SCHEDULING_RULES);
  });

  it("saved whole by HQ, are the ones the order path reads", async () => {
    const response = await setting.put(RULES);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rules: RULES, defaults: DEFAULT_SCHEDULING_RULES });
    expect(await setting.view()).toEqual({ rules: RULES, defaults: DEFAULT_SCHEDULING_RULES });
    expect(await schedulingRulesInForce(setting.t.database.db)).toEqual(RULES);
    // An upfront threshold in cents, saved and read back as it was.
    await setting.put({ ...RULES, upfrontFromCents: 15_000 });
    expect((await setting.view()).rules.upfrontFromCents).toBe(15_000);
  });

  it("are HQ's alone, like every chain setting: store staff get 403, no session 401", async () => {
    await setting.put(RULES);
    expect((await staff.browser.request("/api/admin/settings/scheduling")).status).toBe(403);
    const refused = await setting.put(DEFAULT_SCHEDULING_RULES, staff.browser);
    expect(refused.status).toBe(403);
    expect((await setting.t.request("/api/admin/settings/scheduling")).status).toBe(401);
    expect((await setting.view()).rules).toEqual(RULES);
  });

  it.each([
    [
      "a 10-minute slot",
      { slotMinutes: 10 },
      ["slotMinutes"],
      "O horário tem pelo menos 15 minutos",
    ],
    ["a 3-hour slot", { slotMinutes: 180 }, ["slotMinutes"], "O horário tem no máximo 120 minutos"],
    ["0 days ahead", { daysAhead: 0 }, ["daysAhead"], "Pelo menos 1 dia"],
    [
      "no payment method",
      { paymentMethods: [] },
      ["paymentMethods"],
      "Escolha pelo menos uma forma de pagamento",
    ],
    [
      "an unknown payment method",
      { paymentMethods: ["pix", "boleto"] },
      ["paymentMethods", 1],
      "Forma de pagamento inválida",
    ],
    [
      "a negative upfront threshold",
      { upfrontFromCents: -1 },
      ["upfrontFromCents"],
      "O valor não pode ser negativo",
    ],
    [
      "a negative cancel cut-off",
      { cancelCutoffHours: -2 },
      ["cancelCutoffHours"],
      "O prazo não pode ser negativo",
    ],
  ])(
    "refuse %s with a 422 in Portuguese naming the field, and save nothing",
    async (_, change, path, message) => {
      const response = await setting.put({ ...RULES, ...change });
      expect(response.status).toBe(422);
      const error = await readError(response);
      expect(error.issues).toEqual([expect.objectContaining({ path, message })]);
      expect((await setting.view()).rules).toEqual(DEFAULT_SCHEDULING_RULES);
    },
  );

  it("refuse a partial or unknown set of rules", async () => {
    const { slotMinutes: _, ...withoutSlot } = RULES;
    const partial = await setting.put(withoutSlot);
    expect(partial.status).toBe(422);
    expect((await readError(partial)).issues?.map((issue) => issue.path)).toEqual([
      ["slotMinutes"],
    ]);
    expect((await setting.put({ ...RULES, surprise: true })).status).toBe(422);
    expect((await setting.view()).rules).toEqual(DEFAULT_SCHEDULING_RULES);
  });
});
