import type { Page } from "@playwright/test";
import type { CatalogStore } from "#shared/catalog.ts";

interface SeedItem {
  productId: string;
  name: string;
  quantity: number;
}

const BOA_VIAGEM = {
  id: "86",
  name: "Frosty Boa Viagem",
  address: "Av. Conselheiro Aguiar, 1200 - Boa Viagem",
  city: "Recife",
  state: "PE",
  contact: null,
};

/**
 * Writes the persisted client state ('frosty-cart') before the app reads it: a cart with
 * these seeded products at R$ 8,99 (size Médio) and a chosen store: Frosty Boa Viagem unless
 * told another (a spec's own, as the catalogue has it), or none (`store: false`).
 */
export async function seedCart(
  page: Page,
  items: SeedItem[],
  options: { store?: false | CatalogStore } = {},
): Promise<void> {
  const selectedStore = options.store === undefined ? BOA_VIAGEM : options.store || null;
  const state = {
    state: {
      items: items.map((item) => ({
        productId: item.productId,
        name: item.name,
        imageUrl: `/images/products/${item.productId}.svg`,
        basePriceCents: 899,
        size: "medio",
        sizeModifierCents: 0,
        addons: [],
        quantity: item.quantity,
      })),
      orders: [],
      selectedStore,
    },
    version: 1,
  };
  await page.goto("/sobre");
  await page.evaluate((value) => localStorage.setItem("frosty-cart", value), JSON.stringify(state));
}

export const CAJA = { productId: "1", name: "Picolé de Cajá" };
export const ACAI = { productId: "5", name: "Picolé de Açaí" };
