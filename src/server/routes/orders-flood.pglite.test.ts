import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStockQuantity } from "#server/db/seed/stock-data.ts";
import { storeSeeds } from "#server/db/seed/stores-data.ts";
import { orderBody, ownAreaId, postOrder } from "#server/testing/orders.ts";
import { serverAt } from "#server/testing/request-target.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";
import type { ApiErrorBody } from "#shared/errors.ts";
import { DEFAULT_ORDER_LIMITS, ORDER_LIMIT_MESSAGES } from "#shared/order-limits.ts";
import type { CreateOrderInput, OrderView } from "#shared/orders.ts";

/**
 * The attack issue 15 measured, against the real server over loopback with the default
 * limits: a script placing orders as fast as it can (1,363 in 9.7 s reserved every unit of all
 * 29 flavours) while real customers order. The script gets its limit's worth and no more; the
 * customers are all served. The server trusts loopback as its proxy (TRUSTED_PROXIES'
 * default), so each client's address is the X-Forwarded-For it sends, as behind nginx.
 */
let server: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "frosty-flood-"));
  server = await startServerProcess({ DATA_DIR: dataDir, ORDER_LIMITS: "" });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A store and flavour with room for every order of the test, so stock never decides. */
function roomyPair(): { storeId: string; productId: string; stock: number } {
  for (const store of storeSeeds) {
    const stock = seedStockQuantity(store.id, "3");
    if (stock >= 200 && ownAreaId(store.id) !== `${store.id}-centro`) {
      return { storeId: store.id, productId: "3", stock };
    }
  }
  throw new Error("no seeded store has 200 units of flavour 3");
}

interface Answer {
  status: number;
  body: unknown;
}

async function place(from: string, body: CreateOrderInput): Promise<Answer> {
  const response = await postOrder(serverAt(server.url), body, {
    headers: { "x-forwarded-for": from },
  });
  return { status: response.status, body: await response.json() };
}

/** Runs `count` tasks, `concurrency` at a time. */
async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** A mobile number of its own for each i: (11) 9<prefix><i>-<i>. */
const phone = (prefix: string, i: number) =>
  `(11) 9${prefix}${String(i).padStart(3, "0")}-${String(i).padStart(4, "0")}`;

describe("an order flood", () => {
  it("gives one address its limit's worth of orders and keeps serving real customers meanwhile", async () => {
    const { storeId, productId } = roomyPair();
    const order = (customerPhone: string, quantity = 1) =>
      orderBody({
        storeId,
        items: [{ productId, size: "medio", addonIds: [], quantity }],
        customer: { name: "Cliente", phone: customerPhone },
        // A fresh install offers no test payment (seed/settings-data.ts): cash, which it does.
        paymentMethod: "cash",
      });

    const started = Date.now();
    const customersDone = pool(30, 3, async (i) => {
      // Spread over the flood: one customer after another, each from a home of their own.
      await new Promise((resolve) => setTimeout(resolve, i * 40));
      return place(`198.51.100.${i + 1}`, order(phone("8", i), 2));
    });
    // The script: 600 orders from one address, a new phone number each time.
    const flood = await pool(600, 16, (i) => place("203.0.113.66", order(phone("7", i))));
    const customers = await customersDone;
    const seconds = (Date.now() - started) / 1000;

    const placed = flood.filter((answer) => answer.status === 201);
    const refused = flood.filter((answer) => answer.status === 429);
    expect(placed).toHaveLength(DEFAULT_ORDER_LIMITS.ordersPerAddress);
    expect(refused).toHaveLength(600 - DEFAULT_ORDER_LIMITS.ordersPerAddress);
    expect((refused[0]?.body as ApiErrorBody | undefined)?.error).toEqual({
      code: "too_many_orders",
      message: ORDER_LIMIT_MESSAGES.tooManyFromAddress,
    });
    expect(customers.map((answer) => answer.status)).toEqual(new Array(30).fill(201));
    // Bounded: the whole flood is answered in seconds, not queued behind the script.
    expect(seconds).toBeLessThan(60);
  }, 120_000);

  it("gives one phone number its limit's worth of orders, from however many addresses", async () => {
    const { storeId, productId } = roomyPair();
    const body = orderBody({
      storeId,
      items: [{ productId, size: "medio", addonIds: [], quantity: 1 }],
      customer: { name: "Roteirista", phone: "(21) 97654-3210" },
      paymentMethod: "cash",
    });
    const answers = await pool(60, 8, (i) => place(`192.0.2.${i + 1}`, body));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      DEFAULT_ORDER_LIMITS.ordersPerPhone,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      60 - DEFAULT_ORDER_LIMITS.ordersPerPhone,
    );
    const accepted = answers.find((answer) => answer.status === 201)?.body as OrderView;
    expect(accepted.status).toBe("pending");
  }, 120_000);

  it("refuses an order of more units than a popsicle shop sells at once, whoever sends it", async () => {
    const { storeId, productId } = roomyPair();
    const answer = await place(
      "198.51.100.200",
      orderBody({
        storeId,
        items: [{ productId, size: "medio", addonIds: [], quantity: 99 }],
        customer: { phone: "(31) 98765-0001" },
        paymentMethod: "cash",
      }),
    );
    expect(answer.status).toBe(422);
    expect((answer.body as ApiErrorBody | undefined)?.error.code).toBe("too_many_units");
  }, 60_000);
});
