import type { Page, TestInfo } from "@playwright/test";
import type { ClubReport } from "#shared/admin-club.ts";
import { formatBRL } from "#shared/money.ts";
import { clientAddress, collectConsoleErrors } from "./support/browsers.ts";
import { choosePayment } from "./support/checkout-form.ts";
import { joinClub, newMobile } from "./support/club.ts";
import { confirmAtCheckout, moveOrder, openCheckoutAt } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { newAdmin } from "./support/staff.ts";
import { counterTablet } from "./support/store-staff.ts";
import { catalogStore, givePixReceiver, storesOf } from "./support/stores.ts";

/**
 * Clube Frosty, as the "done when" says: a customer joins on their phone with the code
 * (read from the server's outbox), orders at a Recife store, the store delivers it, the wallet
 * shows the cashback; then they order at a São Paulo store spending it, the total and the Pix
 * amount drop by that much, and cancelling that order gives it back. One wallet, two stores.
 */
const [RECIFE, SAO_PAULO] = storesOf("club");

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

test.describe("Clube Frosty", () => {
  test("earn at a Recife store, spend at a São Paulo store, get it back on a cancel", async ({
    page,
    browser,
    request,
    ownServer,
    playwright,
  }, testInfo) => {
    test.setTimeout(120_000);
    const baseURL = ownServer.baseUrl;
    const errors: string[] = [];
    collectConsoleErrors(page, errors);
    await givePixReceiver(playwright, baseURL, [SAO_PAULO]);
    const [recife, saoPaulo] = await Promise.all([
      catalogStore(request, RECIFE),
      catalogStore(request, SAO_PAULO),
    ]);
    const phone = newMobile();
    const customer = { name: "Joana Membro", phone: phone.typed };

    // Joins with the code the server "sent" (its outbox).
    await joinClub(page, phone);
    await expect(page.getByTestId("club-balance")).toHaveText(formatBRL(0));
    await shot(page, testInfo, "club-joined-390");
    await expectNoAxeViolations(page);

    // 12 Picolés de Cajá (R$ 107,88) at Recife: 5 % of the products is R$ 5,39.
    await openCheckoutAt(page, recife, { quantity: 12, customer });
    await choosePayment(page, "Pagamento de teste");
    const earning = await confirmAtCheckout(page);
    expect(earning.cashback).toEqual({ spentCents: 0, earnedCents: 539, earnedStatus: "pending" });
    await expect(page.getByTestId("order-cashback")).toHaveText(
      "Este pedido rende R$ 5,39 de cashback, liberado quando for entregue.",
    );

    // The store sees it on the order's card, and delivers it.
    const tablet = await counterTablet(browser, baseURL, ownServer.dataDir, RECIFE);
    await tablet.goto("/admin/pedidos");
    const card = tablet.locator(`[data-order-id="${earning.id}"]`);
    await expect(card.getByTestId("card-cashback")).toHaveText("Clube Frosty: rende R$ 5,39");
    await shot(tablet, testInfo, "club-staff-card-1024");
    await moveOrder(tablet.request, earning.id, "out_for_delivery", { origin: baseURL });
    await moveOrder(tablet.request, earning.id, "delivered", { origin: baseURL });

    await page.goto("/clube");
    await expect(page.getByTestId("club-balance")).toHaveText("R$ 5,39");
    await shot(page, testInfo, "club-wallet-390");

    // At São Paulo: 2 Picolés (R$ 17,98) + the bairro's fee, by Pix, using the R$ 5,39.
    await openCheckoutAt(page, saoPaulo, { quantity: 2, customer });
    await choosePayment(page, "Pix");
    const total = page.getByTestId("order-total");
    const before = (await total.textContent()) ?? "";
    const use = page.getByRole("checkbox", { name: "Usar R$ 5,39 do seu cashback" });
    await use.check();
    await expect(page.getByTestId("cashback-used")).toHaveText("-R$ 5,39");
    const beforeCents = Number(before.replace(/\D/g, ""));
    await expect(total).toHaveText(formatBRL(beforeCents - 539));
    await use.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "club-checkout-390");
    const spending = await confirmAtCheckout(page);
    expect(spending.totalCents).toBe(beforeCents - 539);
    expect(spending.cashback?.spentCents).toBe(539);
    // The Pix the customer pays (the BR Code's amount, field 54) is the total after the cashback.
    const amount = (spending.totalCents / 100).toFixed(2);
    expect(spending.payment.pix?.payload).toContain(
      `54${String(amount.length).padStart(2, "0")}${amount}`,
    );
    await expect(page.getByTestId("order-total")).toHaveText(formatBRL(beforeCents - 539));

    await page.goto("/clube");
    await expect(page.getByTestId("club-balance")).toHaveText(formatBRL(0));

    // HQ cancels it: the cashback comes back, once.
    const hq = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    await newAdmin(hq);
    await moveOrder(hq, spending.id, "cancelled", { origin: baseURL });
    await page.goto("/clube");
    await expect(page.getByTestId("club-balance")).toHaveText("R$ 5,39");

    // The chain's outstanding cashback, as HQ's report gives it (for the closing note).
    const report = await hq.get("/api/admin/reports/club");
    expect(report.status()).toBe(200);
    const { liability, months } = (await report.json()) as ClubReport;
    const at = (storeId: string) => months.filter((row) => row.storeId === storeId);
    // Each movement counts at the store of the order that caused it.
    expect(at(RECIFE)).toEqual([expect.objectContaining({ earnedCents: 539, spentCents: 0 })]);
    expect(at(SAO_PAULO)).toEqual([
      expect.objectContaining({ earnedCents: 0, spentCents: 539, returnedCents: 539 }),
    ]);
    expect(liability.availableCents).toBeGreaterThanOrEqual(539);
    testInfo.annotations.push({ type: "club-liability", description: JSON.stringify(liability) });
    console.log(`Clube Frosty liability after the run: ${JSON.stringify(liability)}`);
    await hq.dispose();
    expect(errors).toEqual([]);
  });
});
