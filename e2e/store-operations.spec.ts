import type { APIRequestContext, Browser, Page } from "@playwright/test";
import type { OrderView } from "#shared/orders.ts";
import { sendOrder, sendStatus } from "./support/orders.ts";
import { expect, workerServerTest } from "./support/own-server.ts";
import { newAdmin } from "./support/staff.ts";
import { newStoreStaff } from "./support/store-staff.ts";
import { getCatalog, seedState } from "./support/storefront.ts";
import { storesOf } from "./support/stores.ts";

/**
 * Three people at once, as the chain runs: the counter of store A, the counter of store B and
 * HQ. An order at A reaches A's board and HQ's overview live, never B's; B cannot open it by
 * address or API; A switches a flavour off and the shop stops selling it at A only.
 */
const [STORE_A, STORE_B] = storesOf("store-operations");

/** A pickup of one unit of the flavour: the server's answer. */
async function placeOrder(
  request: APIRequestContext,
  storeId: string,
  productId = "1",
): Promise<{ status: number; body: unknown }> {
  const response = await sendOrder(request, {
    storeId,
    items: [{ productId, quantity: 1 }],
    customer: { name: "Cliente da Loja A", phone: "(11) 98888-1111" },
  });
  return { status: response.status(), body: await response.json() };
}

async function newStaffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  return context.newPage();
}

const card = (page: Page, order: OrderView) => page.locator(`[data-order-id="${order.id}"]`);

workerServerTest.describe("stores run their own counters, HQ watches the chain", () => {
  workerServerTest.describe.configure({ timeout: 120_000 });

  workerServerTest(
    "an order at store A is live on A's board and HQ's overview, never B's; A's sold-out flavour stays on sale at B",
    async ({ browser, request, ownServer }) => {
      const { baseUrl, dataDir } = ownServer;
      const counterA = await newStaffPage(browser, baseUrl);
      const counterB = await newStaffPage(browser, baseUrl);
      const hq = await newStaffPage(browser, baseUrl);
      // Each signs up in their own browser (sign-up signs in), then is given their access.
      for (const [page, stores] of [
        [counterA, [STORE_A]],
        [counterB, [STORE_B]],
      ] as const) {
        await newStoreStaff(page.request, stores, dataDir);
      }
      await newAdmin(hq.request, dataDir);
      const { stores } = await getCatalog(request);
      const storeA = stores.find((store) => store.id === STORE_A);
      const storeB = stores.find((store) => store.id === STORE_B);
      if (!storeA || !storeB)
        throw new Error(`the seed's stores ${STORE_A} and ${STORE_B} are missing`);

      for (const counter of [counterA, counterB]) {
        await counter.goto("/admin/pedidos");
        await expect(counter.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
      }
      await expect(counterA.getByText(storeA.name).first()).toBeVisible();
      await expect(counterB.getByText(storeB.name).first()).toBeVisible();
      await hq.goto(`/admin/lojas-ao-vivo`);
      const hqRowA = hq.locator(`[data-testid="live-store"][data-store-id="${STORE_A}"]`);
      await expect(hqRowA).toBeVisible();
      // Both counters' panels are connected, as HQ sees them.
      await expect(hqRowA).toContainText("Conectado", { timeout: 20_000 });
      await expect(hqRowA.getByTestId("live-waiting")).toHaveText("Nenhum");

      // A customer orders at store A: A's board and HQ's overview show it without a reload.
      const placed = await placeOrder(request, STORE_A);
      expect(placed.status).toBe(201);
      const order = placed.body as OrderView;
      await expect(card(counterA, order)).toBeVisible();
      await expect(card(counterA, order)).toContainText(
        `#${String(order.shortNumber).padStart(3, "0")}`,
      );
      await expect(hqRowA.getByTestId("live-waiting")).toHaveText("1 pedido");

      // B's board never shows it, and B cannot open it by address or through the API.
      await expect(card(counterB, order)).toHaveCount(0);
      await counterB.goto(`/admin/pedidos?pedido=${encodeURIComponent(order.id)}`);
      await expect(counterB.getByRole("dialog").getByRole("status")).toHaveText(
        "Pedido não encontrado",
      );
      await expect(counterB.getByText(order.customer.name)).toHaveCount(0);
      expect((await counterB.request.get(`/api/admin/orders/${order.id}`)).status()).toBe(404);
      const moved = await sendStatus(
        counterB.request,
        order.id,
        { status: "preparing", version: 1 },
        baseUrl,
      );
      expect(moved.status()).toBe(404);
      expect((await counterA.request.get(`/api/admin/orders/${order.id}`)).status()).toBe(200);

      // A switches a flavour off at opening time: the shop stops selling it at A, B sells it.
      await counterA.goto("/admin/abertura");
      await expect(
        counterA.getByRole("heading", { name: "Abertura da loja", level: 1 }),
      ).toBeVisible();
      await counterA.getByRole("switch", { name: "Esgotado — Picolé de Cajá" }).click();
      await counterA.getByRole("button", { name: "Salvar estoque" }).click();
      await expect(counterA.getByText("Estoque salvo")).toBeVisible();

      const refused = await placeOrder(request, STORE_A, "1");
      expect(refused.status).toBe(409);
      expect((refused.body as { error: { message: string } }).error.message).toContain(
        "Picolé de Cajá",
      );
      expect((await placeOrder(request, STORE_B, "1")).status).toBe(201);

      const shopper = await browser.newPage({ baseURL: baseUrl });
      await seedState(shopper, { selectedStore: storeA });
      await shopper.goto("/produto/1");
      await expect(shopper.getByRole("button", { name: "Esgotado nesta loja" })).toBeDisabled();
      const shopperAtB = await browser.newPage({ baseURL: baseUrl });
      await seedState(shopperAtB, { selectedStore: storeB });
      await shopperAtB.goto("/produto/1");
      await expect(shopperAtB.getByRole("button", { name: "Adicionar ao pedido" })).toBeEnabled();

      // HQ copies A's bairros onto B (chosen by name among the chain's stores); B's counter
      // sees the same bairros but is offered no copy: that is HQ's.
      await hq.goto("/admin/lojas");
      await hq.getByLabel("Buscar loja").fill(storeA.name);
      const rowA = hq.getByTestId("admin-store").filter({ hasText: storeA.name }).first();
      await rowA.getByRole("button", { name: `Bairros de entrega de ${storeA.name}` }).click();
      await rowA.getByRole("button", { name: /^Copiar para outras lojas/ }).click();
      const copy = hq.getByTestId("store-copy-dialog");
      await copy.getByText("Lojas escolhidas", { exact: true }).click();
      await copy.getByLabel("Filtrar lojas").fill(storeB.name);
      await copy.getByRole("checkbox", { name: new RegExp(`^${storeB.name} —`) }).check();
      await copy.getByRole("button", { name: "Copiar para 1 loja" }).click();
      await expect(copy).toContainText(
        `Os bairros de 1 loja serão substituídos pelos de ${storeA.name}.`,
      );
      await copy.getByRole("button", { name: "Confirmar cópia" }).click();
      await expect(hq.getByText("Bairros de entrega copiados para 1 loja")).toBeVisible();
      const areaNames = async (id: string) =>
        (await getCatalog(request)).stores
          .find((store) => store.id === id)
          ?.deliveryAreas.map((area) => area.name);
      expect(await areaNames(STORE_B)).toEqual(await areaNames(STORE_A));
      await counterB.goto("/admin/lojas");
      const rowB = counterB.getByTestId("admin-store").first();
      await rowB.getByRole("button", { name: `Bairros de entrega de ${storeB.name}` }).click();
      await expect(rowB.getByTestId("delivery-area").first()).toBeVisible();
      await expect(rowB.getByRole("button", { name: /Copiar para outras lojas/ })).toHaveCount(0);

      for (const page of [counterA, counterB, hq, shopper, shopperAtB])
        await page.context().close();
    },
  );
});
