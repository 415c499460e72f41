/**
 * Values at and beyond the edges of what the staff API takes: numbers (negative, zero,
 * fractional, huge, not numbers at all) accepted exactly inside their documented ranges,
 * coupon dates inside the years every layer can hold, product text stored and served as typed,
 * and an order's history holding only the status changes that were accepted.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { productInput } from "#server/testing/product-fixtures.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { AdminProductDetail, ProductInput } from "#shared/admin-products.ts";
import type { Catalog, DeliveryArea } from "#shared/catalog.ts";
import { cleanText } from "#shared/clean-text.ts";
import { z } from "#shared/zod-pt-br.ts";
import { nastyString, numberText, parsedNumber, runs } from "./arbitraries.ts";
import { describeRequest, type Harness, harness, type RequestSpec, wellFormed } from "./checks.ts";

let t: TestApp;
let admin: SignedInStaff;
let check: Harness;
let orderStatusPath: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  check = harness(t.database.db, (path, init) => admin.browser.request(path, init));
  orderStatusPath = `/api/admin/orders/${(await placeTestOrder(t)).id}/status`;
});
afterAll(() => t.database.dispose());

const between = (min: number, max: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

let codes = 0;
const nextCode = (prefix: string) => {
  codes += 1;
  return `${prefix}${codes}`;
};

const MARK = "__valor__";

interface NumericField {
  name: string;
  method: string;
  path: () => string;
  /** The valid body with MARK where the number goes (every MARK gets the same number). */
  body: () => unknown;
  accepts: (value: unknown) => boolean;
  /** What a value in range gets (an order's status change may meet another version: 409). */
  okStatuses: number[];
}

const NUMERIC_FIELDS: NumericField[] = [
  {
    name: "product priceCents",
    method: "POST",
    path: () => "/api/admin/products",
    body: () => productInput({ priceCents: MARK as never, variations: [], addons: [] }),
    accepts: between(0, 100_000),
    okStatuses: [201],
  },
  {
    // Counted and shown alike (MARK stands for both): a count left as it was shown, which a
    // store saves whatever orders took meanwhile.
    name: "store stockQuantity and expectedStockQuantity",
    method: "PUT",
    path: () => "/api/admin/stores/2/stock",
    body: () => ({
      lines: [
        { productId: "3", stockQuantity: MARK, isAvailable: true, expectedStockQuantity: MARK },
      ],
    }),
    accepts: between(0, 100_000),
    okStatuses: [200],
  },
  {
    name: "product size priceModifierCents",
    method: "PUT",
    path: () => "/api/admin/products/4",
    body: () =>
      productInput({
        priceCents: 100_000,
        variations: [{ size: "grande", priceModifierCents: MARK as never }],
      }),
    accepts: between(-10_000, 10_000),
    okStatuses: [200],
  },
  {
    name: "add-on priceCents",
    method: "PUT",
    path: () => "/api/admin/products/5",
    body: () => productInput({ addons: [{ name: "Granulado", priceCents: MARK as never }] }),
    accepts: between(0, 100_000),
    okStatuses: [200],
  },
  {
    name: "settings deliveryFeeCents",
    method: "PUT",
    path: () => "/api/admin/settings",
    body: () => ({ deliveryFeeCents: MARK }),
    accepts: between(0, 100_000),
    okStatuses: [200],
  },
  {
    name: "settings monthlyGoalCents",
    method: "PUT",
    path: () => "/api/admin/settings",
    body: () => ({ monthlyGoalCents: MARK }),
    accepts: between(1, 2_147_483_647),
    okStatuses: [200],
  },
  {
    name: "delivery area feeCents",
    method: "POST",
    path: () => "/api/admin/stores/3/delivery-areas",
    body: () => ({ name: nextCode("Bairro "), feeCents: MARK, etaMinutes: 30 }),
    accepts: between(0, 100_000),
    okStatuses: [201],
  },
  {
    name: "delivery area minOrderCents",
    method: "POST",
    path: () => "/api/admin/stores/3/delivery-areas",
    body: () => ({ name: nextCode("Bairro "), minOrderCents: MARK, etaMinutes: 30 }),
    accepts: (value) => value === null || between(1, 10_000_000)(value),
    okStatuses: [201],
  },
  {
    name: "delivery area etaMinutes",
    method: "PUT",
    path: () => "/api/admin/stores/1/delivery-areas/1-centro",
    body: () => ({ etaMinutes: MARK }),
    accepts: between(5, 480),
    okStatuses: [200],
  },
  {
    name: "payments pixExpiryMinutes",
    method: "PUT",
    path: () => "/api/admin/settings/payments",
    body: () => ({ pixExpiryMinutes: MARK }),
    accepts: between(1, 1440),
    okStatuses: [200],
  },
  // The unit caps and the window, whole limits around them (a PUT saves all six). The order
  // counts stay generous: later tests here place orders from the one test address and phone.
  {
    name: "limits maxUnitsPerLine",
    method: "PUT",
    path: () => "/api/admin/settings/limits",
    body: () => ({ ...GENEROUS_ORDER_LIMITS, maxUnitsPerLine: MARK }),
    accepts: between(1, 99),
    okStatuses: [200],
  },
  {
    name: "limits maxUnitsPerOrder",
    method: "PUT",
    path: () => "/api/admin/settings/limits",
    body: () => ({ ...GENEROUS_ORDER_LIMITS, maxUnitsPerLine: 1, maxUnitsPerOrder: MARK }),
    accepts: between(1, 5_000),
    okStatuses: [200],
  },
  {
    name: "limits windowMinutes",
    method: "PUT",
    path: () => "/api/admin/settings/limits",
    body: () => ({ ...GENEROUS_ORDER_LIMITS, windowMinutes: MARK }),
    accepts: between(1, 1440),
    okStatuses: [200],
  },
  {
    name: "coupon percentOff",
    method: "POST",
    path: () => "/api/admin/coupons",
    body: () => ({ code: nextCode("NUMERO"), percentOff: MARK }),
    accepts: between(1, 100),
    okStatuses: [201],
  },
  {
    name: "coupon usageLimit",
    method: "POST",
    path: () => "/api/admin/coupons",
    body: () => ({ code: nextCode("LIMITE"), percentOff: 5, usageLimit: MARK }),
    accepts: (value) => value === null || between(1, 2_147_483_647)(value),
    okStatuses: [201],
  },
  {
    name: "order status version",
    method: "PATCH",
    path: () => orderStatusPath,
    body: () => ({ status: "cancelled", version: MARK }),
    accepts: between(1, Number.MAX_SAFE_INTEGER),
    // Version 1 moves the order once; any other version is someone else's: 409.
    okStatuses: [200, 409, 422],
  },
];

describe("numbers outside their ranges, fractional, huge or not numbers at all", () => {
  it.each(NUMERIC_FIELDS)("$name", async (field) => {
    await fc.assert(
      fc.asyncProperty(numberText, async (text) => {
        const spec: RequestSpec = {
          method: field.method,
          path: field.path(),
          body: {
            text: JSON.stringify(field.body()).replaceAll(`"${MARK}"`, text),
            contentType: "application/json",
            kind: field.name,
          },
        };
        const value = parsedNumber(text);
        const answer = await check.sendBad(spec);
        if (field.accepts(value)) {
          expect(field.okStatuses, describeRequest(spec)).toContain(answer.status);
        } else {
          expect(answer.status, describeRequest(spec)).toBe(value === undefined ? 400 : 422);
        }
      }),
      { numRuns: runs(12), examples: [["-1"], ["0.5"], ["1e999"], ["NaN"], ["2147483648"]] },
    );
  });
});

describe("coupon validity dates", () => {
  const EDGE_INSTANTS = [
    "0000-01-01T00:00:00Z",
    "0001-01-01T00:00:00Z",
    "1899-12-31T23:59:59Z",
    "1900-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z",
    "9999-12-31T23:59:59-03:00",
    "2030-02-30T00:00:00Z",
    "2030-02-28T24:00:00Z",
    "2030-13-01T00:00:00Z",
    "2030-01-01T00:00:00",
    "2030-01-01",
    "+275760-09-13T00:00:00Z",
  ];
  const instant = fc.oneof(
    fc.constantFrom(...EDGE_INSTANTS),
    fc
      .date({
        min: new Date(Date.UTC(-50, 0, 1)),
        max: new Date(Date.UTC(12_000, 0, 1)),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
  );
  /** What a validity bound must be: an ISO instant with its zone, from 1900 to 9999 (UTC). */
  const isoInstant = z.iso.datetime({ offset: true });
  const acceptable = (value: string) => {
    const year = new Date(Date.parse(value)).getUTCFullYear();
    return isoInstant.safeParse(value).success && year >= 1900 && year <= 9999;
  };

  it("are taken from 1900 to 9999 and refused with a 422 otherwise", async () => {
    await fc.assert(
      fc.asyncProperty(instant, fc.constantFrom("validFrom", "validTo"), async (value, field) => {
        const spec: RequestSpec = {
          method: "POST",
          path: "/api/admin/coupons",
          body: {
            text: JSON.stringify({ code: nextCode("DATA"), percentOff: 5, [field]: value }),
            contentType: "application/json",
            kind: "date",
          },
        };
        const answer = await check.sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBe(acceptable(value) ? 201 : 422);
      }),
      { numRuns: runs(20), examples: EDGE_INSTANTS.map((value) => [value, "validFrom"]) },
    );
  });
});

/** Text comes back without invisible or direction characters, in NFC (clean-text.ts). */
const clean = (text: string) => cleanText(text).trim();

describe("text with unicode, SQL and HTML in a product", () => {
  it("is stored and served as typed (cleaned), or refused with a 422", async () => {
    const text = nastyString.filter((value) => value.length <= 60);
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, description, addon) => {
        const input: ProductInput = productInput({
          name,
          description,
          category: name,
          addons: [{ name: addon, priceCents: 100 }],
        });
        const spec: RequestSpec = {
          method: "POST",
          path: "/api/admin/products",
          body: { text: JSON.stringify(input), contentType: "application/json", kind: "text" },
        };
        const answer = await check.sendBad(spec);
        if (answer.status !== 201) {
          expect(answer.status, describeRequest(spec)).toBe(422);
          return;
        }
        // Accepted text is well-formed: a lone surrogate would have been refused.
        for (const value of [name, description, addon]) expect(wellFormed(value)).toBe(value);
        const created = answer.json as AdminProductDetail;
        expect(created.name, describeRequest(spec)).toBe(clean(name));
        expect(created.description, describeRequest(spec)).toBe(clean(description));
        expect(created.addons[0]?.name, describeRequest(spec)).toBe(clean(addon));
        const read = await admin.browser.request(`/api/admin/products/${created.id}`);
        expect(await read.json()).toEqual(created);
        const catalog = (await (await t.request("/api/catalog")).json()) as Catalog;
        expect(catalog.products.find((product) => product.id === created.id)).toMatchObject({
          name: created.name,
          description: created.description,
        });
      }),
      {
        numRuns: runs(12),
        examples: [
          ["<img src=x onerror=alert(1)>", "\udc00\udc00", "Granulado"],
          ["Cajá", "a\u0000b", "Granulado"],
          ["'; DROP TABLE products; --", "<script>window.__xss=1</script>", "🍦\u202eRTL"],
        ],
      },
    );
  });
});

describe("text with unicode, SQL and HTML in a delivery area's name", () => {
  it("is stored and listed as typed (cleaned), or refused with a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(nastyString, async (name) => {
        const spec: RequestSpec = {
          method: "POST",
          path: "/api/admin/stores/4/delivery-areas",
          body: {
            text: JSON.stringify({ name, etaMinutes: 30 }),
            contentType: "application/json",
            kind: "text",
          },
        };
        const answer = await check.sendBad(spec);
        if (answer.status !== 201) {
          // 409: the same name (in any case) was taken by an earlier run.
          expect([409, 422], describeRequest(spec)).toContain(answer.status);
          return;
        }
        const created = answer.json as DeliveryArea;
        expect(created.name, describeRequest(spec)).toBe(clean(name));
        const catalog = (await (await t.request("/api/catalog")).json()) as Catalog;
        const store = catalog.stores.find((candidate) => candidate.id === "4");
        expect(store?.deliveryAreas).toContainEqual(created);
      }),
      {
        numRuns: runs(15),
        examples: [
          ["<img src=x onerror=alert(1)>"],
          ["a\u0000b"],
          ["\udc00"],
          ["'; DROP TABLE delivery_areas; --"],
        ],
      },
    );
  });
});

describe("an order's history after bad status changes", () => {
  it("holds only the changes that were accepted", async () => {
    const order = await placeTestOrder(t);
    const path = `/api/admin/orders/${order.id}/status`;
    const status = fc.oneof(
      fc.constantFrom("preparing", "ready", "delivered", "cancelled", "pending"),
      nastyString,
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        status,
        fc.oneof(numberText, fc.constant("__current__")),
        async (next, version) => {
          const detail = await admin.browser.request(`/api/admin/orders/${order.id}`);
          const current = (await detail.json()) as AdminOrderDetail;
          const versionText = version === "__current__" ? String(current.version) : version;
          const spec: RequestSpec = {
            method: "PATCH",
            path,
            body: {
              text: `{"status": ${JSON.stringify(next)}, "version": ${versionText}}`,
              contentType: "application/json",
              kind: "status",
            },
          };
          const answer = await check.sendBad(spec);
          if (answer.status === 200) accepted += 1;
        },
      ),
      { numRuns: runs(15) },
    );
    const response = await admin.browser.request(`/api/admin/orders/${order.id}`);
    const detail = (await response.json()) as AdminOrderDetail;
    expect(detail.history).toHaveLength(1 + accepted);
    expect(detail.version).toBe(1 + accepted);
  });
});

describe("a pickup order's hand-over with bad pickup codes", () => {
  it("hands it over only for the order's own four digits, refusing anything else with a 422", async () => {
    const order = await placeTestOrder(t, orderBody({ deliveryMethod: "pickup" }));
    const path = `/api/admin/orders/${order.id}/status`;
    const code = fc.oneof(
      nastyString,
      fc.stringMatching(/^\d{4}$/).filter((digits) => digits !== order.pickupCode),
      fc.integer(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(code, async (pickupCode) => {
        const answer = await check.sendBad({
          method: "PATCH",
          path,
          body: {
            text: JSON.stringify({ status: "delivered", version: 1, pickupCode }),
            contentType: "application/json",
            kind: "pickupCode",
          },
        });
        expect(answer.status, JSON.stringify(pickupCode)).toBe(422);
      }),
      { numRuns: runs(25), examples: [["0000"], [" "], ["１２３４"], ["12 34"], ["1234\u0000"]] },
    );
    const handed = await check.send({
      method: "PATCH",
      path,
      body: {
        text: JSON.stringify({ status: "delivered", version: 1, pickupCode: order.pickupCode }),
        contentType: "application/json",
        kind: "pickupCode",
      },
    });
    expect(handed.status).toBe(200);
  });
});
