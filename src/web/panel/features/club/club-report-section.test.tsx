import { randomUUID } from "node:crypto";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "#server/db/schema.ts";
import { earnCashback, releaseCashback } from "#server/services/cashback/earn.ts";
import { spendCashback } from "#server/services/cashback/spend.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import { DEFAULT_CASHBACK_RULES } from "#shared/cashback.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { ClubReportSection } from "./club-report-section.tsx";

const NOW = new Date("2026-11-15T15:00:00Z");
const RULES = { ...DEFAULT_CASHBACK_RULES, percent: 10, expiryDays: 30 };

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await signedInStaff(t, { admin: true });
  const db = t.database.db;
  const [first, second] = [`member-${randomUUID()}`, `member-${randomUUID()}`];
  await db.insert(users).values([
    { id: first, name: "Membro", email: `${first}@clube.test` },
    { id: second, name: "Membro", email: `${second}@clube.test` },
  ]);
  const earn = (memberId: string, orderId: string, storeId: string, cents: number, at: string) =>
    earnCashback(db, {
      memberId,
      orderId,
      storeId,
      productsCentsAfterCoupon: cents * 10,
      rules: RULES,
      now: new Date(at),
    });
  // 12,34 earned at Frosty Paulista in October, released; 4,00 of it spent at Pinheiros in
  // November; 3,00 earned at Pinheiros in November, not delivered yet.
  await earn(first, "ORD-panel-1", "1", 1_234, "2026-10-20T12:00:00Z");
  await releaseCashback(db, "ORD-panel-1", new Date("2026-10-21T12:00:00Z"));
  await spendCashback(db, {
    memberId: first,
    orderId: "ORD-panel-2",
    storeId: "2",
    cents: 400,
    expectedBalanceCents: 1_234,
    now: new Date("2026-11-02T12:00:00Z"),
  });
  await earn(second, "ORD-panel-3", "2", 300, "2026-11-10T12:00:00Z");
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  vi.stubGlobal("fetch", fetchFromApp(t, admin.browser));
});

/** The cells of each body row, as text. */
function tableRows(): string[][] {
  const table = screen.getByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll("th, td")].map(
        (cell) => cell.textContent?.replace(/\s/g, " ") ?? "",
      ),
    );
}

describe("Relatórios → Clube Frosty", () => {
  it("shows the cashback owed, split, and the table per store and month with its CSV", async () => {
    renderInApp(<ClubReportSection now={() => NOW} />);
    const liability = await screen.findByTestId("club-liability");
    expect(liability.textContent?.replace(/\s/g, " ")).toContain("Cashback em aberto");
    expect(within(liability).getByText("R$ 11,34")).toBeDefined();
    expect(within(liability).getByText("R$ 8,34")).toBeDefined();
    expect(within(liability).getByText("R$ 3,00")).toBeDefined();
    expect(within(liability).getByText("2")).toBeDefined();

    expect(tableRows()).toEqual([
      ["10/2026", "Frosty PaulistaSão Paulo/SP", "12,34", "0,00", "0,00", "0,00", "0,00", "0,00"],
      ["11/2026", "Frosty PinheirosSão Paulo/SP", "3,00", "4,00", "0,00", "0,00", "0,00", "0,00"],
      ["Total", "15,34", "4,00", "0,00", "0,00", "0,00", "0,00"],
    ]);
    const csv = screen.getByRole("link", { name: "Baixar CSV do cashback por loja e mês" });
    expect(csv.getAttribute("href")).toBe("/api/admin/reports/club.csv?from=2025-12&to=2026-11");
  });

  it("reads another period's months, and says when nothing moved", async () => {
    const user = userEvent.setup();
    renderInApp(<ClubReportSection now={() => NOW} />);
    await screen.findByRole("table");
    await user.selectOptions(screen.getByLabelText("Período"), "Ano passado");
    expect(await screen.findByText("Nenhum movimento de cashback no período.")).toBeDefined();
    expect(
      screen
        .getByRole("link", { name: "Baixar CSV do cashback por loja e mês" })
        .getAttribute("href"),
    ).toBe("/api/admin/reports/club.csv?from=2025-01&to=2025-12");
    // The liability is now's, whatever the period.
    expect(within(screen.getByTestId("club-liability")).getByText("R$ 11,34")).toBeDefined();
  });
});
