import type { Page } from "@playwright/test";
import { seedCart } from "./support/cart-state.ts";
import { choosePayment, fillAddress, fillCustomer } from "./support/checkout-form.ts";
import { expect, expectNoAxeViolations, workerServerTest as test } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";

/**
 * Too many orders from one phone: the server refuses the next (429 too_many_orders) and the
 * checkout says so beside its button, keeping the cart. The test changes the chain's limits: a
 * `@chain` test: one at a time, on the chain-settings server, put back after (own-server.ts);
 * the servers' ORDER_LIMITS are generous (app-server.ts).
 */

const NAME = "Picolé de Cajá";

/** Saves the chain's limits from the signed-in staff page, as the panel's own fetch would. */
async function putLimits(page: Page, change: Record<string, number>): Promise<void> {
  const status = await page.evaluate(async (change) => {
    const current = await (await fetch("/api/admin/settings/limits")).json();
    const response = await fetch("/api/admin/settings/limits", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...current.limits, ...change }),
    });
    return response.status;
  }, change);
  expect(status).toBe(200);
}

test.describe("order limits at the checkout", { tag: "@chain" }, () => {
  // A long journey, on a machine that may be busy.
  test.describe.configure({ timeout: 120_000 });

  test("the checkout shows the server's refusal when the phone has placed too many orders", async ({
    page,
    request,
    ownServer,
    allowConsoleError,
  }) => {
    // The refused order's 429 is noted by Chromium in the console.
    allowConsoleError(/status of 429/);
    await signInAsAdmin(page, request, ownServer.dataDir);
    await putLimits(page, { ordersPerPhone: 1 });

    const order = async () => {
      await seedCart(page, [{ productId: "1", name: NAME, quantity: 2 }]);
      await page.goto("/checkout");
      await fillCustomer(page, { phone: "81977776666" });
      await fillAddress(page);
      await choosePayment(page, "Pagamento de teste");
      await page.getByRole("button", { name: "Confirmar pedido" }).click();
    };
    await order();
    await expect(page).toHaveURL(/\/confirmacao$/);

    await order();
    const notice = page.getByTestId("order-notice");
    await expect(notice).toHaveText(
      "Muitos pedidos com este telefone em pouco tempo. Tente novamente em alguns minutos.",
    );
    await expect(notice).toHaveAttribute("role", "alert");
    await expect(page).toHaveURL(/\/checkout$/);
    // The cart is kept for when the wait is over.
    await expect(page.getByTestId("summary-line")).toContainText("2x Picolé de Cajá");
    await expectNoAxeViolations(page);
    await notice.scrollIntoViewIfNeeded();
    await documentScreenshot(page, "checkout-too-many-orders-390x844");
  });
});
