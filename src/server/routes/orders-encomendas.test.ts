import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { orderStatusHistory, orders, products, stores } from "#server/db/schema.ts";
import { releaseDueEncomendas } from "#server/services/scheduling/release-encomendas.ts";
import { orderBody, postOrder, readError, setStock, stockOf } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { createTestApp, type TestApp, testAppOf } from "#server/testing/test-app.ts";
import type { PlacedOrder, TrackedOrder } from "#shared/orders.ts";
import { addDays, storeInstant } from "#shared/scheduling.ts";
import type { StoreSchedule } from "#shared/scheduling-schemas.ts";
import { storeDate } from "#shared/store-time-zone.ts";

/**
 * Encomendas and party boxes (issue 30): the slot on the store's clock, the box's mix and its
 * stock per flavour, the day's capacity under concurrency, the payment rules, the customer's
 * cancel and the release into the live queue. Stores 87 (Recife) and 135 (Manaus) are this
 * file's; every test sets what it needs of them.
 */
let t: TestApp;
/** A second instance on the same database: its own order queue. */
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ payments: { pixReceiver: TEST_PIX_RECEIVER } });
  other = testAppOf(
    t.database,
    createApp({
      db: t.database.db,
      logger: pino({ level: "silent" }),
      orderLimits: t.catalog.limitDefaults,
      payments: { pixReceiver: TEST_PIX_RECEIVER },
    }),
  );
});
afterAll(() => t.database.dispose());

const RECIFE = "87";
const MANAUS = "135";
const FLAVOURS = ["1", "2", "3", "4"];
const EVERY_DAY = Array.from({ length: 7 }, () => ({ open: "10:00", close: "22:00" }));

let boxes = 0;
/** A party box of `size` picolés from FLAVOURS, at `priceCents`, 24 h ahead. */
async function newBox(size: number, priceCents: number): Promise<string> {
  boxes += 1;
  const id = `caixa-teste-${boxes}`;
  await t.database.db.insert(products).values({
    id,
    name: `Caixa Teste ${size}`,
    description: "Uma caixa de festa de teste",
    category: "Caixas de festa",
    basePriceCents: priceCents,
    imageUrl: "/images/products/1.svg",
    kind: "box",
    boxSize: size,
    boxLeadHours: 24,
    boxFlavourIds: FLAVOURS,
  });
  await t.catalog.invalidate();
  return id;
}

/** The store open every day 10:00–22:00 with this capacity, and its flavours in stock. */
async function readyStore(storeId: string, capacity = 300, stock = 500) {
  await t.database.db
    .update(stores)
    .set({
      openingHours: EVERY_DAY,
      acceptsOrders: true,
      dailyCapacity: Array(7).fill(capacity),
      preparationMinutes: 45,
    })
    .where(eq(stores.id, storeId));
  for (const flavour of FLAVOURS) await setStock(t, flavour, stock, { storeId });
}

/** `days` from today on the store's clock, at `time` ("HH:MM") there: an instant. */
function slotAt(days: number, time: string, timeZone = "America/Sao_Paulo"): Date {
  const [h, m] = time.split(":").map(Number);
  const day = addDays(storeDate(new Date(), timeZone), days);
  return storeInstant(day, (h ?? 0) * 60 + (m ?? 0), timeZone);
}

function boxOrder(
  storeId: string,
  boxId: string,
  parts: { productId: string; quantity: number }[],
  slot: Date | null,
  extra: Partial<ReturnType<typeof orderBody>> = {},
) {
  return orderBody({
    storeId,
    deliveryMethod: "pickup",
    deliveryAddress: undefined,
    items: [{ productId: boxId, size: "medio", addonIds: [], quantity: 1, boxParts: parts }],
    ...(slot ? { schedule: { slotStart: slot.toISOString() } } : {}),
    ...extra,
  });
}

const TWENTY = [
  { productId: "1", quantity: 8 },
  { productId: "2", quantity: 6 },
  { productId: "3", quantity: 4 },
  { productId: "4", quantity: 2 },
];

describe("a party box, scheduled", () => {
  it("is placed for its slot with its mix, taking each flavour's units at the store", async () => {
    await readyStore(RECIFE, 300, 100);
    const box = await newBox(20, 4_000);
    const slot = slotAt(2, "15:00");
    const response = await postOrder(t, {
      ...boxOrder(RECIFE, box, TWENTY, slot),
      items: [{ productId: box, size: "medio", addonIds: [], quantity: 2, boxParts: TWENTY }],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const order = (await response.json()) as PlacedOrder;
    expect(order.status).toBe("scheduled");
    expect(order.totalCents).toBe(8_000);
    expect(order.items[0]?.boxParts).toEqual([
      { productId: "1", name: expect.any(String), quantity: 8 },
      { productId: "2", name: expect.any(String), quantity: 6 },
      { productId: "3", name: expect.any(String), quantity: 4 },
      { productId: "4", name: expect.any(String), quantity: 2 },
    ]);
    expect(order.schedule).toMatchObject({
      slotStart: slot.toISOString(),
      day: storeDate(slot, "America/Sao_Paulo"),
      time: "15:00",
      cancelUntil: new Date(slot.getTime() - 24 * 3_600_000).toISOString(),
    });
    expect(order.schedule?.label).toMatch(/^[a-zçáéíóú-]+, \d{2}\/\d{2} às 15:00$/);
    // Two boxes: each flavour times two, from the store's own stock.
    expect(await stockOf(t, "1", RECIFE)).toBe(100 - 16);
    expect(await stockOf(t, "4", RECIFE)).toBe(100 - 4);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.scheduledUnits).toBe(40);
  });

  it("refuses a box not full, a flavour the box does not take, parts on a flavour", async () => {
    await readyStore(RECIFE);
    const box = await newBox(20, 6_000);
    const slot = slotAt(2, "16:00");
    const short = await postOrder(t, boxOrder(RECIFE, box, TWENTY.slice(1), slot));
    expect(short.status).toBe(422);
    expect(await readError(short)).toMatchObject({
      code: "box_incomplete",
      message: "A caixa leva 20 picolés: faltam 8.",
    });
    const foreign = await postOrder(
      t,
      boxOrder(RECIFE, box, [...TWENTY.slice(0, 3), { productId: "9", quantity: 2 }], slot),
    );
    expect(foreign.status).toBe(422);
    expect(await readError(foreign)).toMatchObject({
      code: "flavour_not_in_box",
      issues: [{ path: ["items", 0, "boxParts", 3, "productId"] }],
    });
    const notABox = await postOrder(
      t,
      orderBody({
        storeId: RECIFE,
        items: [{ productId: "1", size: "medio", addonIds: [], quantity: 1, boxParts: TWENTY }],
      }),
    );
    expect(notABox.status).toBe(422);
    expect((await readError(notABox)).code).toBe("not_a_box");
  });

  it("is always an encomenda: refused for now, or inside its lead time, or outside the hours", async () => {
    await readyStore(RECIFE);
    const box = await newBox(20, 6_000);
    const now = await postOrder(t, boxOrder(RECIFE, box, TWENTY, null));
    expect(now.status).toBe(422);
    expect(await readError(now)).toMatchObject({
      code: "needs_schedule",
      message:
        "Caixas de festa são feitas por encomenda: agende com pelo menos 24 h de antecedência.",
    });
    const soon = await postOrder(
      t,
      boxOrder(RECIFE, box, TWENTY, new Date(Date.now() + 3_600_000)),
    );
    expect(soon.status).toBe(422);
    expect((await readError(soon)).code).toBe("lead_time");
    const night = await postOrder(t, boxOrder(RECIFE, box, TWENTY, slotAt(3, "23:00")));
    expect(night.status).toBe(422);
    expect((await readError(night)).code).toBe("slot_unavailable");
    const offGrid = await postOrder(t, boxOrder(RECIFE, box, TWENTY, slotAt(3, "15:10")));
    expect((await readError(offGrid)).code).toBe("slot_unavailable");
  });
});

describe("a store's daily capacity", () => {
  it("refuses an encomenda past the day's capacity, naming the days that still have room", async () => {
    await readyStore(RECIFE, 60);
    const box = await newBox(20, 6_000);
    const day = slotAt(4, "15:00");
    for (let i = 0; i < 3; i++) {
      const placed = await postOrder(t, boxOrder(RECIFE, box, TWENTY, day));
      expect(placed.status).toBe(201);
    }
    const refused = await postOrder(t, boxOrder(RECIFE, box, TWENTY, slotAt(4, "18:00")));
    expect(refused.status).toBe(409);
    const error = await readError(refused);
    const date = storeDate(day, "America/Sao_Paulo");
    expect(error.code).toBe("capacity_full");
    expect(error.openDays).not.toContain(date);
    expect(error.openDays).toContain(addDays(date, 1));
    const [, month, dd] = date.split("-");
    expect(error.message).toContain(`encomendas em ${dd}/${month}. Dias com vaga:`);
    // Another day takes it.
    expect((await postOrder(t, boxOrder(RECIFE, box, TWENTY, slotAt(5, "15:00")))).status).toBe(
      201,
    );
  });

  it("gives a day's last places to exactly as many of many customers at once as fit, across two instances", async () => {
    await readyStore(RECIFE, 60);
    const box = await newBox(20, 6_000);
    const slot = slotAt(6, "11:00");
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postOrder(i % 2 ? t : other, boxOrder(RECIFE, box, TWENTY, slot)),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const booked = await t.database.db.execute(sql`
      select sum(scheduled_units)::int as units from orders
      where store_id = ${RECIFE} and scheduled_day = ${storeDate(slot, "America/Sao_Paulo")}::date
        and status <> 'cancelled'`);
    expect((booked as unknown as { rows: { units: number }[] }).rows[0]?.units).toBe(60);
  });
});

describe("GET /api/stores/{id}/schedule", () => {
  it("offers the slots on the store's own clock, esgotado where the cart does not fit", async () => {
    await readyStore(MANAUS, 30);
    const response = await t.request(`/api/stores/${MANAUS}/schedule?units=40&leadHours=24`);
    expect(response.status).toBe(200);
    const schedule = (await response.json()) as StoreSchedule;
    expect(schedule).toMatchObject({ storeId: MANAUS, timeZone: "America/Manaus", enabled: true });
    const today = storeDate(new Date(), "America/Manaus");
    const [day] = schedule.days.filter((d) => d.date === addDays(today, 2));
    // 10:00 in Manaus is 14:00 UTC (UTC−4).
    expect(day?.slots[0]).toEqual({
      start: `${addDays(today, 2)}T14:00:00.000Z`,
      label: "10:00",
      available: false,
    });
    expect(day?.full).toBe(true);
    expect(day?.label).toMatch(/^[a-zçáéíóú-]+, \d{2}\/\d{2}$/);
    const fits = (await (
      await t.request(`/api/stores/${MANAUS}/schedule?units=20&leadHours=24`)
    ).json()) as StoreSchedule;
    expect(fits.days.every((d) => !d.full && d.slots.every((s) => s.available))).toBe(true);
    // Nothing inside the lead time: the first slot is at least 24 h away.
    const first = new Date(fits.days[0]?.slots[0]?.start ?? 0).getTime();
    expect(first).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it("answers 404 for a store that does not exist", async () => {
    expect((await t.request("/api/stores/nao-existe/schedule")).status).toBe(404);
  });
});

describe("the payment of an encomenda", () => {
  it("is upfront by Pix from the chain's amount, and waits for its slot once paid", async () => {
    await readyStore(RECIFE);
    const box = await newBox(20, 12_000);
    const slot = slotAt(3, "14:00");
    const card = await postOrder(
      t,
      boxOrder(RECIFE, box, TWENTY, slot, { paymentMethod: "card", cardType: "credit" }),
    );
    expect(card.status).toBe(422);
    expect(await readError(card)).toMatchObject({
      code: "upfront_payment_required",
      message: "Encomendas a partir de R$ 100,00 são pagas na hora, por Pix.",
    });
    const pix = await postOrder(t, boxOrder(RECIFE, box, TWENTY, slot, { paymentMethod: "pix" }));
    expect(pix.status).toBe(201);
    const order = (await pix.json()) as PlacedOrder;
    expect(order.status).toBe("awaiting_payment");
    expect(order.payment.pix).not.toBeNull();
  });
});

describe("the customer cancels an encomenda", () => {
  async function placed(storeId = RECIFE) {
    await readyStore(storeId, 300, 100);
    const box = await newBox(20, 6_000);
    const response = await postOrder(t, boxOrder(storeId, box, TWENTY, slotAt(3, "17:00")));
    expect(response.status).toBe(201);
    return (await response.json()) as PlacedOrder;
  }
  const cancel = (order: PlacedOrder, proof: string | null = order.ownerProof) =>
    t.request(`/api/orders/${order.id}/cancel`, {
      method: "POST",
      headers: {
        "x-order-token": order.accessToken,
        ...(proof === null ? {} : { "x-order-owner": proof }),
      },
    });

  it("from the device that placed it: cancelled, its units back, its day's place free", async () => {
    const order = await placed();
    expect(await stockOf(t, "1", RECIFE)).toBe(92);
    expect((await cancel(order, null)).status).toBe(403);
    const response = await cancel(order);
    expect(response.status).toBe(200);
    const tracked = (await response.json()) as TrackedOrder;
    expect(tracked.status).toBe("cancelled");
    expect(tracked.statusHistory.map((step) => step.status)).toEqual(["scheduled", "cancelled"]);
    expect(await stockOf(t, "1", RECIFE)).toBe(100);
    // Once is all: it is no longer waiting.
    expect((await readError(await cancel(order))).code).toBe("not_cancellable");
  });

  it("not after the cut-off: then only the store can", async () => {
    const order = await placed();
    await t.database.db
      .update(orders)
      .set({ scheduledCancelUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const response = await cancel(order);
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      code: "cancel_too_late",
      message: expect.stringContaining("fale com a loja"),
    });
  });
});

describe("an encomenda enters the store's queue", () => {
  it("at its slot minus the store's preparation time, once, however many passes run", async () => {
    await readyStore(RECIFE);
    const box = await newBox(20, 6_000);
    const slot = slotAt(2, "15:00");
    const response = await postOrder(t, boxOrder(RECIFE, box, TWENTY, slot));
    const order = (await response.json()) as PlacedOrder;
    const due = new Date(slot.getTime() - 45 * 60_000);
    expect(
      await releaseDueEncomendas(t.database.db, new Date(due.getTime() - 60_000)),
    ).not.toContain(order.id);
    const [first, second] = await Promise.all([
      releaseDueEncomendas(t.database.db, due),
      releaseDueEncomendas(t.database.db, due),
    ]);
    expect([...(first ?? []), ...(second ?? [])].filter((id) => id === order.id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "pending", version: 2 });
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((step) => [step.fromStatus, step.toStatus])).toEqual([
      [null, "scheduled"],
      ["scheduled", "pending"],
    ]);
  });

  it("is taken while the store is closed now, when an order for now is not", async () => {
    await readyStore(RECIFE);
    await t.database.db.update(stores).set({ acceptsOrders: false }).where(eq(stores.id, RECIFE));
    const box = await newBox(20, 6_000);
    expect((await postOrder(t, boxOrder(RECIFE, box, TWENTY, slotAt(3, "12:00")))).status).toBe(
      201,
    );
    const now = await postOrder(t, orderBody({ storeId: RECIFE }));
    expect((await readError(now)).code).toBe("store_closed");
  });
});
