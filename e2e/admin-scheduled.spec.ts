import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { PlacedOrder } from "#shared/orders.ts";
import type { StoreSchedule } from "#shared/scheduling-schemas.ts";
import { moveOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, workerServerTest as test } from "./support/own-server.ts";
import { counterTablet } from "./support/store-staff.ts";
import { storesOf } from "./support/stores.ts";

/**
 * "Agendados" on the counter's tablet: the store's encomendas of the week by day and slot, the
 * day's production list printed on the 80 mm roll or A4, and an encomenda that entered the
 * queue showing its slot on the live board; and, on a store of its own, encomendas showing and
 * going as the live stream tells, without waiting for the page's next read.
 */
const [STORE, LIVE_STORE] = storesOf("admin-scheduled");

/**
 * The store open all day, every day (so it takes orders whenever the test runs), and its 15:00
 * slot `ahead` days from today (tomorrow by default): an encomenda that still waits for its
 * time.
 */
async function slotAtThree(staff: APIRequestContext, origin: string, storeId: string, ahead = 1) {
  const hours = Array.from({ length: 7 }, () => ({ open: "00:00", close: "23:59" }));
  const saved = await staff.put(`/api/admin/stores/${storeId}/hours`, {
    headers: { origin },
    data: { acceptsOrders: true, openingHours: hours },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const response = await staff.get(`/api/stores/${storeId}/schedule?units=20`);
  expect(response.status(), await response.text()).toBe(200);
  const schedule = (await response.json()) as StoreSchedule;
  const day = schedule.days[ahead];
  const slot = day?.slots.find((candidate) => candidate.label === "15:00");
  if (!day || !slot) throw new Error(`store ${storeId} offers no 15:00 in ${ahead} days`);
  return { day: day.date, start: slot.start, time: slot.label };
}

async function placeEncomenda(
  request: APIRequestContext,
  slotStart: string,
  name: string,
  items: { productId: string; quantity: number }[],
  storeId: string = STORE,
): Promise<PlacedOrder> {
  const response = await request.post("/api/orders", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      storeId,
      items: items.map((item) => ({ ...item, size: "medio", addonIds: [] })),
      customer: { name, phone: "(81) 99999-0000" },
      deliveryMethod: "pickup",
      paymentMethod: "test",
      schedule: { slotStart },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlacedOrder;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test.describe("Agendados", () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows the week's encomendas by slot, prints the production list, and the board's encomenda its slot", async ({
    browser,
    request,
    baseURL,
    ownServer,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    const tablet = await counterTablet(browser, baseURL, ownServer.dataDir, STORE);
    const slot = await slotAtThree(tablet.request, baseURL, STORE);
    const first = await placeEncomenda(request, slot.start, "Festa da Ana", [
      { productId: "1", quantity: 10 },
    ]);
    const second = await placeEncomenda(request, slot.start, "Festa do Bruno", [
      { productId: "1", quantity: 5 },
      { productId: "6", quantity: 3 },
    ]);
    expect(first.status).toBe("scheduled");

    await tablet.addInitScript(() => {
      const counted = window as unknown as { prints: number };
      counted.prints = 0;
      window.print = () => {
        counted.prints += 1;
      };
    });
    await tablet.goto("/admin/pedidos");
    // Waiting for its slot, an encomenda is not on the live board.
    await expect(tablet.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
    await expect(tablet.locator(`[data-order-id="${first.id}"]`)).toHaveCount(0);

    await tablet.getByRole("link", { name: "Agendados" }).tap();
    await expect(tablet).toHaveURL(/\/admin\/pedidos\/agendados/);
    // The week by default; "Amanhã" keeps to tomorrow.
    await expect(tablet.getByRole("button", { name: "Semana" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await tablet.getByRole("button", { name: "Amanhã" }).tap();
    await expect(tablet.getByTestId("scheduled-day")).toHaveCount(1);
    const day = tablet.locator(`[data-testid="scheduled-day"][data-day="${slot.day}"]`);
    await expect(day).toContainText("2 encomendas, 18 picolés");
    await expect(day.getByTestId("scheduled-slot")).toHaveCount(1);
    await expect(day.getByRole("heading", { level: 3 })).toHaveText(
      `${slot.time} — 2 encomendas, 18 picolés`,
    );
    const card = day.locator(`[data-order-id="${second.id}"]`);
    await expect(card).toContainText("Festa do Bruno");
    await expect(card).toContainText(`${slot.time} · Retirada`);
    await expect(card.getByTestId("scheduled-order-status")).toHaveText("Agendado");
    await expect(card.getByTestId("payment")).toHaveText("Pagamento: Pagamento de teste");
    await expectNoAxeViolations(tablet);
    await shot(tablet, "agendados-1024");

    await day.getByRole("button", { name: "Lista de produção" }).tap();
    const dialog = tablet.getByRole("dialog", { name: "Lista de produção" });
    const rows = dialog.getByTestId("production-flavour");
    await expect(rows).toHaveText([`${first.items[0]?.name}15`, `${second.items[1]?.name}3`]);
    await expect(dialog.getByTestId("production-total")).toHaveText("18");
    await shot(tablet, "agendados-production-1024");
    await dialog.getByRole("radio", { name: "Folha A4" }).tap();
    await dialog.getByRole("button", { name: "Imprimir" }).tap();
    await expect
      .poll(() => tablet.evaluate(() => (window as unknown as { prints: number }).prints))
      .toBe(1);
    // Printed, the page is the list alone, on A4.
    await tablet.emulateMedia({ media: "print" });
    const printed = tablet.locator(".production-print-root [data-testid=production-sheet]");
    await expect(printed).toBeVisible();
    await expect(printed).toHaveAttribute("data-paper", "a4");
    await expect(dialog).toBeHidden();
    await shot(tablet, "agendados-production-print-a4");
    // On paper: A4 pages (595 × 842 points), as the list's @page asks.
    const pdf = (await tablet.pdf({ preferCSSPageSize: true })).toString("latin1");
    const [, width, height] = /MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
    expect(Number(width)).toBeCloseTo(595, 0);
    expect(Number(height)).toBeCloseTo(842, 0);
    await tablet.emulateMedia({ media: "screen" });
    await tablet.keyboard.press("Escape");

    // Its time to be made came: in the queue, its card says for when.
    await moveOrder(tablet.request, first.id, "pending", { origin: baseURL });
    await tablet.getByRole("link", { name: "Ao vivo" }).tap();
    const live = tablet.locator(`[data-testid="order-card"][data-order-id="${first.id}"]`);
    await expect(live.getByTestId("order-card-schedule")).toHaveText(`Agendado para ${slot.time}`);
    await shot(tablet, "board-encomenda-1024");
    await live.getByRole("button", { name: /^Abrir pedido/ }).tap();
    await expect(tablet.getByTestId("order-detail-schedule")).toContainText(
      `Agendado para ${first.schedule?.label}`,
    );
  });

  test("shows an encomenda placed, then cancelled by its customer, while the page stays open", async ({
    browser,
    request,
    baseURL,
    ownServer,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    const tablet = await counterTablet(browser, baseURL, ownServer.dataDir, LIVE_STORE);
    // The day after tomorrow: its customer may still cancel it (up to 24 hours before).
    const slot = await slotAtThree(tablet.request, baseURL, LIVE_STORE, 2);
    await tablet.goto("/admin/pedidos/agendados");
    const day = tablet.locator(`[data-testid="scheduled-day"][data-day="${slot.day}"]`);
    await expect(day).toBeVisible();

    const order = await placeEncomenda(
      request,
      slot.start,
      "Festa da Carla",
      [{ productId: "1", quantity: 4 }],
      LIVE_STORE,
    );
    // Seconds, well within the minute between the page's own reads: the staff stream told it.
    const card = day.locator(`[data-order-id="${order.id}"]`);
    await expect(card).toContainText("Festa da Carla", { timeout: 5_000 });
    await expect(card.getByTestId("scheduled-order-status")).toHaveText("Agendado");

    const cancelled = await request.post(`/api/orders/${order.id}/cancel`, {
      headers: {
        origin: baseURL,
        "x-order-token": order.accessToken,
        "x-order-owner": order.ownerProof,
      },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect(card).toHaveCount(0, { timeout: 5_000 });
  });
});
