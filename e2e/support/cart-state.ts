import type { Page } from "@playwright/test";

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
 * these seeded products at R$ 8,99 (size Médio) and, unless told otherwise, a chosen store.
 */
export async function seedCart(
  page: Page,
  items: SeedItem[],
  options: { store?: boolean } = {},
): Promise<void> {
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
      selectedStore: options.store === false ? null : BOA_VIAGEM,
    },
    version: 1,
  };
  await page.goto("/sobre");
  await page.evaluate((value) => localStorage.setItem("frosty-cart", value), JSON.stringify(state));
}

export const CAJA = { productId: "1", name: "Picolé de Cajá" };
export const ACAI = { productId: "5", name: "Picolé de Açaí" };
