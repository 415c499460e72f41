import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, productAddons, productVariations, stores } from "#server/db/schema.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import {
  type AdminOrderList,
  ORDERS_PER_STATUS_LIMIT,
  type UnseenOrders,
} from "#shared/admin-orders.ts";
import type { OrderView } from "#shared/orders.ts";
import { shopDate } from "#shared/shop-calendar.ts";
import { storeDate } from "#shared/store-time-zone.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true, name: "Ana Souza" });
});
afterAll(() => t.database.dispose());

async function list(query = ""): Promise<AdminOrderList> {
  const response = await admin.browser.request(`/api/admin/orders${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as AdminOrderList;
}

const ids = (result: AdminOrderList) => result.orders.map((order) => order.id);

/** An order from a store no other test in this file uses, so its filters see only its own. */
function placeAt(storeId: string, customer: { name?: string; phone?: string } = {}) {
  return placeTestOrder(t, orderBody({ storeId, customer }));
}

/** Moves an order to another instant, and so to that instant's day on its store's clock. */
async function setPlacedAt(order: OrderView, instant: string): Promise<void> {
  const [store] = await t.database.db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, order.store.id));
  const createdAt = new Date(instant);
  await t.database.db
    .update(orders)
    .set({ createdAt, businessDay: storeDate(createdAt, store?.timeZone ?? "America/Sao_Paulo") })
    .where(eq(orders.id, order.id));
}

describe("GET /api/admin/orders", () => {
  it("lists waiting orders oldest first, as cards the kitchen reads, with the count in each status", async () => {
    const first = await placeAt("40", { name: "Bruno Lima" });
    await t.database.db
      .insert(productAddons)
      .values({ id: "calda-2-queue", productId: "2", name: "Calda de chocolate", priceCents: 150 })
      .onConflictDoNothing();
    await t.database.db
      .insert(productVariations)
      .values({ productId: "2", size: "grande", priceModifierCents: 200 })
      .onConflictDoNothing();
    const second = await placeTestOrder(
      t,
      orderBody({
        storeId: "40",
        deliveryMethod: "pickup",
        customer: { name: "Carla Dias" },
        items: [
          { productId: "2", size: "grande", addonIds: ["calda-2-queue"], quantity: 3 },
          { productId: "5", size: "medio", addonIds: [], quantity: 1 },
        ],
      }),
    );
    const result = await list("?storeId=40");
    expect(ids(result)).toEqual([first.id, second.id]);
    expect(result.counts).toEqual({
      awaiting_payment: 0,
      pending: 2,
      preparing: 0,
      ready: 0,
      out_for_delivery: 0,
      delivered: 0,
      cancelled: 0,
    });
    expect(result.limitPerStatus).toBe(ORDERS_PER_STATUS_LIMIT);
    expect(result.orders[1]).toEqual({
      id: second.id,
      shortNumber: first.shortNumber + 1,
      status: "pending",
      version: 1,
      customerName: "Carla Dias",
      customerPhone: "(81) 99999-0000",
      deliveryMethod: "pickup",
      paymentMethod: "test",
      changeForCents: null,
      cardType: null,
      paymentExpiresAt: null,
      totalCents: 3 * (899 + 200 + 150) + 899,
      cashbackSpentCents: 0,
      cashbackEarnedCents: null,
      itemCount: 4,
      items: [
        {
          name: second.items[0]?.name,
          size: "grande",
          addons: ["Calda de chocolate"],
          quantity: 3,
          boxParts: null,
        },
        { name: second.items[1]?.name, size: "medio", addons: [], quantity: 1, boxParts: null },
      ],
      store: {
        id: "40",
        name: second.store.name,
        city: second.store.city,
        state: second.store.state,
      },
      createdAt: second.createdAt,
      updatedAt: expect.any(String),
      seenAt: null,
      schedule: null,
      // Store 40 keeps the default limit of 5 minutes; the order is seconds old.
      lateAt: new Date(Date.parse(second.createdAt) + 5 * 60_000).toISOString(),
      late: false,
    });
    // The pickup code is the customer's to show, never on a card.
    expect(JSON.stringify(result)).not.toContain(`"pickupCode"`);
  });

  it("filters by store, receiving method and status", async () => {
    const delivery = await placeAt("41");
    const pickup = await placeTestOrder(t, orderBody({ storeId: "41", deliveryMethod: "pickup" }));
    await placeAt("42");
    expect(ids(await list("?storeId=41"))).toEqual([delivery.id, pickup.id]);
    expect(ids(await list("?storeId=41&method=pickup"))).toEqual([pickup.id]);
    expect(ids(await list("?storeId=41&method=delivery"))).toEqual([delivery.id]);
    expect(ids(await list("?storeId=41&status=preparing"))).toEqual([]);
    expect(ids(await list("?storeId=41&status=pending&method="))).toEqual([delivery.id, pickup.id]);
  });

  it("filters a Manaus store's orders by Manaus's days", async () => {
    // Frosty Adrianópolis (135) keeps Manaus's clock, an hour behind São Paulo's.
    const lateOnThe9th = await placeAt("135");
    const onThe10th = await placeAt("135");
    // 00:30 on 10 March in São Paulo is still 23:30 on 9 March in Manaus.
    await setPlacedAt(lateOnThe9th, "2026-03-10T03:30:00Z");
    await setPlacedAt(onThe10th, "2026-03-10T04:30:00Z");
    expect(ids(await list("?storeId=135&from=2026-03-09&to=2026-03-09"))).toEqual([
      lateOnThe9th.id,
    ]);
    expect(ids(await list("?storeId=135&from=2026-03-10&to=2026-03-10"))).toEqual([onThe10th.id]);
  });

  it("filters by days in São Paulo's calendar, both ends included", async () => {
    const lateOnThe9th = await placeAt("43");
    const earlyOnThe10th = await placeAt("43");
    const onThe12th = await placeAt("43");
    // 23:30 on 9 March in São Paulo is already 10 March in UTC.
    await setPlacedAt(lateOnThe9th, "2026-03-10T02:30:00Z");
    await setPlacedAt(earlyOnThe10th, "2026-03-10T03:30:00Z");
    await setPlacedAt(onThe12th, "2026-03-12T15:00:00Z");

    expect(ids(await list("?storeId=43&from=2026-03-09&to=2026-03-09"))).toEqual([lateOnThe9th.id]);
    expect(ids(await list("?storeId=43&from=2026-03-10"))).toEqual([
      earlyOnThe10th.id,
      onThe12th.id,
    ]);
    expect(ids(await list("?storeId=43&to=2026-03-11"))).toEqual([
      lateOnThe9th.id,
      earlyOnThe10th.id,
    ]);
  });

  it("finds an order by its number, or some of its digits", async () => {
    const order = await placeAt("44");
    await placeAt("44");
    expect(ids(await list(`?q=${order.id}`))).toEqual([order.id]);
    expect(ids(await list(`?q=${order.id.toLowerCase()}`))).toEqual([order.id]);
    expect(ids(await list(`?storeId=44&q=${order.id.slice(-6)}`))).toContain(order.id);
  });

  it("finds orders by the customer's name, whatever the case and accents", async () => {
    const jose = await placeAt("45", { name: "José Conceição" });
    await placeAt("45", { name: "Maria Clara" });
    for (const q of ["josé", "JOSE", "conceicao", "sé Con"]) {
      expect(ids(await list(`?storeId=45&q=${encodeURIComponent(q)}`)), q).toEqual([jose.id]);
    }
    // LIKE's wildcards are taken literally.
    expect(ids(await list("?storeId=45&q=%25"))).toEqual([]);
    expect(ids(await list("?storeId=45&q=_"))).toEqual([]);
  });

  it("finds orders by phone, compared digit by digit", async () => {
    const order = await placeAt("46", { phone: "(71) 98765-4321" });
    await placeAt("46", { phone: "(71) 91111-2222" });
    for (const q of ["98765-4321", "71987654321", "(71) 9876", "54321"]) {
      expect(ids(await list(`?storeId=46&q=${encodeURIComponent(q)}`)), q).toEqual([order.id]);
    }
  });

  it("shows at most 200 orders of each status, the longest waiting first, and counts them all", async () => {
    const storeId = "47";
    const rows = Array.from({ length: ORDERS_PER_STATUS_LIMIT + 5 }, (_, index) => ({
      id: `ORD-${1_600_000_000_000 + index}`,
      accessToken: randomUUID(),
      idempotencyKey: randomUUID(),
      requestHash: "x",
      storeId,
      customerName: "Cliente em massa",
      customerPhone: "11900000000",
      deliveryMethod: "pickup" as const,
      paymentMethod: "test" as const,
      subtotalCents: 899,
      discountCents: 0,
      deliveryFeeCents: 0,
      totalCents: 899,
      createdAt: new Date(1_600_000_000_000 + index * 60_000),
      businessDay: shopDate(new Date(1_600_000_000_000 + index * 60_000)),
      shortNumber: index + 1,
      pickupCode: "1234",
    }));
    await t.database.db.insert(orders).values(rows);
    const delivered = await placeAt(storeId);
    await t.database.db
      .update(orders)
      .set({ status: "delivered" })
      .where(eq(orders.id, delivered.id));

    const result = await list(`?storeId=${storeId}`);
    const pending = result.orders.filter((order) => order.status === "pending");
    expect(pending).toHaveLength(ORDERS_PER_STATUS_LIMIT);
    expect(pending[0]?.id).toBe(rows[0]?.id);
    expect(pending.at(-1)?.id).toBe(rows[ORDERS_PER_STATUS_LIMIT - 1]?.id);
    // Waiting for years: every one of them is late, and has no lines to list.
    expect(pending.every((order) => order.late && order.items.length === 0)).toBe(true);
    // The crowded column does not push the other statuses out.
    expect(result.orders.filter((order) => order.status === "delivered")).toHaveLength(1);
    expect(result.counts.pending).toBe(ORDERS_PER_STATUS_LIMIT + 5);
    expect(result.counts.delivered).toBe(1);
  });

  it("lists orders out for delivery oldest first, and counts them: they are still under way", async () => {
    const older = await placeAt("48");
    const newer = await placeAt("48");
    const delivered = await placeAt("48");
    await t.database.db
      .update(orders)
      .set({ status: "out_for_delivery" })
      .where(sql`${orders.id} in (${older.id}, ${newer.id})`);
    await t.database.db
      .update(orders)
      .set({ status: "delivered" })
      .where(eq(orders.id, delivered.id));
    const result = await list("?storeId=48");
    expect(ids(result)).toEqual([older.id, newer.id, delivered.id]);
    expect(result.counts).toMatchObject({ out_for_delivery: 2, delivered: 1, pending: 0 });
    expect(ids(await list("?storeId=48&status=out_for_delivery"))).toEqual([older.id, newer.id]);
  });

  it("lists delivered and cancelled orders newest first: they are history", async () => {
    const older = await placeAt("49");
    const newer = await placeAt("49");
    const cancelled = await placeAt("49");
    await t.database.db
      .update(orders)
      .set({ status: "delivered" })
      .where(sql`${orders.id} in (${older.id}, ${newer.id})`);
    await t.database.db
      .update(orders)
      .set({ status: "cancelled" })
      .where(eq(orders.id, cancelled.id));
    const result = await list("?storeId=49");
    expect(ids(result)).toEqual([newer.id, older.id, cancelled.id]);
    expect(result.orders.every((order) => !order.late)).toBe(true);
  });

  it.each([
    ["?status=entregue", "status", "Status inválido"],
    ["?method=drone", "method", "Forma de recebimento inválida"],
    ["?from=2026-13-01", "from", "Data inválida"],
    ["?from=10/03/2026", "from", "Use a data no formato AAAA-MM-DD"],
    ["?from=2026-03-10&to=2026-03-09", "to", "A data final deve ser igual ou posterior à inicial"],
    [`?q=${"a".repeat(101)}`, "q", "Use no máximo 100 caracteres na busca"],
  ])("refuses %s with a 422 in Portuguese", async (query, field, message) => {
    const response = await admin.browser.request(`/api/admin/orders${query}`);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe(message);
    expect(error.issues?.[0]?.path).toEqual([field]);
  });
});

describe("GET /api/admin/orders/unseen-count", () => {
  it("counts the orders nobody has opened yet", async () => {
    const count = async () => {
      const response = await admin.browser.request("/api/admin/orders/unseen-count");
      expect(response.status).toBe(200);
      return ((await response.json()) as UnseenOrders).unseenCount;
    };
    const before = await count();
    const order = await placeAt("48");
    expect(await count()).toBe(before + 1);
    await admin.browser.post(`/api/admin/orders/${order.id}/seen`);
    expect(await count()).toBe(before);
    // Counted by the database, not from anything cached.
    const [unseen] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.seenAt} is null`);
    expect(await count()).toBe(unseen?.n);
  });
});
