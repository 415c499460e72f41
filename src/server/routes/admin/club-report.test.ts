import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { cancelOrderCashback } from "#server/services/cashback/cancel.ts";
import { earnCashback, releaseCashback } from "#server/services/cashback/earn.ts";
import { expireCashback } from "#server/services/cashback/expire.ts";
import { spendCashback } from "#server/services/cashback/spend.ts";
import { takeBackRefund } from "#server/services/cashback/take-back.ts";
import { csvText, parseCsv } from "#server/testing/csv.ts";
import { readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { ClubReport } from "#shared/admin-club.ts";
import { type CashbackRules, DEFAULT_CASHBACK_RULES } from "#shared/cashback.ts";

// The report's clock: mid-November 2026, so the default period is 2025-12 … 2026-11.
const NOW = new Date("2026-11-15T15:00:00Z");
const RULES: CashbackRules = { ...DEFAULT_CASHBACK_RULES, percent: 10, expiryDays: 30 };
const at = (iso: string) => new Date(iso);
const ZERO = {
  earnedCents: 0,
  spentCents: 0,
  returnedCents: 0,
  voidedCents: 0,
  takenBackCents: 0,
  expiredCents: 0,
};

let t: TestApp;
let admin: SignedInStaff;
let staffOf1: SignedInStaff;

const run = randomUUID().slice(0, 8);
const order = (name: string) => `ORD-${run}-${name}`;

async function member(): Promise<string> {
  const id = `member-${randomUUID()}`;
  await t.database.db.insert(users).values({ id, name: "Membro", email: `${id}@clube.test` });
  return id;
}

async function earn(memberId: string, name: string, storeId: string, cents: number, when: string) {
  const lot = await earnCashback(t.database.db, {
    memberId,
    orderId: order(name),
    storeId,
    productsCentsAfterCoupon: cents * 10,
    rules: RULES,
    now: at(when),
  });
  expect(lot?.amountCents).toBe(cents);
}

async function spend(
  memberId: string,
  name: string,
  storeId: string,
  cents: number,
  balance: number,
  when: string,
) {
  await spendCashback(t.database.db, {
    memberId,
    orderId: order(name),
    storeId,
    cents,
    expectedBalanceCents: balance,
    now: at(when),
  });
}

/**
 * The ledger of four members across three stores (São Paulo is UTC−3):
 * - A (store 1): M1 earns 10,00 on 30/09 at 23:00 in São Paulo (01/10 02:00 UTC), released
 *   05/10; M1 spends 4,00 of it at store 2 on 10/10; the other 6,00 expire on 04/11.
 * - D (store 2): M2 earns 5,00 on 02/11, released 03/11 (available now).
 * - E (store 1): M2 earns 3,00 on 10/11, not delivered yet (pending).
 * - F (store 1): M3 earns 2,00 on 11/11, cancelled on 12/11 (voided).
 * - G (store 1): M2 spends 1,00 on 12/11, cancelled on 13/11 (given back).
 * - H (store 3): M3 earns 2,50 on 05/11, released 06/11; a refund takes 0,50 back on 07/11.
 * - I (store 1): M4 earns 7,00 in November 2025, released 01/12/2025: past its expiry now,
 *   though no sweep recorded it, so it is owed no more.
 */
async function buildLedger() {
  const db = t.database.db;
  const [m1, m2, m3, m4] = [await member(), await member(), await member(), await member()];
  await earn(m1, "A", "1", 1_000, "2026-10-01T02:00:00Z");
  await releaseCashback(db, order("A"), at("2026-10-05T12:00:00Z"));
  await spend(m1, "B", "2", 400, 1_000, "2026-10-10T12:00:00Z");
  await expireCashback(db, at("2026-11-04T13:00:00Z"));

  await earn(m2, "D", "2", 500, "2026-11-02T12:00:00Z");
  await releaseCashback(db, order("D"), at("2026-11-03T12:00:00Z"));
  await earn(m2, "E", "1", 300, "2026-11-10T12:00:00Z");

  await earn(m3, "F", "1", 200, "2026-11-11T12:00:00Z");
  await cancelOrderCashback(db, order("F"), at("2026-11-12T12:00:00Z"));

  await spend(m2, "G", "1", 100, 500, "2026-11-12T12:00:00Z");
  await cancelOrderCashback(db, order("G"), at("2026-11-13T12:00:00Z"));

  await earn(m3, "H", "3", 250, "2026-11-05T12:00:00Z");
  await releaseCashback(db, order("H"), at("2026-11-06T12:00:00Z"));
  const refund = await takeBackRefund(db, {
    orderId: order("H"),
    refundId: `${order("H")}-r1`,
    cents: 50,
    now: at("2026-11-07T12:00:00Z"),
  });
  expect(refund).toEqual({ takenBackCents: 50 });

  await earn(m4, "I", "1", 700, "2025-11-30T12:00:00Z");
  await releaseCashback(db, order("I"), at("2025-12-01T12:00:00Z"));
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await signedInStaff(t, { admin: true });
  staffOf1 = await signedInStaff(t, { stores: ["1"] });
  await buildLedger();
});
afterAll(() => t.database.dispose());

async function report(query = ""): Promise<ClubReport> {
  const response = await admin.browser.request(`/api/admin/reports/club${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ClubReport;
}

const paulista = { storeId: "1", name: "Frosty Paulista", city: "São Paulo", state: "SP" };
const pinheiros = { storeId: "2", name: "Frosty Pinheiros", city: "São Paulo", state: "SP" };
const vilaMadalena = { storeId: "3", name: "Frosty Vila Madalena", city: "São Paulo", state: "SP" };

describe("HQ's Clube Frosty report", () => {
  it("owes what is available and not expired plus what is pending, to the members holding it", async () => {
    // D 5,00 + H 2,00 available; E 3,00 pending; A expired, F voided, I past its expiry.
    expect((await report()).liability).toEqual({
      availableCents: 700,
      pendingCents: 300,
      totalCents: 1_000,
      members: 2,
    });
  });

  it("sums each store's movements per São Paulo month over the last 12 months", async () => {
    const body = await report();
    expect(body.from).toBe("2025-12");
    expect(body.to).toBe("2026-11");
    expect(body.months).toEqual([
      // 01/10 02:00 UTC is still September in São Paulo.
      { month: "2026-09", ...paulista, ...ZERO, earnedCents: 1_000 },
      { month: "2026-10", ...pinheiros, ...ZERO, spentCents: 400 },
      {
        month: "2026-11",
        ...paulista,
        earnedCents: 500,
        spentCents: 100,
        returnedCents: 100,
        voidedCents: 200,
        takenBackCents: 0,
        expiredCents: 600,
      },
      { month: "2026-11", ...pinheiros, ...ZERO, earnedCents: 500 },
      { month: "2026-11", ...vilaMadalena, ...ZERO, earnedCents: 250, takenBackCents: 50 },
    ]);
    expect(body.totals).toEqual({
      earnedCents: 2_250,
      spentCents: 500,
      returnedCents: 100,
      voidedCents: 200,
      takenBackCents: 50,
      expiredCents: 600,
    });
  });

  it("covers the months asked for, and a month whose only entry is a release shows no row", async () => {
    const november2025 = await report("?from=2025-11&to=2025-11");
    expect(november2025.months).toEqual([
      { month: "2025-11", ...paulista, ...ZERO, earnedCents: 700 },
    ]);
    expect(november2025.totals).toEqual({ ...ZERO, earnedCents: 700 });
    // The liability is always now's, whatever the period.
    expect(november2025.liability.totalCents).toBe(1_000);
    expect((await report("?from=2025-12&to=2026-08")).months).toEqual([]);
    // A start alone runs to this month.
    const fromOctober = await report("?from=2026-10");
    expect([fromOctober.from, fromOctober.to]).toEqual(["2026-10", "2026-11"]);
    expect(fromOctober.months.map((row) => row.month)).toEqual([
      "2026-10",
      "2026-11",
      "2026-11",
      "2026-11",
    ]);
  });

  it("downloads the table as CSV for a pt-BR spreadsheet", async () => {
    const response = await admin.browser.request(
      "/api/admin/reports/club.csv?from=2026-09&to=2026-11",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="clube-cashback-2026-09-a-2026-11.csv"',
    );
    const csv = parseCsv(await csvText(response));
    expect(csv.hasBom).toBe(true);
    expect(csv.crlf).toBe(true);
    expect(csv.rows).toEqual([
      [
        "Mês",
        "Loja",
        "Cidade",
        "UF",
        "Ganho (R$)",
        "Usado (R$)",
        "Devolvido (R$)",
        "Cancelado (R$)",
        "Estornado (R$)",
        "Expirado (R$)",
      ],
      [
        "09/2026",
        "Frosty Paulista",
        "São Paulo",
        "SP",
        "10,00",
        "0,00",
        "0,00",
        "0,00",
        "0,00",
        "0,00",
      ],
      [
        "10/2026",
        "Frosty Pinheiros",
        "São Paulo",
        "SP",
        "0,00",
        "4,00",
        "0,00",
        "0,00",
        "0,00",
        "0,00",
      ],
      [
        "11/2026",
        "Frosty Paulista",
        "São Paulo",
        "SP",
        "5,00",
        "1,00",
        "1,00",
        "2,00",
        "0,00",
        "6,00",
      ],
      [
        "11/2026",
        "Frosty Pinheiros",
        "São Paulo",
        "SP",
        "5,00",
        "0,00",
        "0,00",
        "0,00",
        "0,00",
        "0,00",
      ],
      [
        "11/2026",
        "Frosty Vila Madalena",
        "São Paulo",
        "SP",
        "2,50",
        "0,00",
        "0,00",
        "0,00",
        "0,50",
        "0,00",
      ],
    ]);
    const defaultPeriod = await admin.browser.request("/api/admin/reports/club.csv");
    expect(defaultPeriod.headers.get("content-disposition")).toBe(
      'attachment; filename="clube-cashback-2025-12-a-2026-11.csv"',
    );
  });

  it("is HQ's only: store staff get 403, no session 401", async () => {
    for (const path of ["/api/admin/reports/club", "/api/admin/reports/club.csv"]) {
      expect((await staffOf1.browser.request(path)).status).toBe(403);
      expect((await t.request(path)).status).toBe(401);
    }
  });

  it.each([
    [
      "?from=2026-13&to=2026-12",
      ["from"],
      "Informe o mês inicial no formato AAAA-MM, como 2025-12",
    ],
    ["?from=2026-01&to=26-11", ["to"], "Informe o mês final no formato AAAA-MM, como 2026-11"],
    ["?from=2026-11&to=2026-10", ["to"], "O mês final deve ser igual ou posterior ao mês inicial"],
    ["?from=2023-01&to=2026-01", ["to"], "O período pode ter no máximo 36 meses"],
  ])("refuses %s with a 422 naming the field", async (query, path, message) => {
    for (const endpoint of ["/api/admin/reports/club", "/api/admin/reports/club.csv"]) {
      const response = await admin.browser.request(`${endpoint}${query}`);
      expect(response.status).toBe(422);
      expect((await readError(response)).issues).toEqual([
        expect.objectContaining({ path, message }),
      ]);
    }
  });
});
