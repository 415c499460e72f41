import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  stockOf,
} from "#server/testing/orders.ts";
import { productInput } from "#server/testing/product-fixtures.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import type { AdminProduct, AdminProductDetail, ProductInput } from "#shared/admin-products.ts";
import type { Catalog } from "#shared/catalog.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

async function createWithStock(stockQuantity: number): Promise<AdminProductDetail> {
  const response = await admin.browser.request("/api/admin/products", {
    method: "POST",
    json: productInput({ stockQuantity, name: `Picolé com ${stockQuantity} unidades` }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AdminProductDetail;
}

async function soldOutInShop(id: string): Promise<boolean | undefined> {
  const catalog = (await (await t.request("/api/catalog")).json()) as Catalog;
  return catalog.products.find((product) => product.id === id)?.soldOut;
}

const oneUnitOf = (productId: string) =>
  orderBody({ items: [{ productId, size: "grande", addonIds: [], quantity: 1 }] });

describe("stock set by staff", () => {
  it("never goes below 0 when 50 orders race for the last 3 units", async () => {
    const product = await createWithStock(3);
    expect(await soldOutInShop(product.id)).toBe(false);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(t, oneUnitOf(product.id))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await readError(response)).toMatchObject({ code: "out_of_stock" });
    }
    expect(await stockOf(t, product.id)).toBe(0);

    // The shop shows it sold out at once, and staff see 0 too.
    expect(await soldOutInShop(product.id)).toBe(true);
    const detail = await admin.browser.request(`/api/admin/products/${product.id}`);
    expect(((await detail.json()) as AdminProductDetail).stockQuantity).toBe(0);
    expect((await postOrder(t, oneUnitOf(product.id))).status).toBe(409);
  });

  it("is back on sale when staff restock it", async () => {
    const product = await createWithStock(0);
    expect(await soldOutInShop(product.id)).toBe(true);
    expect((await postOrder(t, oneUnitOf(product.id))).status).toBe(409);

    const restock = await admin.browser.request(`/api/admin/products/${product.id}`, {
      method: "PUT",
      json: productInput({ stockQuantity: 2, name: product.name }),
    });
    expect(restock.status).toBe(200);
    expect(await soldOutInShop(product.id)).toBe(false);
    expect((await postOrder(t, oneUnitOf(product.id))).status).toBe(201);
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it("is flagged low below 80 units on the dashboard and in the staff list", async () => {
    const low = await createWithStock(79);
    const enough = await createWithStock(80);
    const figures = (await (
      await admin.browser.request("/api/admin/dashboard")
    ).json()) as DashboardFigures;
    const flagged = figures.lowStock.map((product) => product.id);
    expect(flagged).toContain(low.id);
    expect(flagged).not.toContain(enough.id);

    const list = (await (
      await admin.browser.request("/api/admin/products")
    ).json()) as AdminProduct[];
    expect(list.find((product) => product.id === low.id)?.stockQuantity).toBe(79);
  });
});

describe("an edit while orders take stock", () => {
  /** Staff's edit of a product whose form showed `shown` units. */
  const edit = (product: AdminProductDetail, shown: number, changes: Partial<ProductInput>) =>
    admin.browser.request(`/api/admin/products/${product.id}`, {
      method: "PUT",
      json: { ...productInput({ name: product.name, ...changes }), expectedStockQuantity: shown },
    });

  async function soldThree(): Promise<AdminProductDetail> {
    const product = await createWithStock(10);
    for (let i = 0; i < 3; i++) await placeTestOrder(t, oneUnitOf(product.id));
    expect(await stockOf(t, product.id)).toBe(7);
    return product;
  }

  it("keeps what was sold when staff left the stock as the form showed it", async () => {
    const product = await soldThree();
    const response = await edit(product, 10, { stockQuantity: 10, name: "Picolé renomeado" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "Picolé renomeado", stockQuantity: 7 });
    expect(await stockOf(t, product.id)).toBe(7);
  });

  it("refuses a new count typed over a stock that changed, and changes nothing", async () => {
    const product = await soldThree();
    const response = await edit(product, 10, { stockQuantity: 50, name: "Picolé recontado" });
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({
      code: "stock_changed",
      message:
        "O estoque mudou enquanto você editava: agora há 7 unidades. Confira o estoque e salve de novo.",
    });
    const stored = (await (
      await admin.browser.request(`/api/admin/products/${product.id}`)
    ).json()) as AdminProductDetail;
    expect(stored).toMatchObject({ name: product.name, stockQuantity: 7 });

    // Saved again from the stock as it is now, the count goes through.
    const again = await edit(product, 7, { stockQuantity: 50, name: "Picolé recontado" });
    expect(again.status).toBe(200);
    expect(await stockOf(t, product.id)).toBe(50);
  });

  it("takes a new count when nothing was sold since the form opened", async () => {
    const product = await createWithStock(10);
    const response = await edit(product, 10, { stockQuantity: 25 });
    expect(response.status).toBe(200);
    expect(await stockOf(t, product.id)).toBe(25);
  });

  it("refuses an expected stock that is not a count", async () => {
    const product = await createWithStock(10);
    const response = await edit(product, -1, {});
    expect(response.status).toBe(422);
    expect(await stockOf(t, product.id)).toBe(10);
  });
});
