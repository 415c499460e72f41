import { randomUUID } from "node:crypto";
import type { Request } from "autocannon";
import { seedDeliveryAreas } from "#server/db/seed/delivery-areas-data.ts";
import { storeSeeds } from "#server/db/seed/stores-data.ts";
import type { CreateOrderInput } from "#shared/orders.ts";

const PRODUCTS = 29;
const STORES = 138;
/** Each seeded store's first area: its own bairro, with no minimum order. */
const OWN_AREA = new Map(storeSeeds.map((store) => [store.id, seedDeliveryAreas(store)[0]?.id]));

function pick(max: number): number {
  return Math.floor(Math.random() * max) + 1;
}

/**
 * A valid order unlike the last: one to three flavours, one to three of each, from any store,
 * delivered (a closed store still takes deliveries, so the clock cannot fail the bench), one
 * in four with the seeded coupon.
 */
export function randomOrderBody(): CreateOrderInput {
  const lines = pick(3);
  const first = pick(PRODUCTS);
  const storeId = String(pick(STORES));
  return {
    storeId,
    items: Array.from({ length: lines }, (_, line) => ({
      productId: String(((first + line * 7) % PRODUCTS) + 1),
      size: "medio" as const,
      addonIds: [],
      quantity: pick(3),
    })),
    customer: {
      name: `Cliente ${pick(100_000)}`,
      phone: "(81) 99999-0000",
    },
    deliveryMethod: "delivery",
    deliveryAddress: {
      areaId: OWN_AREA.get(storeId) ?? "",
      cep: "50000-000",
      street: "Rua do Bench",
      number: "50",
    },
    paymentMethod: "test",
    ...(Math.random() < 0.25 ? { couponCode: "FROSTY10" } : {}),
  };
}

/**
 * A customer's own address (10.0.0.0/8), as the bench's loopback proxy reports it. Customers
 * order from their own phones: with every order from one address, that address would hold
 * thousands of unconfirmed orders, which its held-units cap (200 units by default) never
 * allows, and the bench would time a count no real client can make the server do.
 */
function customerAddress(): string {
  return `10.${pick(255) - 1}.${pick(255) - 1}.${pick(254)}`;
}

/**
 * POST /api/orders, each request with a new body, a new Idempotency-Key and a new customer's
 * address.
 */
export const orderRequest: Request = {
  method: "POST",
  path: "/api/orders",
  setupRequest: (request) => ({
    ...request,
    headers: {
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "x-forwarded-for": customerAddress(),
    },
    body: JSON.stringify(randomOrderBody()),
  }),
};

export interface TrackedOrderRequest {
  request: Request;
  /** Forgets the orders sent so far (the warm-up's). */
  reset(): void;
  /** How many orders sent since reset() are unanswered and were sent more than `ms` ago. */
  unansweredOlderThan(ms: number): number;
}

/**
 * orderRequest, remembering when each order went out until it is answered. autocannon's
 * latencies are those of the answered requests alone: an order the server left waiting until
 * the end is in none of them, and only this tells it apart from one sent at the last moment.
 */
export function trackedOrderRequest(): TrackedOrderRequest {
  const pending = new Set<Record<string, unknown>>();
  return {
    request: {
      ...orderRequest,
      setupRequest: (request, context) => {
        context.sentAt = performance.now();
        pending.add(context);
        return orderRequest.setupRequest?.(request, context) ?? request;
      },
      onResponse: (_status, _body, context) => {
        pending.delete(context);
      },
    },
    reset: () => pending.clear(),
    unansweredOlderThan: (ms) => {
      const now = performance.now();
      return [...pending].filter((context) => now - (context.sentAt as number) > ms).length;
    },
  };
}
