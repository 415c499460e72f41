import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStockQuantity } from "#server/db/seed/stock-data.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
  stockOf,
} from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { StoreStock, StoreStockLineInput } from "#shared/store-stock-schemas.ts";

/** Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (vitest.config.ts). */
let t: TestApp;
let admin: SignedInStaff;
let staffOf4: SignedInStaff;
let staffOf5And6: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  staffOf4 = await signedInStaff(t, { stores: ["4"] });
  staffOf5And6 = await signedInStaff(t, { stores: ["5", "6"] });
});
afterAll(() => t.database.dispose());

const stockPath = (storeId: string) => `/api/admin/stores/${storeId}/stock`;

async function readStock(who: SignedInStaff, storeId: string): Promise<StoreStock> {
  const response = await who.browser.request(stockPath(storeId));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StoreStock;
}

function save(who: SignedInStaff, storeId: string, lines: StoreStockLineInput[]) {
  return who.browser.request(stockPath(storeId), { method: "PUT", json: { lines } });
}

/** A line of a save: the count typed, the switch, and the count the screen had shown. */
const line = (
  productId: string,
  stockQuantity: number,
  expectedStockQuantity: number,
  isAvailable = true,
): StoreStockLineInput => ({ productId, stockQuantity, isAvailable, expectedStockQuantity });

const lineOf = (stock: StoreStock, productId: string) =>
  stock.lines.find((l) => l.productId === productId);

async function unavailableInShop(storeId: string): Promise<string[] | undefined> {
  const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.stores.find((store) => store.id === storeId)?.unavailableProductIds;
}

const oneOf = (productId: string, storeId: string, quantity = 1) =>
  orderBody({ storeId, items: [{ productId, size: "medio", addonIds: [], quantity }] });

describe("GET /api/admin/stores/:id/stock", () => {
  it("lists every flavour of the chain by name with the store's seeded count", async () => {
    const stock = await readStock(staffOf4, "4");
    expect(stock.store).toEqual({
      id: "4",
      name: expect.stringMatching(/^Frosty /),
      city: expect.any(String),
      state: expect.stringMatching(/^[A-Z]{2}$/),
    });
    expect(stock.lowStockBelow).toBe(80);
    expect(stock.lines).toHaveLength(29);
    const names = stock.lines.map((l) => l.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("pt-BR").compare));
    for (const l of stock.lines) {
      const seeded = seedStockQuantity("4", l.productId);
      expect(l).toEqual({
        productId: l.productId,
        name: expect.stringMatching(/^Picolé /),
        imageUrl: `/images/products/${l.productId}.svg`,
        stockQuantity: seeded,
        isAvailable: true,
        orderable: true,
        lowStock: seeded < 80,
      });
    }
  });

  it("flags low stock per store: below 80 units", async () => {
    await setStock(t, "2", 79, { storeId: "4" });
    await setStock(t, "2", 80, { storeId: "5" });
    expect(lineOf(await readStock(staffOf4, "4"), "2")).toMatchObject({ lowStock: true });
    expect(lineOf(await readStock(staffOf5And6, "5"), "2")).toMatchObject({ lowStock: false });
  });

  it("gives staff their own stores only, and HQ every store", async () => {
    await readStock(staffOf5And6, "6");
    for (const [who, storeId] of [
      [staffOf4, "5"],
      [staffOf5And6, "4"],
      [staffOf4, "9999"],
    ] as const) {
      const response = await who.browser.request(stockPath(storeId));
      expect(response.status).toBe(403);
      expect(await readError(response)).toEqual({
        code: "other_store",
        message: "Você não tem acesso a esta loja.",
      });
    }
    expect((await readStock(admin, "137")).store.id).toBe("137");
  });

  it("answers an unknown store with 404", async () => {
    for (const id of ["9999", "%00"]) {
      const response = await admin.browser.request(stockPath(id));
      expect(response.status).toBe(404);
      expect(await readError(response)).toEqual({
        code: "store_not_found",
        message: "Loja não encontrada",
      });
    }
  });
});

describe("PUT /api/admin/stores/:id/stock", () => {
  it("saves counts and switches at once, the shop follows, and no other store changes", async () => {
    await setStock(t, "3", 50, { storeId: "4" });
    await setStock(t, "7", 20, { storeId: "4" });
    await setStock(t, "3", 60, { storeId: "5" });
    const response = await save(staffOf4, "4", [
      line("3", 0, 50),
      line("7", 120, 20, false),
      line("8", 90, seedStockQuantity("4", "8")),
    ]);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as StoreStock;
    expect(lineOf(saved, "3")).toMatchObject({
      stockQuantity: 0,
      orderable: false,
      lowStock: true,
    });
    expect(lineOf(saved, "7")).toMatchObject({
      stockQuantity: 120,
      isAvailable: false,
      orderable: false,
    });
    expect(lineOf(saved, "8")).toMatchObject({ stockQuantity: 90, orderable: true });
    expect(await readStock(staffOf4, "4")).toEqual(saved);

    expect(await unavailableInShop("4")).toEqual(expect.arrayContaining(["3", "7"]));
    expect(await unavailableInShop("5")).not.toContain("3");
    expect(await stockOf(t, "3", "5")).toBe(60);
    const refused = await postOrder(t, oneOf("7", "4"));
    expect(refused.status).toBe(409);
    expect((await readError(refused)).message).toBe(
      `${lineOf(saved, "7")?.name} está esgotado nesta loja.`,
    );

    // Back on sale: the shop offers it again at once.
    expect((await save(staffOf4, "4", [line("7", 120, 120, true)])).status).toBe(200);
    expect(await unavailableInShop("4")).not.toContain("7");
    await placeTestOrder(t, oneOf("7", "4"));
    expect(await stockOf(t, "7", "4")).toBe(119);
  });

  it("counts a flavour in at a store that never had any", async () => {
    await t.database.db.execute(
      // A store that never counted flavour 9 (a new store, say): no row at all.
      sql`delete from store_stock where store_id = '6' and product_id = '9'`,
    );
    const before = lineOf(await readStock(staffOf5And6, "6"), "9");
    expect(before).toMatchObject({ stockQuantity: 0, isAvailable: true, orderable: false });
    expect((await save(staffOf5And6, "6", [line("9", 35, 0)])).status).toBe(200);
    expect(await stockOf(t, "9", "6")).toBe(35);
    expect(await unavailableInShop("6")).not.toContain("9");
  });

  it("keeps what orders sold while staff counted, for a count left as it was shown", async () => {
    await setStock(t, "10", 30, { storeId: "5" });
    const shown = lineOf(await readStock(staffOf5And6, "5"), "10");
    await placeTestOrder(t, oneOf("10", "5", 4));
    const response = await save(staffOf5And6, "5", [
      line("10", 30, shown?.stockQuantity ?? 0, false),
    ]);
    expect(response.status).toBe(200);
    expect(lineOf((await response.json()) as StoreStock, "10")).toMatchObject({
      stockQuantity: 26,
      isAvailable: false,
    });
  });

  it("refuses the whole save with 409 when a retyped count changed meanwhile, naming what is there now", async () => {
    await setStock(t, "11", 30, { storeId: "5" });
    await setStock(t, "12", 40, { storeId: "5" });
    await placeTestOrder(t, oneOf("11", "5", 2));
    const response = await save(staffOf5And6, "5", [line("12", 45, 40), line("11", 100, 30)]);
    expect(response.status).toBe(409);
    const error = await readError(response);
    expect(error).toEqual({
      code: "stock_changed",
      message:
        "O estoque de Picolé de Seriguela (agora 28 unidades) mudou enquanto você contava: " +
        "pedidos foram feitos. Confira esse sabor e salve de novo.",
      issues: [
        {
          path: ["lines", 1, "stockQuantity"],
          message:
            "Mudou para 28 unidades enquanto você contava (pedidos). Confira e salve de novo.",
        },
      ],
    });
    // Nothing was saved, not even the line that had not changed.
    expect(await stockOf(t, "12", "5")).toBe(40);
    expect(await stockOf(t, "11", "5")).toBe(28);

    // Saved again from the count as it is now, it goes through.
    const again = await save(staffOf5And6, "5", [line("12", 45, 40), line("11", 100, 28)]);
    expect(again.status).toBe(200);
    expect(await stockOf(t, "11", "5")).toBe(100);
    expect(await stockOf(t, "12", "5")).toBe(45);
  });

  it("names every flavour that changed", async () => {
    await setStock(t, "13", 10, { storeId: "6" });
    await setStock(t, "14", 10, { storeId: "6" });
    await placeTestOrder(
      t,
      orderBody({
        storeId: "6",
        items: [
          { productId: "13", size: "medio", addonIds: [], quantity: 1 },
          { productId: "14", size: "medio", addonIds: [], quantity: 9 },
        ],
      }),
    );
    const response = await save(staffOf5And6, "6", [line("13", 50, 10), line("14", 50, 10)]);
    expect(response.status).toBe(409);
    expect((await readError(response)).message).toBe(
      "O estoque de Picolé de Acerola (agora 9 unidades) e Picolé de Maracujá (agora 1 unidade) " +
        "mudou enquanto você contava: pedidos foram feitos. Confira esses sabores e salve de novo.",
    );
  });

  it("never deadlocks nor oversells when orders and a save race for the same rows", async () => {
    await setStock(t, "15", 20, { storeId: "6" });
    await setStock(t, "16", 20, { storeId: "6" });
    const orders = Array.from({ length: 20 }, (_, i) =>
      postOrder(
        t,
        orderBody({
          storeId: "6",
          items: [
            { productId: i % 2 ? "15" : "16", size: "medio", addonIds: [], quantity: 1 },
            { productId: i % 2 ? "16" : "15", size: "medio", addonIds: [], quantity: 1 },
          ],
        }),
      ),
    );
    // Left as shown: whatever the orders took stays taken; the switch goes off for 16.
    const saving = save(staffOf5And6, "6", [line("16", 20, 20, false), line("15", 20, 20)]);
    const [saved, ...placed] = await Promise.all([saving, ...orders]);
    expect(saved?.status).toBe(200);
    const accepted = placed.filter((response) => response.status === 201).length;
    for (const response of placed) expect([201, 409]).toContain(response.status);
    expect(await stockOf(t, "15", "6")).toBe(20 - accepted);
    expect(await stockOf(t, "16", "6")).toBe(20 - accepted);
  });

  const badBodies: [string, unknown, number][] = [
    ["a negative count", { lines: [line("1", -1, 0)] }, 422],
    ["a fractional count", { lines: [line("1", 1.5, 0)] }, 422],
    ["a count above the limit", { lines: [line("1", 100_001, 0)] }, 422],
    ["a count in text", { lines: [{ ...line("1", 1, 0), stockQuantity: "5" }] }, 422],
    [
      "no expected count",
      { lines: [{ productId: "1", stockQuantity: 1, isAvailable: true }] },
      422,
    ],
    ["a repeated flavour", { lines: [line("1", 1, 0), line("1", 2, 0)] }, 422],
    ["no lines", { lines: [] }, 422],
    ["too many lines", { lines: Array.from({ length: 501 }, (_, i) => line(`${i}`, 1, 0)) }, 422],
    ["an unknown field", { lines: [{ ...line("1", 1, 0), price: 1 }] }, 422],
    ["an unknown flavour", { lines: [line("no-such", 1, 0)] }, 422],
    ["not an object", [], 422],
  ];

  it.each(badBodies)("refuses %s and saves nothing", async (_, body, status) => {
    await setStock(t, "1", 77, { storeId: "4" });
    const response = await staffOf4.browser.request(stockPath("4"), { method: "PUT", json: body });
    expect(response.status).toBe(status);
    expect((await readError(response)).message).toMatch(/\S/);
    expect(await stockOf(t, "1", "4")).toBe(77);
  });

  it("says which line names an unknown flavour", async () => {
    const response = await save(admin, "4", [line("1", 1, 0), line("no-such", 1, 0)]);
    expect(await readError(response)).toEqual({
      code: "unknown_product",
      message: "Picolé não encontrado",
      issues: [{ path: ["lines", 1, "productId"], message: "Picolé não encontrado" }],
    });
  });

  it("counts no party box: its flavours hold its stock", async () => {
    // Caixa Festa 20 (seeded as product 30), after a flavour's line: nothing is saved.
    const before = await stockOf(t, "1", "4");
    const response = await save(admin, "4", [line("1", 7, before ?? 0), line("30", 5, 0)]);
    expect(response.status).toBe(422);
    const message =
      "Caixa Festa 20 é uma caixa de festa: o estoque dela é o dos sabores que ela leva";
    expect(await readError(response)).toMatchObject({
      code: "box_has_no_stock",
      message,
      issues: [{ path: ["lines", 1, "productId"], message }],
    });
    expect(await stockOf(t, "30", "4")).toBeUndefined();
    expect(await stockOf(t, "1", "4")).toBe(before);
    // Nor does the screen offer one to count.
    expect(lineOf(await readStock(admin, "4"), "30")).toBeUndefined();
  });

  it("refuses another store's staff with 403 and an unknown store with 404", async () => {
    await setStock(t, "1", 33, { storeId: "4" });
    const other = await save(staffOf5And6, "4", [line("1", 0, 33)]);
    expect(other.status).toBe(403);
    expect(await stockOf(t, "1", "4")).toBe(33);
    expect((await save(admin, "9999", [line("1", 0, 0)])).status).toBe(404);
  });
});
