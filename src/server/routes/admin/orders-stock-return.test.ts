import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "#server/db/schema.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError, setStock, stockOf } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { type AdminOrderDetail, STOCK_HISTORY_NOTES } from "#shared/admin-orders.ts";

/**
 * A cancelled order gives its units back to its store and its coupon use back to the coupon,
 * exactly once, and says so in its history; a reopened one takes them again.
 */
let t: TestApp;
let ana: SignedInStaff;
let bia: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  ana = await signedInStaff(t, { admin: true, name: "Ana Souza" });
  bia = await signedInStaff(t, { admin: true, name: "Bia Rocha" });
});
afterAll(() => t.database.dispose());

async function usesOf(code: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ uses: coupons.usageCount })
    .from(coupons)
    .where(eq(coupons.code, code));
  return row?.uses;
}

const notes = (order: AdminOrderDetail) =>
  order.history.map((entry) => [entry.toStatus, entry.note]);

describe("cancelling an order", () => {
  it("gives its units and its coupon use back once, and reopening it takes them again", async () => {
    await setStock(t, "9", 10);
    await t.database.db.insert(coupons).values({ code: "VOLTA5", percentOff: 5, usageLimit: 3 });
    const order = await placeTestOrder(
      t,
      orderBody({
        items: [{ productId: "9", size: "medio", addonIds: [], quantity: 4 }],
        couponCode: "VOLTA5",
      }),
    );
    expect(await stockOf(t, "9")).toBe(6);
    expect(await usesOf("VOLTA5")).toBe(1);

    const cancelled = await moveOrder(ana, order.id, "cancelled", 1);
    expect(await stockOf(t, "9")).toBe(10);
    expect(await usesOf("VOLTA5")).toBe(0);
    expect(notes(cancelled)).toEqual([
      ["pending", null],
      ["cancelled", STOCK_HISTORY_NOTES.stockAndCouponBack],
    ]);

    const reopened = await moveOrder(ana, order.id, "pending", 2);
    expect(await stockOf(t, "9")).toBe(6);
    expect(await usesOf("VOLTA5")).toBe(1);
    expect(notes(reopened).at(-1)).toEqual(["pending", STOCK_HISTORY_NOTES.stockAndCouponTaken]);

    // Moves that neither cancel nor reopen leave the stock alone, going out for delivery too.
    await moveOrder(ana, order.id, "preparing", 3);
    await moveOrder(ana, order.id, "ready", 4);
    await moveOrder(ana, order.id, "out_for_delivery", 5);
    expect(await stockOf(t, "9")).toBe(6);

    // A delivery that comes back from the road and is cancelled gives them back like any other.
    const cancelledOnTheRoad = await moveOrder(ana, order.id, "cancelled", 6);
    expect(await stockOf(t, "9")).toBe(10);
    expect(await usesOf("VOLTA5")).toBe(0);
    expect(notes(cancelledOnTheRoad).at(-1)).toEqual([
      "cancelled",
      STOCK_HISTORY_NOTES.stockAndCouponBack,
    ]);
  });

  it("gives the units back exactly once when two staff members cancel at the same moment", async () => {
    await setStock(t, "10", 10);
    const order = await placeTestOrder(
      t,
      orderBody({ items: [{ productId: "10", size: "medio", addonIds: [], quantity: 3 }] }),
    );
    const answers = await Promise.all([
      requestMove(ana, order.id, { status: "cancelled", version: 1 }),
      requestMove(bia, order.id, { status: "cancelled", version: 1 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(t, "10")).toBe(10);
  });

  it("puts a flavour the order sold out back on the menu at its store", async () => {
    await setStock(t, "11", 2);
    const order = await placeTestOrder(
      t,
      orderBody({ items: [{ productId: "11", size: "medio", addonIds: [], quantity: 2 }] }),
    );
    const unavailable = async () => {
      const catalog = (await (await t.request("/api/catalog")).json()) as {
        stores: { id: string; unavailableProductIds: string[] }[];
      };
      return catalog.stores.find((store) => store.id === "1")?.unavailableProductIds ?? [];
    };
    expect(await unavailable()).toContain("11");
    await moveOrder(ana, order.id, "cancelled", 1);
    expect(await unavailable()).not.toContain("11");
  });
});

describe("reopening a cancelled order", () => {
  it("is refused with 409 naming the flavour when its store no longer has the units, and changes nothing", async () => {
    await setStock(t, "12", 5);
    const order = await placeTestOrder(
      t,
      orderBody({ items: [{ productId: "12", size: "medio", addonIds: [], quantity: 4 }] }),
    );
    await moveOrder(ana, order.id, "cancelled", 1);
    expect(await stockOf(t, "12")).toBe(5);
    await placeTestOrder(
      t,
      orderBody({ items: [{ productId: "12", size: "medio", addonIds: [], quantity: 3 }] }),
    );
    expect(await stockOf(t, "12")).toBe(2);

    const refused = await requestMove(ana, order.id, { status: "pending", version: 2 });
    expect(refused.status).toBe(409);
    expect(await readError(refused)).toMatchObject({
      code: "out_of_stock",
      message: expect.stringMatching(/só restam 2 unidades nesta loja/),
    });
    expect(await stockOf(t, "12")).toBe(2);
    const detail = (await (
      await ana.browser.request(`/api/admin/orders/${order.id}`)
    ).json()) as AdminOrderDetail;
    expect(detail.status).toBe("cancelled");
    expect(detail.version).toBe(2);
  });
});
