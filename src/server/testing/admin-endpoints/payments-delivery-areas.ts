import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { deliveryAreas } from "#server/db/schema.ts";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import type { AdminEndpoint } from "./types.ts";

/** The area the matrix's POST adds (removed first, so every call can add it again). */
const MATRIX_AREA = "Bairro da Matriz";

async function withoutMatrixArea(t: TestApp, storeId = "1"): Promise<string> {
  await t.database.db
    .delete(deliveryAreas)
    .where(
      and(
        eq(deliveryAreas.storeId, storeId),
        eq(sql`lower(${deliveryAreas.name})`, MATRIX_AREA.toLowerCase()),
      ),
    );
  return `/api/admin/stores/${storeId}/delivery-areas`;
}

/** A fresh area of the store, for a call that changes or removes one. */
async function withArea(t: TestApp, storeId = "1"): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(deliveryAreas).values({
    id,
    storeId,
    name: `Bairro ${id}`,
    feeCents: 500,
    minOrderCents: null,
    etaMinutes: 30,
  });
  return `/api/admin/stores/${storeId}/delivery-areas/${id}`;
}

/**
 * Payments (the chain's, HQ only, and each store's), the order limits (HQ only) and each
 * store's delivery areas. The bodies leave the test payment on and the limits generous, so the
 * matrix's own orders still go through.
 */
export const PAYMENT_DELIVERY_AREA_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/settings/payments",
    path: "/api/admin/settings/payments",
  },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/settings/payments",
    path: "/api/admin/settings/payments",
    body: { methods: { test: true }, pixExpiryMinutes: 30 },
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/settings/limits",
    path: "/api/admin/settings/limits",
  },
  {
    // The test servers' own generous limits, so the matrix's later orders still go through.
    method: "PUT",
    access: "hq",
    route: "/api/admin/settings/limits",
    path: "/api/admin/settings/limits",
    body: GENEROUS_ORDER_LIMITS,
  },
  {
    method: "GET",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/payments",
    path: "/api/admin/stores/1/payments",
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/payments`,
  },
  {
    method: "PUT",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/payments",
    path: "/api/admin/stores/1/payments",
    body: { methods: { test: null, card: true } },
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/payments`,
  },
  {
    method: "GET",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/delivery-areas",
    path: "/api/admin/stores/1/delivery-areas",
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/delivery-areas`,
  },
  {
    method: "POST",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/delivery-areas",
    path: "/api/admin/stores/1/delivery-areas",
    body: { name: MATRIX_AREA, feeCents: 600, minOrderCents: 1500, etaMinutes: 40 },
    prepare: withoutMatrixArea,
  },
  {
    method: "PUT",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/delivery-areas/:areaId",
    path: "/api/admin/stores/1/delivery-areas/1-centro",
    body: { feeCents: 650, etaMinutes: 35 },
    prepare: withArea,
  },
  {
    method: "DELETE",
    access: "stores",
    storeBound: true,
    route: "/api/admin/stores/:id/delivery-areas/:areaId",
    path: "/api/admin/stores/1/delivery-areas/1-centro",
    prepare: withArea,
  },
];
