/**
 * Bad input against every public endpoint (catalogue, health, orders, order events, coupons,
 * uploaded images, unknown paths): never a 5xx, refusals in the one JSON error shape with a
 * pt-BR message, stored data untouched by a refusal, prices always the server's own, and the
 * shop still serving afterwards.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "#server/app.ts";
import { SEED_COUPON } from "#server/db/seed/index.ts";
import {
  orderBody,
  placeTestOrder,
  setStock,
  stockOf,
  TEST_DELIVERY_ADDRESS,
} from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { Catalog } from "#shared/catalog.ts";
import { cleanText } from "#shared/clean-text.ts";
import type { OrderView, PlacedOrder } from "#shared/orders.ts";
import {
  deliveryFeeCents,
  discountCents,
  orderTotalCents,
  subtotalCents,
  unitPriceCents,
} from "#shared/pricing.ts";
import {
  asHeaderValue,
  badBody,
  badHeaderValue,
  badQuery,
  badSegment,
  encodeUrlPart,
  nastyNumber,
  nastyString,
  nastyValue,
  numberText,
  parsedNumber,
  runs,
  TAMPER_KEYS,
} from "./arbitraries.ts";
import {
  type Answer,
  describeRequest,
  type Harness,
  harness,
  type RequestSpec,
  wellFormed,
} from "./checks.ts";

let t: TestApp;
let catalog: Catalog;
/** An order placed before any bad input, as its customer reads it. */
let existing: OrderView;
let existingJson: unknown;
let check: Harness;

/** The valid order every body below is derived from: two lines, a coupon, delivery. */
const BASE_ORDER = orderBody({
  items: [
    { productId: "1", size: "medio", addonIds: [], quantity: 2 },
    { productId: "2", size: "medio", addonIds: [], quantity: 1 },
  ],
  couponCode: "frosty10",
});
const FUZZED_PRODUCTS = ["1", "2"];

beforeAll(async () => {
  t = await createTestApp();
  check = harness(t.database.db, (path, init) => t.request(path, init));
  // Enough stock that accepted orders never sell the fuzzed products out.
  for (const id of FUZZED_PRODUCTS) await setStock(t, id, 900_000);
  catalog = (await (await t.request("/api/catalog")).json()) as Catalog;
  existing = await placeTestOrder(t, orderBody({ customer: { name: "Cliente Antigo" } }));
  existingJson = await readExisting();
});
afterAll(() => t.database.dispose());

async function readExisting(): Promise<unknown> {
  const response = await t.request(`/api/orders/${existing.id}`, {
    headers: { "x-order-token": existing.accessToken },
  });
  expect(response.status).toBe(200);
  return response.json();
}

const sendBad = (spec: RequestSpec): Promise<Answer> => check.sendBad(spec);

async function stocks(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    FUZZED_PRODUCTS.map(async (id) => [id, (await stockOf(t, id)) ?? Number.NaN] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * An order the server accepted is priced from the catalogue (never from what the client sent)
 * and took exactly its units out of stock.
 */
function expectPricedByServer(
  order: OrderView,
  before: Record<string, number>,
  after: Record<string, number>,
  context: string,
): void {
  const lines = order.items.map((item) => {
    const product = catalog.products.find((candidate) => candidate.id === item.productId);
    if (!product) throw new Error(`${context}: unknown product ${item.productId} accepted`);
    const line = {
      basePriceCents: product.basePriceCents,
      sizeModifierCents:
        product.variations.find((variation) => variation.size === item.size)?.priceModifierCents ??
        Number.NaN,
      addonPricesCents: item.addons.map(
        (addon) => product.addons.find((known) => known.id === addon.id)?.priceCents ?? Number.NaN,
      ),
      quantity: item.quantity,
    };
    expect(item.unitPriceCents, context).toBe(unitPriceCents(line));
    expect(item.lineTotalCents, context).toBe(unitPriceCents(line) * item.quantity);
    expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= 99).toBe(true);
    return line;
  });
  const subtotal = subtotalCents(lines);
  const percentOff = order.couponCode === SEED_COUPON.code ? SEED_COUPON.percentOff : 0;
  expect(order.couponCode, context).toBeOneOf([null, SEED_COUPON.code]);
  expect(order.subtotalCents, context).toBe(subtotal);
  expect(order.discountCents, context).toBe(discountCents(subtotal, percentOff));
  expect(order.deliveryFeeCents, context).toBe(deliveryFeeCents(order.deliveryMethod));
  expect(order.totalCents, context).toBe(
    orderTotalCents({
      subtotalCents: subtotal,
      discountCents: order.discountCents,
      deliveryFeeCents: order.deliveryFeeCents,
    }),
  );
  for (const id of FUZZED_PRODUCTS) {
    const units = order.items
      .filter((item) => item.productId === id)
      .reduce((sum, item) => sum + item.quantity, 0);
    expect((before[id] ?? 0) - (after[id] ?? 0), `${context}: stock of ${id}`).toBe(units);
  }
}

/** The shop still answers normal requests, and the order placed first is as it was. */
async function expectStillServing(): Promise<void> {
  const health = await t.request("/api/health");
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", database: "ok" });
  const menu = await t.request("/api/catalog");
  expect(menu.status).toBe(200);
  expect(((await menu.json()) as Catalog).products.length).toBeGreaterThan(0);
  expect(await readExisting()).toEqual(existingJson);
  const order = await placeTestOrder(t, orderBody({ items: BASE_ORDER.items }));
  expect(order.status).toBe("pending");
}

/** A fresh valid Idempotency-Key, a reused one, or a malformed one. */
const REUSED_KEY = "chave-reutilizada-0001";
const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constant(REUSED_KEY) },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      badHeaderValue,
      fc.constantFrom("curta", "a".repeat(201), "chave com espaço", "chave/barra", "ção-ção-ção"),
    ),
  },
);

function orderRequest(body: RequestSpec["body"], key: string | null): RequestSpec {
  return {
    method: "POST",
    path: "/api/orders",
    ...(body ? { body } : {}),
    headers: key === null ? {} : { "idempotency-key": asHeaderValue(key) },
  };
}

describe("POST /api/orders with bad input", () => {
  it("refuses a bad body with a 4xx and no stored change; whatever it accepts, it prices itself", async () => {
    /** The order each Idempotency-Key placed. */
    const placedBy = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(badBody(BASE_ORDER), idempotencyKey, async (body, key) => {
        const spec = orderRequest(body, key);
        const before = await stocks();
        const answer = await sendBad(spec);
        const order = answer.json as OrderView;
        if (answer.status === 201) {
          expectPricedByServer(order, before, await stocks(), describeRequest(spec));
          placedBy.set(spec.headers?.["idempotency-key"] ?? "", order.id);
        } else if (answer.status === 200) {
          // A replay of a key's first order: the same order again, no new units taken.
          const firstOrder = placedBy.get(spec.headers?.["idempotency-key"] ?? "");
          expect(order.id, describeRequest(spec)).toBe(firstOrder);
          expect(await stocks()).toEqual(before);
        } else {
          expect(answer.status, describeRequest(spec)).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: runs(50) },
    );
    await expectStillServing();
  });

  it("takes only whole quantities from 1 to 99, whatever number or token is sent", async () => {
    await fc.assert(
      fc.asyncProperty(numberText, async (text) => {
        const marker = "__quantidade__";
        const json = JSON.stringify(
          orderBody({ items: [{ productId: "1", size: "medio", addonIds: [], quantity: 1 }] }),
        ).replace("1}]", `"${marker}"}]`);
        const spec = orderRequest(
          {
            text: json.replace(`"${marker}"`, text),
            contentType: "application/json",
            kind: "quantity",
          },
          crypto.randomUUID(),
        );
        const parsed = parsedNumber(text);
        const valid =
          Number.isInteger(parsed) && (parsed as number) >= 1 && (parsed as number) <= 99;
        const before = await stocks();
        const answer = await sendBad(spec);
        if (valid) {
          expect(answer.status, describeRequest(spec)).toBe(201);
          const order = answer.json as OrderView;
          expect(order.items[0]?.quantity).toBe(parsed);
          expectPricedByServer(order, before, await stocks(), describeRequest(spec));
        } else {
          expect(answer.status, describeRequest(spec)).toBe(parsed === undefined ? 400 : 422);
        }
      }),
      { numRuns: runs(30) },
    );
  });

  it("ignores prices, totals and other server fields a client slips into the order", async () => {
    const tampering = fc.array(
      fc.tuple(fc.constantFrom(...TAMPER_KEYS), fc.oneof(nastyNumber, nastyValue), fc.nat()),
      { minLength: 1, maxLength: 6 },
    );
    const reference = await placeTestOrder(t, BASE_ORDER);
    await fc.assert(
      fc.asyncProperty(tampering, async (additions) => {
        const body = structuredClone(BASE_ORDER) as unknown as Record<string, unknown>;
        const objects: Record<string, unknown>[] = [
          body,
          body.customer as Record<string, unknown>,
          ...(body.items as Record<string, unknown>[]),
        ];
        for (const [key, value, at] of additions) {
          Object.defineProperty(objects[at % objects.length], key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        const spec = orderRequest(
          { text: JSON.stringify(body), contentType: "application/json", kind: "tampered" },
          crypto.randomUUID(),
        );
        const before = await stocks();
        const answer = await sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBe(201);
        const order = answer.json as OrderView;
        expectPricedByServer(order, before, await stocks(), describeRequest(spec));
        for (const field of [
          "subtotalCents",
          "discountCents",
          "deliveryFeeCents",
          "totalCents",
        ] as const) {
          expect(order[field], `${describeRequest(spec)}: ${field}`).toBe(reference[field]);
        }
        expect(order.items.map((item) => [item.unitPriceCents, item.quantity])).toEqual(
          reference.items.map((item) => [item.unitPriceCents, item.quantity]),
        );
        expect(order.status).toBe("pending");
      }),
      { numRuns: runs(20) },
    );
  });
});

describe("the checkout's totals, methods, bairros and change, tampered with", () => {
  it("places nothing and takes no stock for a total, method, bairro or change the server does not agree with", async () => {
    const reference = await placeTestOrder(t, BASE_ORDER);
    const tampered = fc.oneof(
      // A total other than the server's: what the customer saw is not what would be charged.
      fc
        .integer({ min: 0, max: 2_147_483_647 })
        .filter((total) => total !== reference.totalCents)
        .map((total) => ({ change: { expectedTotalCents: total }, code: "price_changed" })),
      // Pix with no receiver configured on this shop.
      fc.constant({ change: { paymentMethod: "pix" }, code: "payment_method_unavailable" }),
      // Change for less than the total.
      fc.integer({ min: 1, max: reference.totalCents - 1 }).map((cents) => ({
        change: { paymentMethod: "cash", changeForCents: cents },
        code: "change_below_total",
      })),
      // A bairro of another store, or none at all.
      fc
        .oneof(
          fc.constantFrom("2-pinheiros", "40-centro"),
          nastyString.filter((s) => s.trim() !== ""),
        )
        .map((areaId) => ({
          change: { deliveryAddress: { ...TEST_DELIVERY_ADDRESS, areaId } },
          code: "unknown_area",
        })),
    );
    await fc.assert(
      fc.asyncProperty(tampered, async ({ change, code }) => {
        const body = { ...BASE_ORDER, ...change };
        const spec = orderRequest(
          { text: JSON.stringify(body), contentType: "application/json", kind: "tampered" },
          crypto.randomUUID(),
        );
        const before = await stocks();
        const answer = await sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBeOneOf([409, 422]);
        const error = (answer.json as { error: { code: string } }).error;
        // A bairro id no store could have fails the schema before it is looked up.
        if (!(code === "unknown_area" && error.code === "validation_failed")) {
          expect(error.code, describeRequest(spec)).toBe(code);
        }
        expect(await stocks()).toEqual(before);
      }),
      { numRuns: runs(30) },
    );
    await expectStillServing();
  });
});

describe("reading orders with bad ids and tokens", () => {
  /** An id that names no order, or the real order's id with a token that is not its own. */
  const lookup = fc.oneof(
    fc.record({ id: badSegment, token: fc.option(badHeaderValue, { nil: undefined }) }),
    fc.record({
      id: fc.constant("__existing__"),
      token: fc.oneof(
        badHeaderValue,
        fc.constant("__other__"),
        fc.constant("__truncated__"),
        fc.constant(undefined),
      ),
    }),
  );

  function resolve(id: string, token: string | undefined): { id: string; token?: string } {
    const realId = id === "__existing__" ? existing.id : id;
    if (token === "__other__")
      return { id: realId, token: "0".repeat(existing.accessToken.length) };
    if (token === "__truncated__") return { id: realId, token: existing.accessToken.slice(0, -1) };
    return token === undefined ? { id: realId } : { id: realId, token };
  }

  it("GET /api/orders/:id answers 404 to anything but the right id and token", async () => {
    await fc.assert(
      fc.asyncProperty(lookup, async (choice) => {
        const { id, token } = resolve(choice.id, choice.token);
        const spec: RequestSpec = {
          method: "GET",
          path: `/api/orders/${id}`,
          ...(token === undefined ? {} : { headers: { "x-order-token": token } }),
        };
        const answer = await sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBe(404);
      }),
      { numRuns: runs(30) },
    );
  });

  it("GET /api/orders/:id/events answers 404 to anything but the right id and token", async () => {
    await fc.assert(
      fc.asyncProperty(lookup, async (choice) => {
        const { id, token } = resolve(choice.id, choice.token);
        const query = token === undefined ? "" : `?token=${encodeUrlPart(token)}`;
        const spec: RequestSpec = { method: "GET", path: `/api/orders/${id}/events${query}` };
        const answer = await sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBe(404);
      }),
      { numRuns: runs(30) },
    );
  });
});

describe("other public endpoints with bad input", () => {
  it("GET /api/coupons/:code answers an unknown or malformed code with 404 Cupom inválido", async () => {
    await fc.assert(
      fc.asyncProperty(badSegment, async (code) => {
        const spec: RequestSpec = { method: "GET", path: `/api/coupons/${code}` };
        const answer = await sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBe(404);
        // "." and ".." (however encoded) are dot segments: the URL is /api/coupons or /api.
        if (!/^(\.|%2e){1,2}$/i.test(code)) {
          expect(answer.json, describeRequest(spec)).toEqual({
            error: { code: "invalid_coupon", message: "Cupom inválido" },
          });
        }
      }),
      { numRuns: runs(30), examples: [[""], ["%0D%0Ax"], ["a%00b"], ["%FF"], ["FROSTY10%00"]] },
    );
  });

  it("GET /images/uploads/:id answers an unknown or malformed id with 404", async () => {
    await fc.assert(
      fc.asyncProperty(badSegment, async (id) => {
        const spec: RequestSpec = { method: "GET", path: `/images/uploads/${id}` };
        expect((await sendBad(spec)).status, describeRequest(spec)).toBe(404);
      }),
      { numRuns: runs(20) },
    );
  });

  it("GET /api/catalog and /api/health ignore junk query strings and headers", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/catalog", "/api/health"),
        badQuery({ q: "x" }),
        badHeaderValue,
        badHeaderValue,
        async (path, query, ifNoneMatch, acceptEncoding) => {
          const spec: RequestSpec = {
            method: "GET",
            path: `${path}${query}`,
            headers: { "if-none-match": ifNoneMatch, "accept-encoding": acceptEncoding },
          };
          const answer = await sendBad(spec);
          expect([200, 304], describeRequest(spec)).toContain(answer.status);
        },
      ),
      { numRuns: runs(20) },
    );
  });

  it("answers any method on any public path, with any body, without a 5xx", async () => {
    const path = fc.oneof(
      fc.constantFrom("/api/catalog", "/api/health", "/api/orders", "/api/coupons", "/api"),
      badSegment.map((segment) => `/api/orders/${segment}`),
      badSegment.map((segment) => `/api/orders/${segment}/events`),
      badSegment.map((segment) => `/api/${segment}`),
      fc.tuple(badSegment, badSegment).map(([a, b]) => `/api/${a}/${b}`),
      badSegment.map((segment) => `/api/catalog/${segment}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        path,
        badBody({ nome: "Maria", quantidade: 1 }),
        async (method, target, body) => {
          const spec: RequestSpec = { method, path: target, body };
          if (method === "POST" && target === "/api/orders")
            spec.headers = { "idempotency-key": crypto.randomUUID() };
          await sendBad(spec);
        },
      ),
      { numRuns: runs(30) },
    );
    await expectStillServing();
  });

  it("refuses a body beyond the limit with 413, wherever it is sent", async () => {
    const target = fc.constantFrom(
      "/api/orders",
      "/api/catalog",
      "/api/coupons/FROSTY10",
      "/api/nada",
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/admin/products",
    );
    const size = fc.constantFrom(MAX_BODY_BYTES + 1, MAX_BODY_BYTES * 2, 1024 * 1024);
    const filler = fc.constantFrom("x", "é", "🍦", "\u0000", "<script>");
    await fc.assert(
      fc.asyncProperty(
        target,
        size,
        filler,
        fc.constantFrom("application/json", "text/plain"),
        async (path, bytes, unit, contentType) => {
          const padding = unit.repeat(Math.ceil(bytes / Buffer.byteLength(unit)));
          const spec: RequestSpec = {
            method: "POST",
            path,
            body: { text: JSON.stringify({ nome: padding }), contentType, kind: `${bytes} bytes` },
            headers: { "idempotency-key": crypto.randomUUID() },
          };
          const answer = await sendBad(spec);
          expect(answer.status, describeRequest(spec)).toBe(413);
          expect(answer.json).toEqual({
            error: { code: "payload_too_large", message: "O conteúdo enviado é grande demais" },
          });
        },
      ),
      { numRuns: runs(15) },
    );
    await expectStillServing();
  });

  it("keeps customer text with unicode, SQL and HTML as typed (cleaned), or refuses it", async () => {
    const text = nastyString.filter((value) => value.trim() !== "" && value.length <= 100);
    await fc.assert(
      fc.asyncProperty(text, text, async (name, notes) => {
        const body = orderBody({
          items: BASE_ORDER.items,
          customer: { name },
          deliveryAddress: {
            ...TEST_DELIVERY_ADDRESS,
            street: notes,
            complement: notes.slice(0, 80),
          },
        });
        const spec = orderRequest(
          { text: JSON.stringify(body), contentType: "application/json", kind: "text" },
          crypto.randomUUID(),
        );
        const answer = await sendBad(spec);
        if (answer.status !== 201) {
          expect(answer.status, describeRequest(spec)).toBe(422);
          return;
        }
        const placed = answer.json as PlacedOrder;
        // Well-formed text comes back as typed, without invisible characters, in NFC and
        // trimmed (clean-text.ts); a lone surrogate, which no UTF-8 database can hold, at most
        // as U+FFFD.
        const expected = (value: string) => [
          cleanText(value).trim(),
          cleanText(wellFormed(value)).trim(),
        ];
        expect(expected(name), describeRequest(spec)).toContain(placed.customer.name);
        expect(expected(notes), describeRequest(spec)).toContain(placed.delivery?.street);
        // Read back by the device that placed it: the address whole, as stored.
        const response = await t.request(`/api/orders/${placed.id}`, {
          headers: { "x-order-token": placed.accessToken, "x-order-owner": placed.ownerProof },
        });
        expect(response.status).toBe(200);
        expect(((await response.json()) as OrderView).customer, describeRequest(spec)).toEqual(
          placed.customer,
        );
      }),
      { numRuns: runs(20) },
    );
  });
});
