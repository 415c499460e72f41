import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { TrackedOrder } from "#shared/orders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

function getOrder(id: string, token?: string): Promise<Response> {
  return t.request(`/api/orders/${encodeURIComponent(id)}`, {
    headers: token === undefined ? {} : { "x-order-token": token },
  });
}

const NOT_FOUND = { error: { code: "order_not_found", message: "Pedido não encontrado" } };

describe("GET /api/orders/:id", () => {
  it("gives the order to whoever holds its token, exactly as it was placed", async () => {
    const placed = await placeTestOrder(
      t,
      orderBody({
        items: [
          { productId: "6", size: "medio", addonIds: [], quantity: 2 },
          { productId: "1", size: "medio", addonIds: [], quantity: 1 },
        ],
        couponCode: "FROSTY10",
      }),
    );
    const response = await getOrder(placed.id, placed.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const order = (await response.json()) as TrackedOrder;
    // With its status history: so far, its creation.
    expect(order).toEqual({
      ...placed,
      statusHistory: [{ status: "pending", at: placed.createdAt }],
    });
    expect(order.items.map((item) => item.productId)).toEqual(["6", "1"]);
  });

  it("answers a wrong, missing or other order's token like an unknown id", async () => {
    const mine = await placeTestOrder(t);
    const theirs = await placeTestOrder(t);
    const attempts = [
      getOrder(mine.id, "wrong"),
      getOrder(mine.id, `${mine.accessToken}x`),
      getOrder(mine.id, mine.accessToken.slice(0, -1)),
      getOrder(mine.id, ""),
      getOrder(mine.id),
      getOrder(mine.id, theirs.accessToken),
      getOrder("ORD-1", mine.accessToken),
      getOrder("ORD-1"),
      getOrder("not-an-order", mine.accessToken),
      getOrder("ORD-1\u0000", mine.accessToken),
      getOrder("x".repeat(5000), mine.accessToken),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(NOT_FOUND);
    }
  });

  it("does not take the token from the query string", async () => {
    const mine = await placeTestOrder(t);
    const response = await t.request(`/api/orders/${mine.id}?token=${mine.accessToken}`);
    expect(response.status).toBe(404);
  });
});
