import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { settings } from "#server/db/schema.ts";
import { schedulingRulesInForce } from "#server/services/settings/scheduling-settings.ts";
import { readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { SchedulingRulesView } from "#shared/admin-scheduling-rules.ts";
import { DEFAULT_SCHEDULING_RULES, type SchedulingRules } from "#shared/scheduling.ts";

let t: TestApp;
let admin: SignedInStaff;
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  staff = await signedInStaff(t, { stores: ["1"] });
});
afterAll(() => t.database.dispose());

// Each test starts from no saved rules: the defaults.
beforeEach(async () => {
  await t.database.db.delete(settings).where(eq(settings.key, "scheduling_rules"));
});

const putRules = (body: unknown, browser = admin.browser) =>
  browser.request("/api/admin/settings/scheduling", { method: "PUT", json: body });

async function view(): Promise<SchedulingRulesView> {
  const response = await admin.browser.request("/api/admin/settings/scheduling");
  expect(response.status).toBe(200);
  return (await response.json()) as SchedulingRulesView;
}

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
    expect(await view()).toEqual({
      rules: DEFAULT_SCHEDULING_RULES,
      defaults: DEFAULT_SCHEDULING_RULES,
    });
    expect(await schedulingRulesInForce(t.database.db)).toEqual(DEFAULT_SCHEDULING_RULES);
  });

  it("saved whole by HQ, are the ones the order path reads", async () => {
    const response = await putRules(RULES);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rules: RULES, defaults: DEFAULT_SCHEDULING_RULES });
    expect(await view()).toEqual({ rules: RULES, defaults: DEFAULT_SCHEDULING_RULES });
    expect(await schedulingRulesInForce(t.database.db)).toEqual(RULES);
    // An upfront threshold in cents, saved and read back as it was.
    await putRules({ ...RULES, upfrontFromCents: 15_000 });
    expect((await view()).rules.upfrontFromCents).toBe(15_000);
  });

  it("are HQ's alone, like every chain setting: store staff get 403, no session 401", async () => {
    await putRules(RULES);
    expect((await staff.browser.request("/api/admin/settings/scheduling")).status).toBe(403);
    const refused = await putRules(DEFAULT_SCHEDULING_RULES, staff.browser);
    expect(refused.status).toBe(403);
    expect((await t.request("/api/admin/settings/scheduling")).status).toBe(401);
    expect((await view()).rules).toEqual(RULES);
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
      const response = await putRules({ ...RULES, ...change });
      expect(response.status).toBe(422);
      const error = await readError(response);
      expect(error.issues).toEqual([expect.objectContaining({ path, message })]);
      expect((await view()).rules).toEqual(DEFAULT_SCHEDULING_RULES);
    },
  );

  it("refuse a partial or unknown set of rules", async () => {
    const { slotMinutes: _, ...withoutSlot } = RULES;
    const partial = await putRules(withoutSlot);
    expect(partial.status).toBe(422);
    expect((await readError(partial)).issues?.map((issue) => issue.path)).toEqual([
      ["slotMinutes"],
    ]);
    expect((await putRules({ ...RULES, surprise: true })).status).toBe(422);
    expect((await view()).rules).toEqual(DEFAULT_SCHEDULING_RULES);
  });
});
