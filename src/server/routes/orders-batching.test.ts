import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema.ts";
import {
  newIdempotencyKey,
  orderBody,
  postOrder,
  readError,
  setStock,
  stockOf,
} from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { OrderView } from "#shared/orders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

const oneOf = (productId: string, quantity = 1) =>
  orderBody({ items: [{ productId, size: "medio", addonIds: [], quantity }] });

describe("orders placed together (group commit)", () => {
  it("answers each order of a burst on its own: the short ones 409, the others 201", async () => {
    await setStock(t, "16", 4);
    await setStock(t, "17", 100);
    const bodies = Array.from({ length: 12 }, (_, i) => (i % 2 ? oneOf("17") : oneOf("16")));
    const responses = await Promise.all(bodies.map((body) => postOrder(t, body)));

    const forScarce = responses.filter((_, i) => i % 2 === 0);
    const forPlenty = responses.filter((_, i) => i % 2 === 1);
    expect(forScarce.filter((r) => r.status === 201)).toHaveLength(4);
    expect(forScarce.filter((r) => r.status === 409)).toHaveLength(2);
    expect(forPlenty.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await stockOf(t, "16")).toBe(0);
    expect(await stockOf(t, "17")).toBe(94);
  });

  it("places one order for simultaneous requests under one key, and answers all with it", async () => {
    await setStock(t, "18", 10);
    const key = newIdempotencyKey();
    const responses = await Promise.all([
      postOrder(t, oneOf("18"), { key }),
      postOrder(t, oneOf("18"), { key }),
      postOrder(t, oneOf("18"), { key }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as OrderView[];
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);

    const [row] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    expect(row?.n).toBe(1);
    expect(await stockOf(t, "18")).toBe(9);
  });

  it("refuses a different request under a key whose order is being placed with 409", async () => {
    await setStock(t, "19", 10);
    const key = newIdempotencyKey();
    const responses = await Promise.all([
      postOrder(t, oneOf("19", 1), { key }),
      postOrder(t, oneOf("19", 2), { key }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.status === 409);
    expect(refused && (await readError(refused)).code).toBe("idempotency_conflict");
    const placed = (await responses.find((r) => r.status === 201)?.json()) as OrderView;
    expect(await stockOf(t, "19")).toBe(10 - (placed.items[0]?.quantity ?? 0));
  });
});
