import type { APIRequestContext } from "@playwright/test";
import type { AdminProduct } from "#shared/admin-products.ts";
import type { ShopSettings } from "#shared/admin-settings.ts";
import type { AdminStore } from "#shared/admin-stores.ts";
import type { OrderLimitsView } from "#shared/order-limits.ts";
import type { PaymentSettings } from "#shared/payment-settings.ts";
import { expect } from "./test.ts";

/**
 * The chain-wide state a `@chain` test may change: settings (delivery fee, goals, contacts),
 * payments (methods, Pix receiver, Pix expiry), order limits, which flavours are on, and each
 * store's open switch and hours. Read before the test and written back after it, so the next
 * test of the serial project ("chain-settings", playwright.config.ts) finds what the prepared
 * database had, whatever order the tests run in.
 */
export interface ChainState {
  settings: ShopSettings;
  payments: PaymentSettings;
  limits: OrderLimitsView;
  products: AdminProduct[];
  stores: AdminStore[];
}

async function read<T>(admin: APIRequestContext, path: string): Promise<T> {
  const response = await admin.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function readChainState(admin: APIRequestContext): Promise<ChainState> {
  return {
    settings: await read(admin, "/api/admin/settings"),
    payments: await read(admin, "/api/admin/settings/payments"),
    limits: await read(admin, "/api/admin/settings/limits"),
    products: await read(admin, "/api/admin/products"),
    stores: await read(admin, "/api/admin/stores"),
  };
}

async function write(
  admin: APIRequestContext,
  method: "put" | "patch",
  path: string,
  data: unknown,
  origin: string,
): Promise<void> {
  const response = await admin[method](path, { headers: { origin }, data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
}

/** Writes back what changed since `before`; a flavour added since is switched off. */
export async function restoreChainState(
  admin: APIRequestContext,
  before: ChainState,
  origin: string,
): Promise<void> {
  const now = await readChainState(admin);
  const { settings, payments, limits } = before;
  if (JSON.stringify(now.settings) !== JSON.stringify(settings)) {
    // A contact equal to its default was not saved: null drops what the test saved.
    const contact = Object.fromEntries(
      Object.entries(settings.contact).map(([field, value]) => [
        field,
        JSON.stringify(value) ===
        JSON.stringify(settings.contactDefaults[field as keyof typeof settings.contactDefaults])
          ? null
          : value,
      ]),
    );
    await write(
      admin,
      "put",
      "/api/admin/settings",
      {
        deliveryFeeCents: settings.deliveryFeeCents,
        monthlyGoalCents: settings.monthlyGoalCents,
        monthlyGoalQuantity: settings.monthlyGoalQuantity,
        contact,
      },
      origin,
    );
  }
  if (JSON.stringify(now.payments) !== JSON.stringify(payments)) {
    await write(
      admin,
      "put",
      "/api/admin/settings/payments",
      {
        methods: payments.methods,
        // From the environment (or none): drop the saved one.
        pixReceiver: payments.pixReceiverFromEnv ? null : payments.pixReceiver,
        pixExpiryMinutes: payments.pixExpiryMinutes,
      },
      origin,
    );
  }
  if (JSON.stringify(now.limits.limits) !== JSON.stringify(limits.limits)) {
    await write(admin, "put", "/api/admin/settings/limits", limits.limits, origin);
  }
  const wasActive = new Map(before.products.map((product) => [product.id, product.isActive]));
  for (const product of now.products) {
    const active = wasActive.get(product.id) ?? false;
    if (product.isActive !== active) {
      await write(
        admin,
        "patch",
        `/api/admin/products/${product.id}`,
        { isActive: active },
        origin,
      );
    }
  }
  const storesBefore = new Map(before.stores.map((store) => [store.id, store]));
  for (const store of now.stores) {
    const was = storesBefore.get(store.id);
    if (!was) continue;
    if (
      was.acceptsOrders !== store.acceptsOrders ||
      JSON.stringify(was.openingHours) !== JSON.stringify(store.openingHours) ||
      (was.deliveriesPause === null && store.deliveriesPause !== null)
    ) {
      // A pause of deliveries a test started ends with it (one that was running goes on).
      await write(
        admin,
        "put",
        `/api/admin/stores/${store.id}/hours`,
        {
          acceptsOrders: was.acceptsOrders,
          openingHours: was.openingHours,
          ...(was.deliveriesPause === null ? { deliveriesPause: null } : {}),
        },
        origin,
      );
    }
  }
}
