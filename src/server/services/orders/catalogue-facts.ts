import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseTraits } from "#server/db/client.ts";
import { inOrder } from "#server/db/in-order.ts";
import {
  coupons,
  type productAddons,
  products,
  type productVariations,
  stores,
} from "#server/db/schema.ts";
import { readDeliveryFeeCents } from "#server/services/settings/shop-settings.ts";
import type { CreateOrder } from "#shared/orders.ts";
import { activeNow, couponKey, typedCode } from "./coupons.ts";

export type StoreRow = typeof stores.$inferSelect;
export type VariationFact = Pick<
  typeof productVariations.$inferSelect,
  "size" | "priceModifierCents"
>;
export type AddonFact = Pick<
  typeof productAddons.$inferSelect,
  "id" | "name" | "priceCents" | "isActive"
>;
export type ProductRow = typeof products.$inferSelect & {
  variations: VariationFact[];
  addons: AddonFact[];
};

export interface CouponRow {
  code: string;
  percentOff: number;
  usageCount: number;
  usageLimit: number | null;
  /** Switched on and inside its validity window by the database clock. */
  active: boolean;
}

/** What deciding a batch of orders needs to know, read once for all of them. */
export interface CatalogueFacts {
  stores: Map<string, StoreRow>;
  /** With their sizes and add-ons; locked until the batch commits: their stock is the batch's. */
  products: Map<string, ProductRow>;
  /** By code as stored; locked until the batch commits, like the products. */
  coupons: Map<string, CouponRow>;
  deliveryFeeCents: number;
}

/** A product's sizes, as JSON in the product's row (one query reads products, sizes, add-ons). */
const variationsOfProduct = sql<VariationFact[]>`(
  select coalesce(json_agg(json_build_object(
    'size', v.size, 'priceModifierCents', v.price_modifier_cents)), '[]'::json)
  from product_variations as v where v.product_id = products.id)`;

const addonsOfProduct = sql<AddonFact[]>`(
  select coalesce(json_agg(json_build_object(
    'id', a.id, 'name', a.name, 'priceCents', a.price_cents, 'isActive', a.is_active)), '[]'::json)
  from product_addons as a where a.product_id = products.id)`;

/**
 * The stores, products (with their sizes and add-ons) and coupons the orders name, and the
 * delivery fee staff set: one query each, whatever the number of orders, sent at once where the
 * database takes that (inOrder). Products and coupons are read FOR UPDATE, always products
 * first and each by key order, so that batches on other instances wait for this one instead of
 * deadlocking with it.
 */
export async function readCatalogueFacts(
  tx: Database,
  traits: Pick<DatabaseTraits, "statementsAtOnce">,
  inputs: readonly CreateOrder[],
): Promise<CatalogueFacts> {
  const storeIds = [...new Set(inputs.map((input) => input.storeId))];
  const productIds = [...new Set(inputs.flatMap((input) => input.items.map((i) => i.productId)))];
  const codes = new Set<string>();
  for (const input of inputs) {
    const code = typedCode(input.couponCode ?? "");
    if (code !== null) codes.add(couponKey(code));
  }
  const anyDelivery = inputs.some((input) => input.deliveryMethod === "delivery");

  const [productRows, couponRows, storeRows, fee] = await inOrder(traits, [
    () =>
      tx
        .select({
          ...getTableColumns(products),
          variations: variationsOfProduct,
          addons: addonsOfProduct,
        })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(products.id)
        .for("update")
        .execute(),
    async (): Promise<CouponRow[]> =>
      codes.size === 0
        ? []
        : tx
            .select({
              code: coupons.code,
              percentOff: coupons.percentOff,
              usageCount: coupons.usageCount,
              usageLimit: coupons.usageLimit,
              active: sql<boolean>`${activeNow}`,
            })
            .from(coupons)
            .where(inArray(coupons.code, [...codes]))
            .orderBy(coupons.code)
            .for("update")
            .execute(),
    () => tx.select().from(stores).where(inArray(stores.id, storeIds)).execute(),
    async () => (anyDelivery ? readDeliveryFeeCents(tx) : 0),
  ]);
  return {
    stores: new Map(storeRows.map((row) => [row.id, row])),
    products: new Map(productRows.map((row) => [row.id, row])),
    coupons: new Map(couponRows.map((row) => [row.code, row])),
    deliveryFeeCents: fee,
  };
}
