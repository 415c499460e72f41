import type { Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import type { OrderView } from "#shared/orders.ts";
import { clientAddress } from "./support/browsers.ts";
import { CAJA, seedCart } from "./support/cart-state.ts";
import { choosePayment, fillCustomer } from "./support/checkout-form.ts";
import { nextOrderAnswer } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { newAdmin } from "./support/staff.ts";
import { catalogStore, storesOf } from "./support/stores.ts";

/**
 * The customer schedules an encomenda at checkout, on a phone: a pickup for tomorrow at a slot
 * of the store, the slot in large type on the confirmation and in "Meus pedidos", and cancelled
 * from the tracking page before its cutoff.
 */
const [STORE] = storesOf("checkout-schedule");

/** The phone's screen as the customer sees it, scrolled to `at`. */
async function shot(page: Page, name: string, at?: Locator) {
  await at?.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** HQ opens the store all day, every day: it has slots tomorrow whenever the test runs. */
async function openAllDay(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const hq = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  try {
    await newAdmin(hq);
    const hours = Array.from({ length: 7 }, () => ({ open: "00:00", close: "23:59" }));
    const saved = await hq.put(`/api/admin/stores/${STORE}/hours`, {
      headers: { origin: baseURL },
      data: { acceptsOrders: true, openingHours: hours },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await hq.dispose();
  }
}

test.describe("checkout: an encomenda", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("schedules a pickup for tomorrow at a slot, shows it large, and cancels it", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    await openAllDay(playwright, baseURL);
    const store = await catalogStore(request, STORE);
    await seedCart(page, [{ ...CAJA, quantity: 3 }], { store });
    await page.goto("/checkout");
    await fillCustomer(page, { name: "Cliente Encomenda", phone: "21977776666" });
    await page.getByRole("radio", { name: "Retirada", exact: true }).check();

    // "Agora" first; "Agendar" shows the store's days, then the chosen day's slots.
    await expect(page.getByRole("radio", { name: "Agora" })).toBeChecked();
    await page.getByRole("radio", { name: "Agendar" }).check();
    const tomorrow = page.getByTestId("schedule-day").filter({ hasText: /^amanhã/ });
    await tomorrow.click();
    await expect(tomorrow).toHaveAttribute("aria-pressed", "true");
    const slot = page.getByTestId("schedule-slot").filter({ hasText: /^15:00$/ });
    await slot.click();
    await expect(slot).toHaveAttribute("aria-pressed", "true");
    await choosePayment(page, "Pagamento de teste");
    await shot(page, "checkout-scheduled", page.getByTestId("order-when"));
    await expectNoAxeViolations(page);

    const { answer } = await nextOrderAnswer(page);
    await page.getByRole("button", { name: "Confirmar pedido" }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(201);
    const order = (await response.json()) as OrderView;
    expect(order.status).toBe("scheduled");
    expect(order.schedule?.time).toBe("15:00");

    await expect(page).toHaveURL(/\/confirmacao$/);
    await expect(page.getByTestId("order-headline")).toHaveText("Encomenda agendada");
    const scheduled = page.getByTestId("order-schedule");
    await expect(scheduled).toContainText(order.schedule?.label ?? "?");
    await expect(scheduled).toContainText(/às 15:00$/);
    // Large type: the slot is the page's biggest fact after the headline.
    const size = await scheduled
      .locator("span")
      .nth(1)
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);
    await shot(page, "confirmation-scheduled");

    await page.goto("/pedidos");
    await expect(page.getByTestId("my-order-schedule").first()).toHaveText(
      `Encomenda para ${order.schedule?.label}`,
    );

    // The tracking page, in the browser that placed it: it cancels before the cutoff.
    await page.goto(`/pedido/${order.id}?token=${order.accessToken}`);
    await expect(page.getByTestId("order-schedule")).toContainText(/às 15:00$/);
    await page.getByRole("button", { name: "Cancelar encomenda" }).click();
    await expect(page.getByTestId("cancel-encomenda-dialog")).toBeVisible();
    await shot(page, "tracking-cancel-dialog");
    await page.getByRole("button", { name: "Sim, cancelar" }).click();
    await expect(page.getByTestId("order-headline")).toHaveText("Pedido cancelado");
    await expect(page.getByRole("button", { name: "Cancelar encomenda" })).toHaveCount(0);
    const read = await request.get(`/api/orders/${order.id}`, {
      headers: { "x-order-token": order.accessToken },
    });
    expect(((await read.json()) as OrderView).status).toBe("cancelled");
    await shot(page, "tracking-cancelled");
  });
});
