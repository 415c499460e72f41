import type { APIRequestContext, Page } from "@playwright/test";
import type { StoreStock } from "#shared/store-stock-schemas.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { newAdmin, signInByApi } from "./support/staff.ts";
import { getCatalog, productById, seedState } from "./support/storefront.ts";
import { catalogStore, storesOf } from "./support/stores.ts";

const [STORE, SOLD_OUT_STORE] = storesOf("party-box");
/** The seed's box of 20 (src/server/db/seed/boxes-data.ts). */
const BOX = "30";

const progress = (page: Page) => page.getByTestId("box-progress");
const more = (page: Page, name: string) => page.getByRole("button", { name: `Mais um ${name}` });
const count = (page: Page, name: string) => page.getByLabel(`Quantidade de ${name}`);

/** HQ switches a flavour off at a store (staff's stock screen, through its API). */
async function switchOff(
  request: APIRequestContext,
  origin: string,
  storeId: string,
  productId: string,
) {
  const read = await request.get(`/api/admin/stores/${storeId}/stock`);
  expect(read.ok(), await read.text()).toBe(true);
  const line = ((await read.json()) as StoreStock).lines.find((l) => l.productId === productId);
  if (!line) throw new Error(`flavour ${productId} is missing from the stock of ${storeId}`);
  const saved = await request.put(`/api/admin/stores/${storeId}/stock`, {
    headers: { origin },
    data: {
      lines: [
        {
          productId,
          stockQuantity: line.stockQuantity,
          isAvailable: false,
          expectedStockQuantity: line.stockQuantity,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe("party box", () => {
  test("a box of 20 from three flavours goes from the menu to the cart with its mix", async ({
    page,
    request,
  }) => {
    const catalog = await getCatalog(request);
    const box = productById(catalog, BOX);
    expect(box.box?.size).toBe(20);
    const [a, b, c] = (box.box?.flavourIds ?? [])
      .slice(0, 3)
      .map((id) => productById(catalog, id).name);
    if (!a || !b || !c) throw new Error("the box allows fewer than three flavours");
    await seedState(page, { selectedStore: await catalogStore(request, STORE) });

    // The menu lists the box in its category, to be built rather than added.
    await page.goto("/cardapio");
    await page.getByRole("tab", { name: "Caixas de festa" }).tap();
    const card = page
      .getByRole("tabpanel")
      .getByTestId("product-card")
      .filter({ hasText: box.name });
    await expect(card.getByTestId("build-box")).toHaveText("Monte sua caixa");
    await card.getByRole("link").tap();
    await expect(page).toHaveURL(new RegExp(`/produto/${BOX}$`));

    await expect(page.getByText("Encomenda com pelo menos 24 h de antecedência")).toBeVisible();
    await expect(progress(page)).toHaveText("faltam 20 de 20");
    const add = page.getByRole("button", { name: "Adicionar ao carrinho" });
    await expect(add).toBeDisabled();
    for (let i = 0; i < 3; i++) await more(page, a).tap();
    await count(page, b).fill("10");
    await expect(progress(page)).toHaveText("faltam 7 de 20");
    await expect(add).toBeDisabled();
    // More than the room left stops at the room left.
    await count(page, c).fill("12");
    await expect(count(page, c)).toHaveValue("7");
    await expect(progress(page)).toHaveText("Caixa completa");
    await expect(more(page, a)).toBeDisabled();
    // The bar with the count and the button stays in view at the bottom of the phone.
    await expect(page.getByTestId("box-bar")).toBeInViewport();
    await expectNoAxeViolations(page);

    await add.tap();
    await expect(page).toHaveURL(/\/carrinho$/);
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("heading", { name: box.name })).toBeVisible();
    await expect(line.getByTestId("box-mix")).toHaveText(
      `Sabores da caixa: 3 ${a}, 10 ${b}, 7 ${c}`,
    );
    await expect(page.getByTestId("cart-subtotal")).toHaveText("R$ 89,90");
    await expectNoAxeViolations(page);
  });

  test("a flavour the store has sold out stays out of the box; the same mix twice is one line of 2", async ({
    page,
    request,
    ownServer,
  }) => {
    await signInByApi(request, await newAdmin(request, ownServer.dataDir), ownServer.baseUrl);
    const catalog = await getCatalog(request);
    const box = productById(catalog, BOX);
    const [a, b, c] = (box.box?.flavourIds ?? []).slice(0, 3).map((id) => productById(catalog, id));
    if (!a || !b || !c) throw new Error("the box allows fewer than three flavours");
    await switchOff(request, ownServer.baseUrl, SOLD_OUT_STORE, b.id);
    await seedState(page, { selectedStore: await catalogStore(request, SOLD_OUT_STORE) });

    for (let round = 0; round < 2; round++) {
      await page.goto(`/produto/${BOX}`);
      const soldOut = page.getByTestId("box-flavour").filter({ hasText: b.name });
      await expect(soldOut).toContainText("Esgotado nesta loja");
      await expect(more(page, b.name)).toBeDisabled();
      await count(page, a.name).fill("10");
      await count(page, c.name).fill("10");
      await expect(progress(page)).toHaveText("Caixa completa");
      await page.getByRole("button", { name: "Adicionar ao carrinho" }).tap();
      await expect(page).toHaveURL(/\/carrinho$/);
    }
    const line = page.getByTestId("cart-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("status", { name: `Quantidade de ${box.name}` })).toHaveText("2");
    await expect(line.getByTestId("box-mix")).toHaveText(
      `Sabores da caixa: 10 ${a.name}, 10 ${c.name}`,
    );
    await expect(page.getByTestId("cart-subtotal")).toHaveText("R$ 179,80");
  });
});
