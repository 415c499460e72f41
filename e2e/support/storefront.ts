import type { APIRequestContext, Page } from "@playwright/test";
import type { CartItem } from "#shared/cart.ts";
import type { CatalogProduct, CatalogStore, CatalogWithSite } from "#shared/catalog.ts";
import { expect } from "./test.ts";

/** The customer's persisted state (zustand persist, src/web/shop/features/cart/cart-store.ts). */
export const CART_KEY = "frosty-cart";
export const PICKER_TITLE = "Escolha sua loja Frosty";

export async function getCatalog(request: APIRequestContext): Promise<CatalogWithSite> {
  const response = await request.get("/api/catalog");
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogWithSite;
}

export function productById(data: CatalogWithSite, id: string): CatalogProduct {
  const product = data.products.find((p) => p.id === id);
  if (!product) throw new Error(`product ${id} is missing from /api/catalog`);
  return product;
}

/**
 * src/shared/store-search.ts's rule, written again here: case-insensitive substring of name,
 * city, state or address.
 */
export function storesMatching(stores: readonly CatalogStore[], query: string): CatalogStore[] {
  const needle = query.toLowerCase();
  return stores.filter((s) =>
    [s.name, s.city, s.state, s.address].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** A cart line as the product page adds it: default size, no add-ons. */
export function cartItem(product: CatalogProduct, quantity: number): CartItem {
  return {
    productId: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    basePriceCents: product.basePriceCents,
    size: product.variations[0]?.size ?? "medio",
    sizeModifierCents: product.variations[0]?.priceModifierCents ?? 0,
    addons: [],
    quantity,
  };
}

/**
 * Stores a cart and/or a chosen store before the app starts. Only when nothing is stored
 * yet, so a reload keeps whatever the test did since.
 */
export async function seedState(
  page: Page,
  state: { items?: CartItem[]; selectedStore?: CatalogStore | null },
): Promise<void> {
  const value = JSON.stringify({
    state: { items: [], orders: [], selectedStore: null, ...state },
    version: 1,
  });
  await page.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    { key: CART_KEY, value },
  );
}

export const storePicker = (page: Page) => page.getByRole("dialog", { name: PICKER_TITLE });

/**
 * The header's store button: only one of its two copies is shown at any width. It reads
 * "Retirar em …" for a pickup, else "Loja: …" (the prefix only for screen readers).
 */
export const storeButton = (page: Page) =>
  page.getByRole("button", { name: /^(Escolher loja|Retirar em |Loja: )/ });

export async function openStorePicker(page: Page): Promise<void> {
  await storeButton(page).click();
  await expect(storePicker(page)).toBeVisible();
}

/** The picker's row for a store, found by its exact name. */
export const storeRow = (page: Page, name: string) =>
  storePicker(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByRole("button");

/** Searches the open picker and chooses a store; the dialog closes. */
export async function chooseStore(page: Page, query: string, name: string): Promise<void> {
  await storePicker(page).getByRole("searchbox").fill(query);
  await storeRow(page, name).click();
  await expect(storePicker(page)).toBeHidden();
  await expect(storeButton(page)).toHaveText(`Loja: ${name}`);
}

/** Adds a product from its page with the default size; the app then shows the cart. */
export async function addProductToCart(page: Page, id: string, quantity = 1): Promise<void> {
  await page.goto(`/produto/${id}`);
  const increase = page.getByRole("button", { name: /^Aumentar quantidade/ });
  for (let i = 1; i < quantity; i++) await increase.click();
  await expect(page.getByRole("status", { name: /^Quantidade/ })).toHaveText(String(quantity));
  await page.getByRole("button", { name: "Adicionar ao pedido" }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
}
