import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderOwnerProof } from "#server/services/orders/order-owner-proof.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  TEST_DELIVERY_ADDRESS,
} from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { PlacedOrder, TrackedOrder } from "#shared/orders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

function getOrder(id: string, token?: string, ownerProof?: string): Promise<Response> {
  return t.request(`/api/orders/${encodeURIComponent(id)}`, {
    headers: {
      ...(token === undefined ? {} : { "x-order-token": token }),
      ...(ownerProof === undefined ? {} : { "x-order-owner": ownerProof }),
    },
  });
}

/** The order as read with its token and this owner proof (or none): it must be found. */
async function readWith(order: PlacedOrder, ownerProof?: string): Promise<TrackedOrder> {
  const response = await getOrder(order.id, order.accessToken, ownerProof);
  expect(response.status).toBe(200);
  return (await response.json()) as TrackedOrder;
}

const NOT_FOUND = { error: { code: "order_not_found", message: "Pedido não encontrado" } };

describe("GET /api/orders/:id", () => {
  it("gives the order to the device that placed it, exactly as it was placed", async () => {
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
    const response = await getOrder(placed.id, placed.accessToken, placed.ownerProof);
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

describe("GET /api/orders/:id: the customer's personal data, only where the order was placed", () => {
  // Everything personal the order holds, each easy to find in a body.
  const CUSTOMER = { name: "Joana Prado", phone: "(81) 99876-7777", cpf: "123.456.789-09" };
  const ADDRESS = { ...TEST_DELIVERY_ADDRESS, number: "4321", complement: "Bloco B, apto 1207" };
  const placeDelivery = () =>
    placeTestOrder(t, orderBody({ customer: CUSTOMER, deliveryAddress: ADDRESS }));

  it("gives the placing device the order whole, and its proof back", async () => {
    const placed = await placeDelivery();
    expect(placed.ownerProof).toMatch(/^[\w-]{43}$/);
    const order = await readWith(placed, placed.ownerProof);
    expect(order.ownerProof).toBe(placed.ownerProof);
    expect(order.pickupCode).toBe(placed.pickupCode);
    expect(order.customer).toEqual({
      name: "Joana Prado",
      phone: "(81) 99876-7777",
      cpf: "123.456.789-09",
      address: "Av. Paulista, 4321, Bloco B, apto 1207 - Bela Vista, São Paulo/SP - CEP 01310-200",
    });
    expect(order.delivery).toMatchObject({ cep: "01310200", number: "4321" });
  });

  it("shows whoever has only the link no CPF, a masked phone, the street alone and no pickup code", async () => {
    const placed = await placeDelivery();
    const response = await getOrder(placed.id, placed.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    for (const secret of ["789", "99876", "4321", "1207", "Bloco B", "01310", placed.ownerProof])
      expect(body).not.toContain(secret);
    const order = JSON.parse(body) as TrackedOrder;
    expect(order).not.toHaveProperty("ownerProof");
    expect(order.customer).toEqual({
      name: "Joana Prado",
      phone: "(81) 9····-7777",
      cpf: null,
      address: "Av. Paulista - Bela Vista, São Paulo/SP",
    });
    expect(order.pickupCode).toBeNull();
    expect(order.delivery).toEqual({
      ...placed.delivery,
      cep: null,
      number: null,
      complement: null,
    });
    // What the link is for stays: the items, the totals, the status and its history.
    expect(order).toMatchObject({
      id: placed.id,
      status: placed.status,
      items: placed.items,
      totalCents: placed.totalCents,
      statusHistory: [{ status: "pending", at: placed.createdAt }],
    });
  });

  it("hides the pickup code of an order to collect, which hands it over at the counter", async () => {
    const placed = await placeTestOrder(
      t,
      orderBody({ customer: CUSTOMER, deliveryMethod: "pickup", deliveryAddress: undefined }),
    );
    const stranger = await readWith(placed);
    expect(stranger.pickupCode).toBeNull();
    expect(stranger.customer).toEqual({
      name: "Joana Prado",
      phone: "(81) 9····-7777",
      cpf: null,
      address: null,
    });
    expect((await readWith(placed, placed.ownerProof)).pickupCode).toBe(placed.pickupCode);
  });

  it("takes a forged proof, another order's or another server's for a stranger's", async () => {
    const placed = await placeDelivery();
    const other = await placeDelivery();
    const proof = placed.ownerProof;
    const flipped = `${proof.slice(0, -1)}${proof.endsWith("A") ? "B" : "A"}`;
    const forged = [
      "",
      "x",
      other.ownerProof,
      flipped,
      proof.slice(0, -1),
      `${proof}A`,
      proof.toUpperCase(),
      placed.accessToken,
      orderOwnerProof("another server's secret", placed.id),
    ];
    for (const ownerProof of forged) {
      const order = await readWith(placed, ownerProof);
      expect(order.customer.cpf, ownerProof).toBeNull();
      expect(order.pickupCode, ownerProof).toBeNull();
      expect(order, ownerProof).not.toHaveProperty("ownerProof");
    }
  });

  it("needs the token still: the proof alone finds nothing", async () => {
    const placed = await placeDelivery();
    expect((await getOrder(placed.id, undefined, placed.ownerProof)).status).toBe(404);
    expect((await getOrder(placed.id, "wrong", placed.ownerProof)).status).toBe(404);
  });

  it("gives a retry of the same order the same proof", async () => {
    const key = crypto.randomUUID();
    const placed = await placeTestOrder(t, orderBody({ customer: CUSTOMER }), key);
    const retry = await postOrder(t, orderBody({ customer: CUSTOMER }), { key });
    expect(retry.status).toBe(200);
    expect(placed.ownerProof).toMatch(/^[\w-]{43}$/);
    expect(((await retry.json()) as PlacedOrder).ownerProof).toBe(placed.ownerProof);
  });
});
