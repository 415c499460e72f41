import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ephemeralAuthSettings } from "#server/auth/settings.ts";
import { stores } from "#server/db/schema.ts";
import { releaseDueEncomendas } from "#server/services/scheduling/release-encomendas.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { revokeStores } from "#server/services/staff-team/memberships.ts";
import { orderStream, readyStaffStream } from "#server/testing/event-stream.ts";
import { moveOrder } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, setStock } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { secondInstance } from "#server/testing/second-instance.ts";
import { type SignedInStaff, signedInStaff, type TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { Catalog } from "#shared/catalog.ts";
import type { PlacedOrder } from "#shared/orders.ts";
import { addDays, storeInstant } from "#shared/scheduling.ts";
import { storeDate } from "#shared/store-time-zone.ts";

/**
 * Two app instances on one database, as behind a load balancer: what happens through one must
 * reach browsers connected to the other. On PostgreSQL the second instance has its own pool
 * and its own LISTEN connection; PGlite belongs to one process, so there both apps share it
 * and the events still travel through NOTIFY.
 */
let a: TestApp;
let b: TestApp;
let closeB: () => Promise<void>;
let admin: SignedInStaff;
let adminOnB: TestBrowser;

/** The same signed-in browser, talking to instance B. */
const onB = (staff: SignedInStaff): TestBrowser =>
  staff.browser.withSession({ target: b, ip: staff.browser.ip });

beforeAll(async () => {
  // One session secret for both, as every instance of a deployment shares BETTER_AUTH_SECRET.
  const auth = ephemeralAuthSettings();
  a = await createTestApp({ auth, payments: { pixReceiver: TEST_PIX_RECEIVER } });
  const second = await secondInstance(a, auth);
  b = second.app;
  closeB = second.close;
  admin = await signedInStaff(a, { admin: true, name: "Ana Souza" });
  adminOnB = onB(admin);
});
afterAll(async () => {
  await closeB();
  await a.database.dispose();
});

describe("live events across instances", () => {
  it("brings an order placed through instance A to a staff screen on instance B", async () => {
    const stream = await readyStaffStream(adminOnB);
    try {
      const order = await placeTestOrder(a);
      const created = await stream.nextOf("order.created");
      expect(created.data).toMatchObject({ orderId: order.id });

      await moveOrder(admin, order.id, "preparing", 1);
      expect((await stream.nextOf("order.updated")).data).toMatchObject({
        orderId: order.id,
        status: "preparing",
      });
    } finally {
      await stream.close();
    }
  });

  it("shows a status set on instance A to the customer's page connected to B", async () => {
    const order = await placeTestOrder(a);
    const stream = await orderStream(b, order);
    try {
      expect((await stream.next())?.data).toEqual({ status: "pending" });
      await moveOrder(admin, order.id, "ready", 1);
      expect((await stream.next())?.data).toEqual({ status: "ready" });
    } finally {
      await stream.close();
    }
  });

  it("brings a store's staff only their store's orders, placed through the other instance", async () => {
    const staff = await signedInStaff(a, { stores: ["20"] });
    const stream = await readyStaffStream(onB(staff));
    try {
      const elsewhere = await placeTestOrder(a, orderBody({ storeId: "21" }));
      const own = await placeTestOrder(a, orderBody({ storeId: "20" }));
      const first = await stream.nextOf("order.created");
      expect(first.data).toMatchObject({ orderId: own.id, storeId: "20" });
      expect(first.data).not.toMatchObject({ orderId: elsewhere.id });
    } finally {
      await stream.close();
    }
  });

  it("ends a stream held by instance B when the membership is revoked through A", async () => {
    const staff = await signedInStaff(a, { stores: ["22"] });
    const stream = await readyStaffStream(onB(staff));
    await revokeStores(a.database.db, staff.email, ["22"], SHELL_GRANTOR);
    expect(await stream.rest()).toEqual([]);
  });

  it("drops instance B's catalogue copy when staff change a product on A", async () => {
    const productIds = async () => {
      const response = await b.request("/api/catalog");
      return {
        etag: response.headers.get("etag"),
        ids: ((await response.json()) as Catalog).products.map((product) => product.id),
      };
    };
    const before = await productIds();
    expect(before.ids).toContain("7");
    // B serves the copy it keeps until told otherwise.
    expect(await b.catalog.get()).toBe(await b.catalog.get());

    const setActive = (isActive: boolean) =>
      admin.browser.request("/api/admin/products/7", { method: "PATCH", json: { isActive } });
    expect((await setActive(false)).status).toBe(200);
    await expect.poll(async () => (await productIds()).ids, { timeout: 5_000 }).not.toContain("7");

    expect((await setActive(true)).status).toBe(200);
    await expect.poll(async () => (await productIds()).ids, { timeout: 5_000 }).toContain("7");
  });

  it("brings a store's staff every change Agendados shows of its encomendas, and no other store's", async () => {
    // Stores 23 and 24 take encomendas every day, 10:00 to 22:00 on São Paulo's clock.
    const ENCOMENDAS = "23";
    const ELSEWHERE = "24";
    await a.database.db
      .update(stores)
      .set({
        timeZone: "America/Sao_Paulo",
        openingHours: Array.from({ length: 7 }, () => ({ open: "10:00", close: "22:00" })),
        acceptsOrders: true,
        dailyCapacity: Array(7).fill(300),
        preparationMinutes: 45,
      })
      .where(inArray(stores.id, [ENCOMENDAS, ELSEWHERE]));
    for (const storeId of [ENCOMENDAS, ELSEWHERE]) await setStock(a, "1", 100, { storeId });
    const slot = storeInstant(
      addDays(storeDate(new Date(), "America/Sao_Paulo"), 2),
      15 * 60,
      "America/Sao_Paulo",
    );
    const encomenda = (storeId: string, paymentMethod: "test" | "pix") =>
      placeTestOrder(
        a,
        orderBody({
          storeId,
          deliveryMethod: "pickup",
          deliveryAddress: undefined,
          paymentMethod,
          schedule: { slotStart: slot.toISOString() },
        }),
      );
    const of = (order: PlacedOrder) => (data: unknown) =>
      (data as { orderId?: string }).orderId === order.id;

    const staff = await signedInStaff(a, { stores: [ENCOMENDAS] });
    const other = await signedInStaff(a, { stores: [ELSEWHERE] });
    const stream = await readyStaffStream(onB(staff));
    const otherStream = await readyStaffStream(onB(other));
    try {
      // Placed: one for its slot, one waiting for its Pix.
      const placed = await encomenda(ENCOMENDAS, "test");
      expect(placed.status).toBe("scheduled");
      expect((await stream.nextOf("order.created", of(placed))).data).toEqual({
        type: "order.created",
        orderId: placed.id,
        storeId: ENCOMENDAS,
        shortNumber: placed.shortNumber,
      });
      const pix = await encomenda(ENCOMENDAS, "pix");
      expect(pix.status).toBe("awaiting_payment");
      await stream.nextOf("order.created", of(pix));

      // "Pix recebido": paid, it waits for its slot.
      const confirmed = await admin.browser.request(
        `/api/admin/orders/${pix.id}/payment-confirmation`,
        { method: "POST", json: { version: 1 } },
      );
      expect(confirmed.status, await confirmed.clone().text()).toBe(200);
      expect((await stream.nextOf("order.updated", of(pix))).data).toMatchObject({
        storeId: ENCOMENDAS,
        status: "scheduled",
        version: 2,
      });

      // Cancelled by the customer, from the device that placed it.
      const cancelled = await a.request(`/api/orders/${placed.id}/cancel`, {
        method: "POST",
        headers: { "x-order-token": placed.accessToken, "x-order-owner": placed.ownerProof },
      });
      expect(cancelled.status, await cancelled.clone().text()).toBe(200);
      expect((await stream.nextOf("order.updated", of(placed))).data).toMatchObject({
        storeId: ENCOMENDAS,
        status: "cancelled",
        version: 2,
      });

      // Its time came (the slot minus the 45 minutes the store takes): into the live queue.
      const due = new Date(slot.getTime() - 45 * 60_000);
      expect(await releaseDueEncomendas(a.database.db, due)).toContain(pix.id);
      expect((await stream.nextOf("order.updated", of(pix))).data).toMatchObject({
        storeId: ENCOMENDAS,
        status: "pending",
        version: 3,
      });

      // The other store's staff heard none of it: their first news is their own store's.
      const own = await encomenda(ELSEWHERE, "test");
      const first = await otherStream.next();
      expect(first?.data).toMatchObject({ type: "order.created", orderId: own.id });
    } finally {
      await stream.close();
      await otherStream.close();
    }
  });
});
