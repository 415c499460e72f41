import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { seedStockQuantity } from "#server/db/seed/stock-data.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import { ownBairro, sendOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { signInAsStoreStaff } from "./support/store-staff.ts";
import { getCatalog, openStorePicker, seedState, storePicker } from "./support/storefront.ts";
import { catalogStore, storesOf } from "./support/stores.ts";

/**
 * "Abertura da loja": a store's staff count each flavour, switch off what ran out and save in
 * one go; the shop with that store chosen stops selling it at once, other stores go on. The
 * tests count the seed's stock and change it at stores of this file's own (support/stores.ts):
 * the staff's store, another they may not open, one that sells what theirs ran out of, and one
 * whose seed counts nobody touches.
 */

const line = (page: Page, name: string): Locator =>
  page.getByTestId("stock-line").filter({ hasText: name });
const count = (page: Page, name: string) => page.getByLabel(`Unidades de ${name}`, { exact: true });
const soldOutSwitch = (page: Page, name: string) =>
  page.getByRole("switch", { name: `Esgotado — ${name}` });

/**
 * Saves the counts. A toast (the sign-in's, a refusal's) may sit over the bottom-right button,
 * and holds while the pointer is on it: the pointer moves away and the toasts go first.
 */
async function saveStock(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await page.getByRole("button", { name: "Salvar estoque" }).click();
}

async function openStoreOpening(page: Page, query = ""): Promise<void> {
  await page.goto(`/admin/abertura${query}`);
  await expect(page.getByRole("heading", { name: "Abertura da loja", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stock-line")).toHaveCount(29);
}

/** One unit of the flavour, delivered to the store's own bairro: the server's answer, as is. */
async function placeOrder(request: APIRequestContext, storeId: string, productId: string) {
  return sendOrder(request, {
    storeId,
    items: [{ productId, quantity: 1 }],
    customer: { name: "Cliente", phone: "(81) 99999-0000" },
    deliveryMethod: "delivery",
    deliveryAddress: await ownBairro(request, storeId, {
      cep: "01310-200",
      street: "Rua A",
      number: "1",
    }),
  });
}

const [STAFF_STORE, OTHER_STORE, SELLING_STORE, SEED_STORE] = storesOf("store-opening");

/** "Frosty Pinheiros — São Paulo/SP": how the screen names a store. */
const storeLabel = (store: CatalogStore) => `${store.name} — ${store.city}/${store.state}`;

/** Picks the store in the shop's picker, found by its name. */
async function pickStore(page: Page, store: CatalogStore): Promise<void> {
  await openStorePicker(page);
  await storePicker(page).getByRole("searchbox").fill(store.name);
  await storePicker(page)
    .getByRole("button", { name: new RegExp(store.name) })
    .click();
}

workerServerTest.describe("Abertura da loja", () => {
  workerServerTest(
    "store staff count and switch off flavours on a phone; the shop with their store stops selling them",
    async ({ page, browser, request, ownServer }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const own = await catalogStore(request, STAFF_STORE);
      const selling = await catalogStore(request, SELLING_STORE);
      await signInAsStoreStaff(page, request, [STAFF_STORE], ownServer.dataDir);
      await expect(page).toHaveURL(/\/admin\/pedidos$/);
      await page.getByRole("button", { name: "Abrir menu do painel" }).click();
      await page
        .getByRole("navigation", { name: "Painel administrativo" })
        .getByRole("link", { name: "Abertura da loja" })
        .click();
      await expect(page.getByRole("heading", { name: "Abertura da loja", level: 1 })).toBeVisible();
      // Their one store is named, with nothing to choose.
      await expect(page.getByTestId("store-name")).toHaveText(storeLabel(own));
      await expect(page.getByRole("combobox", { name: "Loja" })).toHaveCount(0);
      await expect(page.getByTestId("stock-line")).toHaveCount(29);
      await expectNoAxeViolations(page);

      const caja = Number(await count(page, "Picolé de Cajá").inputValue());
      await page.getByRole("button", { name: "Pôr mais 1 de Picolé de Cajá" }).click();
      await page.getByRole("button", { name: "Pôr mais 1 de Picolé de Cajá" }).click();
      await expect(count(page, "Picolé de Cajá")).toHaveValue(String(caja + 2));
      await soldOutSwitch(page, "Picolé de Umbu").click();
      await expect(soldOutSwitch(page, "Picolé de Umbu")).toBeChecked();
      await count(page, "Picolé de Tapioca").fill("12");
      await expect(line(page, "Picolé de Tapioca")).toContainText("Estoque baixo");
      await count(page, "Picolé de Açaí").fill("abc");
      await expect(line(page, "Picolé de Açaí")).toContainText(
        "Use um número inteiro de 0 a 100.000",
      );
      await count(page, "Picolé de Açaí").fill("0");
      await expect(line(page, "Picolé de Açaí")).toContainText("Sem unidades");
      await expect(page.getByText("4 sabores alterados")).toBeVisible();
      await documentScreenshot(page, "abertura-celular");
      await page.evaluate(() => window.scrollTo(0, 0));
      await documentScreenshot(page, "abertura-celular-topo");

      await saveStock(page);
      await expect(page.getByText("Estoque salvo")).toBeVisible();
      await expect(page.getByText("Nenhuma alteração")).toBeVisible();
      await page.reload();
      await expect(count(page, "Picolé de Cajá")).toHaveValue(String(caja + 2));
      await expect(count(page, "Picolé de Tapioca")).toHaveValue("12");
      await expect(soldOutSwitch(page, "Picolé de Umbu")).toBeChecked();

      // Another store's stock is not theirs, by address or by API.
      await page.goto(`/admin/abertura?loja=${OTHER_STORE}`);
      await expect(page.getByTestId("store-name")).toHaveText(storeLabel(own));
      expect((await page.request.get(`/api/admin/stores/${OTHER_STORE}/stock`)).status()).toBe(403);

      // The server refuses the flavours at this store and sells them at another.
      const refused = await placeOrder(request, STAFF_STORE, "2");
      expect(refused.status()).toBe(409);
      expect((await refused.json()).error.message).toBe("Picolé de Umbu está esgotado nesta loja.");
      expect((await placeOrder(request, SELLING_STORE, "2")).status()).toBe(201);

      // A customer with their store chosen sees both sold out there, and cannot add them.
      const catalog = await getCatalog(request);
      const pinheiros = catalog.stores.find((store) => store.id === STAFF_STORE);
      expect(pinheiros?.unavailableProductIds).toEqual(["2", "5"]);
      const customer = await browser.newPage({
        baseURL: ownServer.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      await seedState(customer, { selectedStore: pinheiros ?? null });
      await customer.goto("/cardapio");
      const umbuCard = customer.getByTestId("product-card").filter({ hasText: "Picolé de Umbu" });
      await expect(umbuCard.getByTestId("sold-out")).toHaveText("Esgotado nesta loja");
      await expect(
        customer
          .getByTestId("product-card")
          .filter({ hasText: "Picolé de Cajá" })
          .getByTestId("sold-out"),
      ).toHaveCount(0);
      await customer.goto("/produto/2");
      await expect(customer.getByRole("button", { name: "Esgotado nesta loja" })).toBeDisabled();
      await expect(customer.getByTestId("sold-out-here")).toContainText(
        `${own.name} não tem este sabor agora.`,
      );
      await documentScreenshot(customer, "loja-esgotado-nesta-loja");

      // At another store it sells: into the cart; back to theirs, the cart says what it lacks.
      await pickStore(customer, selling);
      await expect(customer.getByRole("button", { name: "Adicionar ao pedido" })).toBeEnabled();
      await customer.getByRole("button", { name: "Adicionar ao pedido" }).click();
      await expect(customer).toHaveURL(/\/carrinho$/);
      await pickStore(customer, own);
      await expect(customer.getByText(`Itens indisponíveis em ${own.name}`)).toBeVisible();
      const message = `Picolé de Umbu está esgotado em ${own.name}. Remova do carrinho ou escolha outra loja.`;
      await expect(customer.getByTestId("unavailable-lines-notice")).toContainText(message);
      await expect(customer.getByTestId("cart-line")).toContainText("Esgotado nesta loja");
      await expect(customer.getByRole("button", { name: "Finalizar pedido" })).toBeDisabled();
      await documentScreenshot(customer, "carrinho-troca-de-loja");
      await expectNoAxeViolations(customer);
      await customer.close();
    },
  );

  workerServerTest(
    "a count retyped while orders took units is refused, then saved as typed; HQ chooses the store",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // The refused save is a 409 the browser notes in the console.
      allowConsoleError(/status of 409/);
      await page.setViewportSize({ width: 1024, height: 768 });
      await signInAsAdmin(page, request, ownServer.dataDir);
      const seedStore = await catalogStore(request, SEED_STORE);
      await openStoreOpening(page, `?loja=${OTHER_STORE}`);
      const chooser = page.getByRole("combobox", { name: "Loja" });
      await expect(chooser).toHaveValue(OTHER_STORE);
      await expect(chooser.locator("option")).toHaveCount(138);
      await expectNoAxeViolations(page);
      await documentScreenshot(page, "abertura-tablet");

      const name = "Picolé de Coco Queimado";
      const shown = Number(await count(page, name).inputValue());
      for (let i = 0; i < 2; i++)
        expect((await placeOrder(request, OTHER_STORE, "4")).status()).toBe(201);
      await count(page, name).fill("200");
      await saveStock(page);
      await expect(page.getByRole("alert")).toHaveText(
        `O estoque de ${name} (agora ${shown - 2} unidades) mudou enquanto você contava: ` +
          "pedidos foram feitos. Confira esse sabor e salve de novo.",
      );
      await expect(line(page, name)).toContainText(
        `Mudou para ${shown - 2} unidades enquanto você contava (pedidos). Confira e salve de novo.`,
      );
      await expect(count(page, name)).toHaveValue("200");
      await saveStock(page);
      await expect(page.getByText("Estoque salvo")).toBeVisible();
      await expect(count(page, name)).toHaveValue("200");
      await expect(line(page, name)).not.toContainText("Mudou para");
      await expect(page.getByRole("alert")).toHaveCount(0);

      // Another store: its own counts, and the address follows.
      await chooser.selectOption({ label: storeLabel(seedStore) });
      await expect(page).toHaveURL(new RegExp(`/admin/abertura\\?loja=${SEED_STORE}$`));
      await expect(page.getByTestId("stock-line")).toHaveCount(29);
      // The seed's count for that store (seed/stock-data.ts), untouched by any spec.
      await expect(count(page, "Picolé de Cajá")).toHaveValue(
        String(seedStockQuantity(SEED_STORE, "1")),
      );
    },
  );
});
