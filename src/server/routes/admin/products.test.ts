import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#server/db/schema.ts";
import { orderBody, postOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminProduct } from "#shared/admin-products.ts";
import type { Catalog } from "#shared/catalog.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

function setActive(id: string, body: unknown): Promise<Response> {
  return admin.browser.request(`/api/admin/products/${id}`, { method: "PATCH", json: body });
}

async function catalogIds(): Promise<string[]> {
  const catalog = (await (await t.request("/api/catalog")).json()) as Catalog;
  return catalog.products.map((product) => product.id);
}

describe("GET /api/admin/products", () => {
  it("lists every product, inactive ones too, in Portuguese alphabetical order", async () => {
    await t.database.db
      .update(products)
      .set({ name: "Açaí com Banana", isActive: false })
      .where(eq(products.id, "29"));
    const response = await admin.browser.request("/api/admin/products");
    expect(response.status).toBe(200);
    const list = (await response.json()) as AdminProduct[];
    // The 29 flavours and the two seeded party boxes.
    expect(list).toHaveLength(31);
    const names = list.map((product) => product.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("pt-BR").compare));
    // "Açaí" sorts with the A's, not after "Z" as a byte-wise comparison would put it.
    expect(names.indexOf("Açaí com Banana")).toBeLessThan(5);
    expect(list.find((product) => product.id === "29")).toEqual({
      id: "29",
      name: "Açaí com Banana",
      priceCents: 899,
      imageUrl: expect.stringMatching(/^\/images\//),
      isActive: false,
      kind: "flavour",
      // A fresh install has every flavour at every store.
      soldOutStores: 0,
      storeCount: 138,
    });
  });
});

describe("PATCH /api/admin/products/:id", () => {
  it("hides a product from the shop at once, and shows it again", async () => {
    expect(await catalogIds()).toContain("7");

    const off = await setActive("7", { isActive: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ id: "7", isActive: false });
    expect(await catalogIds()).not.toContain("7");

    const order = await postOrder(
      t,
      orderBody({ items: [{ productId: "7", size: "medio", addonIds: [], quantity: 1 }] }),
    );
    expect(order.status).toBe(422);
    expect(await readError(order)).toMatchObject({ code: "unknown_product" });

    const on = await setActive("7", { isActive: true });
    expect(await on.json()).toMatchObject({ id: "7", isActive: true });
    expect(await catalogIds()).toContain("7");
    expect(
      (
        await postOrder(
          t,
          orderBody({ items: [{ productId: "7", size: "medio", addonIds: [], quantity: 1 }] }),
        )
      ).status,
    ).toBe(201);
  });

  it("answers an unknown product with 404", async () => {
    const response = await setActive("999", { isActive: false });
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({
      code: "product_not_found",
      message: "Produto não encontrado",
    });
  });

  it("validates the body", async () => {
    for (const body of [{}, { isActive: "false" }, { isActive: null }]) {
      const response = await setActive("3", body);
      expect(response.status).toBe(422);
      expect(await readError(response)).toMatchObject({
        code: "validation_failed",
        message: "Informe se o produto está ativo (true ou false)",
      });
    }
    const text = await admin.browser.request("/api/admin/products/3", {
      method: "PATCH",
      body: "isActive=false",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(text.status).toBe(415);
  });
});
