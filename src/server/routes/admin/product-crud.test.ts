import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariations } from "#server/db/schema.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
  stockOf,
} from "#server/testing/orders.ts";
import { productInput } from "#server/testing/product-fixtures.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import type { AdminProduct, AdminProductDetail, DeletedProduct } from "#shared/admin-products.ts";
import type { Catalog, CatalogProduct } from "#shared/catalog.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

const call = (method: string, path: string, json?: unknown) =>
  admin.browser.request(`/api/admin${path}`, { method, ...(json === undefined ? {} : { json }) });

async function create(overrides: Parameters<typeof productInput>[0] = {}) {
  const response = await call("POST", "/products", productInput(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as AdminProductDetail;
}

async function shopProduct(id: string): Promise<CatalogProduct | undefined> {
  const catalog = (await (await t.request("/api/catalog")).json()) as Catalog;
  return catalog.products.find((product) => product.id === id);
}

async function adminList(): Promise<AdminProduct[]> {
  return (await (await call("GET", "/products")).json()) as AdminProduct[];
}

describe("GET /api/admin/products/:id", () => {
  it("gives a product with its sizes and add-ons", async () => {
    const response = await call("GET", "/products/1");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: "1",
      name: "Picolé de Cajá",
      description: expect.stringContaining("cajá"),
      category: "Picolés Frosty",
      priceCents: 899,
      imageUrl: "/images/products/1.svg",
      isActive: true,
      variations: [{ size: "medio", priceModifierCents: 0 }],
      addons: [],
      kind: "flavour",
      box: null,
    });
  });

  it("answers an unknown product with 404", async () => {
    const response = await call("GET", "/products/9999");
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({
      code: "product_not_found",
      message: "Produto não encontrado",
    });
  });
});

describe("POST /api/admin/products", () => {
  it("creates a picolé under the next number, in the shop at once, sold out until a store counts it in", async () => {
    const created = await create();
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      ...productInput({ addons: [] }),
      addons: [{ id: expect.any(String), name: "Cobertura de chocolate", priceCents: 150 }],
      kind: "flavour",
      box: null,
    });
    // After the 29 flavours and the two seeded boxes.
    expect(Number(created.id)).toBeGreaterThanOrEqual(32);
    expect((await adminList()).map((product) => product.id)).toContain(created.id);

    const inShop = await shopProduct(created.id);
    expect(inShop).toMatchObject({
      name: "Picolé de Jabuticaba",
      basePriceCents: 1250,
      variations: [
        { size: "pequeno", priceModifierCents: -200 },
        { size: "grande", priceModifierCents: 300 },
      ],
      addons: created.addons,
      soldOut: true,
    });
    expect((await adminList()).find((product) => product.id === created.id)).toMatchObject({
      soldOutStores: 138,
      storeCount: 138,
    });

    // Store 1 counts 40 in: it sells them, no other store does.
    await setStock(t, created.id, 40);
    t.catalog.invalidate();
    expect(await shopProduct(created.id)).toMatchObject({ soldOut: false });
    expect((await adminList()).find((product) => product.id === created.id)).toMatchObject({
      soldOutStores: 137,
    });
    const order = await placeTestOrder(
      t,
      orderBody({
        items: [
          {
            productId: created.id,
            size: "grande",
            addonIds: [created.addons[0]?.id ?? ""],
            quantity: 2,
          },
        ],
      }),
    );
    expect(order.items[0]).toMatchObject({ unitPriceCents: 1250 + 300 + 150, quantity: 2 });
    expect(await stockOf(t, created.id)).toBe(38);
  });

  it("gives concurrent creates distinct ids", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call("POST", "/products", productInput({ name: `Picolé em lote ${i}` })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201));
    const ids = (
      (await Promise.all(responses.map((response) => response.json()))) as AdminProductDetail[]
    ).map((product) => product.id);
    expect(new Set(ids).size).toBe(6);
  });

  it("accepts a product with no sizes and no add-ons, sold in the default size", async () => {
    const created = await create({ variations: [], addons: [], name: "Picolé Simples" });
    expect(created).toMatchObject({ variations: [], addons: [] });
    await setStock(t, created.id, 10);
    const order = await placeTestOrder(
      t,
      orderBody({ items: [{ productId: created.id, size: "medio", addonIds: [], quantity: 1 }] }),
    );
    expect(order.items[0]?.unitPriceCents).toBe(1250);
  });

  const badBodies: [string, Record<string, unknown>, string][] = [
    ["an empty name", { name: "   " }, "Informe o nome do picolé"],
    ["a long name", { name: "x".repeat(81) }, "Use no máximo 80 caracteres"],
    ["a NUL in the name", { name: "Picolé\u0000" }, "Remova os caracteres de controle do texto"],
    ["a long description", { description: "x".repeat(501) }, "Use no máximo 500 caracteres"],
    ["a negative price", { priceCents: -1 }, "Informe um preço entre R$ 0,00 e R$ 1.000,00"],
    ["a fractional price", { priceCents: 12.5 }, "Informe um preço entre R$ 0,00 e R$ 1.000,00"],
    ["a price in text", { priceCents: "1250" }, "Informe um preço entre R$ 0,00 e R$ 1.000,00"],
    ["a huge price", { priceCents: 100_001 }, "Informe um preço entre R$ 0,00 e R$ 1.000,00"],
    ["no category", { category: "" }, "Informe a categoria"],
    [
      "an unknown size",
      { variations: [{ size: "gigante", priceModifierCents: 0 }] },
      "Tamanho inválido",
    ],
    [
      "a repeated size",
      {
        variations: [
          { size: "medio", priceModifierCents: 0 },
          { size: "medio", priceModifierCents: 100 },
        ],
      },
      "O tamanho Médio aparece mais de uma vez",
    ],
    [
      "a size discount above the price",
      { priceCents: 500, variations: [{ size: "pequeno", priceModifierCents: -600 }] },
      "O desconto do tamanho Pequeno é maior que o preço",
    ],
    [
      "a size modifier out of range",
      { variations: [{ size: "grande", priceModifierCents: 10_001 }] },
      "Use um ajuste entre -R$ 100,00 e R$ 100,00",
    ],
    [
      "too many add-ons",
      { addons: Array.from({ length: 21 }, (_, i) => ({ name: `Extra ${i}`, priceCents: 10 })) },
      "No máximo 20 adicionais por picolé",
    ],
    [
      "a negative add-on price",
      { addons: [{ name: "Granulado", priceCents: -5 }] },
      "Use um preço entre R$ 0,00 e R$ 1.000,00",
    ],
    [
      "a repeated add-on",
      {
        addons: [
          { name: "Granulado", priceCents: 50 },
          { name: "granulado", priceCents: 60 },
        ],
      },
      'O adicional "granulado" aparece mais de uma vez',
    ],
    [
      "an active flag in text",
      { isActive: "true" },
      "Informe se o picolé está ativo (true ou false)",
    ],
    [
      "an image on another site",
      { imageUrl: "https://evil.example/x.png" },
      "Envie uma imagem do picolé",
    ],
    [
      "an image path that climbs",
      { imageUrl: "/images/products/../../server/x.svg" },
      "Envie uma imagem do picolé",
    ],
    ["a malformed upload path", { imageUrl: "/images/uploads/abc" }, "Envie uma imagem do picolé"],
  ];

  it.each(badBodies)("refuses %s with 422", async (_, overrides, message) => {
    const before = (await adminList()).length;
    const response = await call("POST", "/products", { ...productInput(), ...overrides });
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues?.map((issue) => issue.message)).toContain(message);
    expect((await adminList()).length).toBe(before);
  });

  it("refuses a missing field, a body that is not an object, malformed JSON and a form", async () => {
    const { name: _name, ...withoutName } = productInput();
    expect((await call("POST", "/products", withoutName)).status).toBe(422);
    expect((await call("POST", "/products", [])).status).toBe(422);
    const malformed = await admin.browser.request("/api/admin/products", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    const form = await admin.browser.request("/api/admin/products", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    });
    expect(form.status).toBe(415);
  });

  it("refuses an upload that does not exist and an add-on id of another product", async () => {
    const missing = await call(
      "POST",
      "/products",
      productInput({ imageUrl: `/images/uploads/${"a".repeat(64)}` }),
    );
    expect(missing.status).toBe(422);
    expect(await readError(missing)).toMatchObject({ code: "unknown_image" });

    const other = await create();
    const stolen = await call(
      "POST",
      "/products",
      productInput({ addons: [{ id: other.addons[0]?.id ?? "", name: "Roubado", priceCents: 1 }] }),
    );
    expect(stolen.status).toBe(422);
    expect(await readError(stolen)).toMatchObject({
      code: "unknown_addon",
      issues: [{ path: ["addons", 0, "id"], message: "Adicional não encontrado neste picolé" }],
    });
  });
});

describe("PUT /api/admin/products/:id", () => {
  it("replaces name, price, sizes and add-ons, and the shop shows them at once", async () => {
    const created = await create({
      addons: [
        { name: "Granulado", priceCents: 50 },
        { name: "Leite condensado", priceCents: 100 },
      ],
    });
    expect(await shopProduct(created.id)).toMatchObject({ basePriceCents: 1250 });
    const granulado = created.addons.find((addon) => addon.name === "Granulado");

    const response = await call(
      "PUT",
      `/products/${created.id}`,
      productInput({
        name: "Picolé de Jabuticaba com Castanha",
        priceCents: 1400,
        variations: [{ size: "medio", priceModifierCents: 0 }],
        addons: [
          { id: granulado?.id, name: "Granulado colorido", priceCents: 75 },
          { name: "Castanha", priceCents: 200 },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as AdminProductDetail;
    expect(updated).toMatchObject({
      id: created.id,
      name: "Picolé de Jabuticaba com Castanha",
      priceCents: 1400,
      variations: [{ size: "medio", priceModifierCents: 0 }],
    });
    // The kept add-on keeps its id (carts hold it); the left-out one is gone.
    expect(updated.addons).toEqual([
      { id: expect.any(String), name: "Castanha", priceCents: 200 },
      { id: granulado?.id, name: "Granulado colorido", priceCents: 75 },
    ]);

    expect(await shopProduct(created.id)).toMatchObject({
      name: "Picolé de Jabuticaba com Castanha",
      basePriceCents: 1400,
      variations: [{ size: "medio", priceModifierCents: 0 }],
      addons: expect.arrayContaining(updated.addons),
    });
    expect((await shopProduct(created.id))?.addons).toHaveLength(2);
    expect(await call("GET", `/products/${created.id}`).then((r) => r.json())).toEqual(updated);
  });

  it("leaves everything as it was when one add-on is refused", async () => {
    const created = await create();
    const response = await call(
      "PUT",
      `/products/${created.id}`,
      productInput({
        name: "Nome que não fica",
        addons: [{ id: "nao-existe", name: "Fantasma", priceCents: 1 }],
      }),
    );
    expect(response.status).toBe(422);
    expect(await call("GET", `/products/${created.id}`).then((r) => r.json())).toEqual(created);
  });

  it("keeps the stores' stock through an edit, and hides an inactive product", async () => {
    const created = await create();
    await setStock(t, created.id, 12, { storeId: "3" });
    await call("PUT", `/products/${created.id}`, productInput({ name: "Picolé de Jabuticaba 2" }));
    expect(await stockOf(t, created.id, "3")).toBe(12);
    // Sold out everywhere but store 3.
    expect(await shopProduct(created.id)).toMatchObject({ soldOut: false });
    const refused = await postOrder(
      t,
      orderBody({ items: [{ productId: created.id, size: "grande", addonIds: [], quantity: 1 }] }),
    );
    expect(refused.status).toBe(409);
    expect(await readError(refused)).toMatchObject({ code: "out_of_stock" });

    await call("PUT", `/products/${created.id}`, productInput({ isActive: false }));
    expect(await shopProduct(created.id)).toBeUndefined();
  });

  it("ignores a stock sent with the product: the catalogue holds none", async () => {
    const created = await create();
    const response = await call("PUT", `/products/${created.id}`, {
      ...productInput(),
      stockQuantity: 999,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty("stockQuantity");
    expect(await stockOf(t, created.id)).toBeUndefined();
  });

  it("answers an unknown product with 404 and validates the body", async () => {
    expect((await call("PUT", "/products/9999", productInput())).status).toBe(404);
    const response = await call("PUT", "/products/1", { ...productInput(), priceCents: -5 });
    expect(response.status).toBe(422);
    expect((await shopProduct("1"))?.basePriceCents).toBe(899);
  });
});

describe("party boxes (Caixas de festa)", () => {
  const BOX = { size: 30, leadHours: 48, flavourIds: ["1", "2", "21"] };
  const boxInput = (box: unknown = BOX, overrides: Parameters<typeof productInput>[0] = {}) =>
    productInput({
      name: "Caixa Festa 30",
      category: "Caixas de festa",
      priceCents: 12_990,
      variations: [],
      addons: [],
      kind: "box",
      box: box as typeof BOX,
      ...overrides,
    });

  it("gives a seeded box with its size, lead time and every flavour", async () => {
    const response = await call("GET", "/products/30");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Caixa Festa 20",
      kind: "box",
      variations: [],
      box: {
        size: 20,
        leadHours: 24,
        flavourIds: Array.from({ length: 29 }, (_, i) => String(i + 1)),
      },
    });
    // No stock of its own: never "esgotado" for want of a row.
    expect((await adminList()).find((product) => product.id === "30")).toMatchObject({
      kind: "box",
      soldOutStores: 0,
    });
  });

  it("creates a box and edits it: the shop sees its rules at once", async () => {
    const response = await call("POST", "/products", boxInput());
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as AdminProductDetail;
    expect(created).toMatchObject({ kind: "box", box: BOX, variations: [], addons: [] });
    expect(await shopProduct(created.id)).toMatchObject({ kind: "box", box: BOX });

    const edited = { size: 40, leadHours: 0, flavourIds: ["3"] };
    const put = await call("PUT", `/products/${created.id}`, boxInput(edited));
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ kind: "box", box: edited });
    expect(await shopProduct(created.id)).toMatchObject({ box: edited });

    // Back to a flavour: the box's rules go.
    const flavour = await call("PUT", `/products/${created.id}`, productInput());
    expect(flavour.status).toBe(200);
    expect(await flavour.json()).toMatchObject({ kind: "flavour", box: null });
  });

  it.each([
    [
      "a box of 1",
      boxInput({ ...BOX, size: 1 }),
      ["box", "size"],
      "Informe quantos picolés a caixa leva, de 2 a 200",
    ],
    [
      "a box of 201",
      boxInput({ ...BOX, size: 201 }),
      ["box", "size"],
      "Informe quantos picolés a caixa leva, de 2 a 200",
    ],
    [
      "15 days ahead",
      boxInput({ ...BOX, leadHours: 337 }),
      ["box", "leadHours"],
      "Informe a antecedência em horas inteiras, de 0 a 336",
    ],
    [
      "no flavours",
      boxInput({ ...BOX, flavourIds: [] }),
      ["box", "flavourIds"],
      "Escolha pelo menos um sabor para a caixa",
    ],
    [
      "a flavour twice",
      boxInput({ ...BOX, flavourIds: ["1", "1"] }),
      ["box", "flavourIds", 1],
      "Sabor repetido na caixa",
    ],
    [
      "a box without its rules",
      boxInput(null),
      ["box"],
      "Informe o tamanho, a antecedência e os sabores da caixa",
    ],
    [
      "sizes on a box",
      boxInput(BOX, { variations: [{ size: "medio", priceModifierCents: 0 }] }),
      ["variations"],
      "Caixas de festa não têm tamanhos: o preço é o da caixa",
    ],
    [
      "add-ons on a box",
      boxInput(BOX, { addons: [{ name: "Vela", priceCents: 100 }] }),
      ["addons"],
      "Caixas de festa não têm adicionais",
    ],
    [
      "an initial stock on a box",
      { ...boxInput(), initialStock: { quantity: 10, stores: { all: true } } },
      ["initialStock"],
      "Caixas de festa não têm estoque próprio: o estoque delas é o dos sabores que levam",
    ],
    [
      "a box's rules on a flavour",
      productInput({ box: BOX }),
      ["box"],
      "Só caixas de festa têm tamanho, antecedência e sabores",
    ],
    [
      "a box inside a box",
      boxInput({ ...BOX, flavourIds: ["1", "31"] }),
      ["box", "flavourIds", 1],
      "Uma caixa de festa não pode entrar em outra caixa",
    ],
    [
      "an unknown flavour",
      boxInput({ ...BOX, flavourIds: ["1", "9999"] }),
      ["box", "flavourIds", 1],
      "Sabor não encontrado (ou inativo): escolha um picolé ativo",
    ],
  ])("refuses %s with a 422 in Portuguese naming the field", async (_, body, path, message) => {
    const before = (await adminList()).length;
    const response = await call("POST", "/products", body);
    expect(response.status).toBe(422);
    expect((await readError(response)).issues).toContainEqual({ path, message });
    expect(await adminList()).toHaveLength(before);
  });

  it("refuses to turn a box's flavour into a box, or a box into its own flavour", async () => {
    const flavourOfBoxes = await call("PUT", "/products/1", boxInput());
    expect(flavourOfBoxes.status).toBe(422);
    expect((await readError(flavourOfBoxes)).issues).toContainEqual({
      path: ["kind"],
      message:
        'Este picolé é um sabor da caixa "Caixa Festa 20": tire-o de lá antes de torná-lo uma caixa',
    });
    const itself = await call("PUT", "/products/30", boxInput({ ...BOX, flavourIds: ["30"] }));
    expect(itself.status).toBe(422);
    expect((await readError(itself)).issues).toContainEqual({
      path: ["box", "flavourIds", 0],
      message: "A caixa não pode conter a si mesma",
    });
    expect((await (await call("GET", "/products/1")).json()) as AdminProductDetail).toMatchObject({
      kind: "flavour",
    });
  });
});

describe("DELETE /api/admin/products/:id", () => {
  it("removes a product nobody ordered for good", async () => {
    const created = await create();
    const response = await call("DELETE", `/products/${created.id}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as DeletedProduct).toEqual({
      id: created.id,
      softDeleted: false,
    });
    const rows = await t.database.db.select().from(products).where(eq(products.id, created.id));
    expect(rows).toEqual([]);
    const sizes = await t.database.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, created.id));
    expect(sizes).toEqual([]);
    expect(await shopProduct(created.id)).toBeUndefined();
    expect((await call("DELETE", `/products/${created.id}`)).status).toBe(404);
  });

  it("keeps an ordered product for its orders' history, hidden from staff and shop", async () => {
    const created = await create();
    await setStock(t, created.id, 5);
    const order = await placeTestOrder(
      t,
      orderBody({ items: [{ productId: created.id, size: "grande", addonIds: [], quantity: 1 }] }),
    );

    const response = await call("DELETE", `/products/${created.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: created.id, softDeleted: true });

    const [row] = await t.database.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ isActive: false, deletedAt: expect.any(Date) });
    expect(await shopProduct(created.id)).toBeUndefined();
    expect((await adminList()).map((product) => product.id)).not.toContain(created.id);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", productInput()],
      ["PATCH", { isActive: true }],
      ["DELETE", undefined],
    ] as const) {
      const again = await call(method, `/products/${created.id}`, body);
      expect(again.status, method).toBe(404);
    }
    // It cannot be ordered, its stock (4 at store 1, below 80) is not flagged, and the order
    // still reads.
    const refused = await postOrder(
      t,
      orderBody({ items: [{ productId: created.id, size: "grande", addonIds: [], quantity: 1 }] }),
    );
    expect(await readError(refused)).toMatchObject({ code: "unknown_product" });
    const figures = (await (await call("GET", "/dashboard")).json()) as DashboardFigures;
    expect(JSON.stringify(figures.lowStock)).not.toContain(`"productId":"${created.id}"`);
    const read = await t.request(`/api/orders/${order.id}`, {
      headers: { "x-order-token": order.accessToken },
    });
    expect(read.status).toBe(200);
  });

  it("answers an unknown product with 404", async () => {
    const response = await call("DELETE", "/products/9999");
    expect(response.status).toBe(404);
    expect(await readError(response)).toMatchObject({ code: "product_not_found" });
  });
});

describe("POST /api/admin/products with an initial stock", () => {
  const SANTA_CATARINA = ["102", "103", "104", "105", "106", "107", "108"];

  async function launch(name: string, initialStock: unknown) {
    const response = await call("POST", "/products", { ...productInput({ name }), initialStock });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as AdminProductDetail;
  }

  it("launches a flavour with stock at a state's stores and chosen ones, none elsewhere", async () => {
    const created = await launch("Picolé de Butiá", {
      quantity: 120,
      stores: { states: ["sc"], storeIds: ["1", "102"] },
    });
    for (const storeId of ["1", ...SANTA_CATARINA]) {
      expect(await stockOf(t, created.id, storeId), storeId).toBe(120);
    }
    // Stores not chosen hold none, as for any new flavour: sold out there until counted in.
    expect(await stockOf(t, created.id, "2")).toBeUndefined();
    const screen = await call("GET", "/stores/2/stock");
    const line = ((await screen.json()) as { lines: { productId: string }[] }).lines.find(
      (stockLine) => stockLine.productId === created.id,
    );
    expect(line).toMatchObject({ stockQuantity: 0, isAvailable: true, orderable: false });
    expect((await adminList()).find((product) => product.id === created.id)).toMatchObject({
      soldOutStores: 130,
    });
    const order = await placeTestOrder(
      t,
      orderBody({
        storeId: "103",
        deliveryMethod: "pickup",
        items: [{ productId: created.id, size: "grande", addonIds: [], quantity: 3 }],
      }),
    );
    expect(order.store.id).toBe("103");
    expect(await stockOf(t, created.id, "103")).toBe(117);
    const elsewhere = await postOrder(
      t,
      orderBody({
        storeId: "2",
        deliveryMethod: "pickup",
        items: [{ productId: created.id, size: "grande", addonIds: [], quantity: 1 }],
      }),
    );
    expect(elsewhere.status).toBe(409);
    expect((await readError(elsewhere)).code).toBe("out_of_stock");
  });

  it("launches at every store", async () => {
    const created = await launch("Picolé de Cupuaçu da Rede", {
      quantity: 40,
      stores: { all: true },
    });
    expect((await adminList()).find((product) => product.id === created.id)).toMatchObject({
      soldOutStores: 0,
    });
    expect(await stockOf(t, created.id, "138")).toBe(40);
    expect(await shopProduct(created.id)).toMatchObject({ soldOut: false });
  });

  it.each([
    [
      { quantity: 10, stores: { states: ["TO"] } },
      ["initialStock", "stores", "states", 0],
      "Nenhuma loja no estado TO",
    ],
    [
      { quantity: 10, stores: { storeIds: ["9999"] } },
      ["initialStock", "stores", "storeIds", 0],
      "Loja não encontrada: 9999",
    ],
    [
      { quantity: 10, stores: {} },
      ["initialStock", "stores"],
      "Escolha ao menos uma loja, cidade ou estado",
    ],
    [
      { quantity: 0, stores: { all: true } },
      ["initialStock", "quantity"],
      "Informe o estoque inicial em unidades inteiras, de 1 a 100.000",
    ],
    [
      { quantity: 2.5, stores: { all: true } },
      ["initialStock", "quantity"],
      "Informe o estoque inicial em unidades inteiras, de 1 a 100.000",
    ],
  ])(
    "refuses the initial stock %j with 422 and creates nothing",
    async (initialStock, path, message) => {
      const before = (await adminList()).length;
      const response = await call("POST", "/products", { ...productInput(), initialStock });
      expect(response.status).toBe(422);
      expect((await readError(response)).issues).toContainEqual({ path, message });
      expect((await adminList()).length).toBe(before);
    },
  );
});
