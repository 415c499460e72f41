import { sql } from "drizzle-orm";
import type { Database, DatabaseTraits } from "#server/db/client.ts";
import { inOrder } from "#server/db/in-order.ts";
import { inJson } from "#server/db/list-parameters.ts";
import {
  coupons,
  deliveryAreas,
  type productAddons,
  products,
  type productVariations,
  storeStock,
  stores,
} from "#server/db/schema.ts";
import {
  readStoredSettings,
  type StoredSettings,
} from "#server/services/settings/stored-settings.ts";
import type { CreateOrder } from "#shared/orders.ts";
import { type CouponFacts, couponFactColumns, couponKey, typedCode } from "./coupons.ts";

/**
 * What an order needs of its store: the summary it shows, whether it takes orders now, the
 * payment methods it switched and its own Pix receiver.
 */
export type StoreRow = Pick<
  typeof stores.$inferSelect,
  | "id"
  | "name"
  | "address"
  | "city"
  | "state"
  | "whatsapp"
  | "isActive"
  | "acceptsOrders"
  | "openingHours"
  | "timeZone"
  | "paymentMethods"
  | "pixKeyType"
  | "pixKey"
  | "pixMerchantName"
  | "pixMerchantCity"
  | "deliveriesPausedUntil"
  | "deliveriesPauseReason"
  | "preparationMinutes"
  | "dailyCapacity"
>;
export type AreaRow = Pick<
  typeof deliveryAreas.$inferSelect,
  "id" | "storeId" | "name" | "feeCents" | "minOrderCents" | "etaMinutes"
>;
/**
 * The chain's settings an order follows: its payment switches, Pix receiver and Pix expiry,
 * its limits and the club's cashback rules (what staff saved; the defaults apply to what they
 * did not).
 */
export type ChainSettingsFacts = Pick<
  StoredSettings,
  | "payment_methods"
  | "pix_receiver"
  | "pix_expiry_minutes"
  | "order_limits"
  | "cashback_rules"
  | "scheduling_rules"
>;
export type VariationFact = Pick<
  typeof productVariations.$inferSelect,
  "size" | "priceModifierCents"
>;
export type AddonFact = Pick<
  typeof productAddons.$inferSelect,
  "id" | "name" | "priceCents" | "isActive"
>;
/** What pricing a line needs of its product. */
export type ProductRow = Pick<
  typeof products.$inferSelect,
  | "id"
  | "name"
  | "imageUrl"
  | "basePriceCents"
  | "isActive"
  | "kind"
  | "boxSize"
  | "boxLeadHours"
  | "boxFlavourIds"
> & {
  variations: VariationFact[];
  addons: AddonFact[];
};

/** A coupon an order names, as read (locked where others write) with the batch's facts. */
export type CouponRow = CouponFacts;

/** A store's count and switch for one flavour, as read under its row lock. */
export interface StockFact {
  storeId: string;
  productId: string;
  stockQuantity: number;
  isAvailable: boolean;
}

/** The key of a (store, product) pair in CatalogueFacts.stock. */
export const stockKey = (storeId: string, productId: string) => `${storeId}\u0000${productId}`;

/** What deciding a batch of orders needs to know, read once for all of them. */
export interface CatalogueFacts {
  stores: Map<string, StoreRow>;
  /** With their sizes and add-ons (the chain's catalogue: not locked, no stock of its own). */
  products: Map<string, ProductRow>;
  /**
   * The stock rows of the (store, product) pairs the orders name, by stockKey; locked until
   * the batch commits (where other sessions write): their units are the batch's. A pair
   * without a row has none.
   */
  stock: Map<string, StockFact>;
  /** By code as stored; locked until the batch commits, like the stock rows. */
  coupons: Map<string, CouponRow>;
  /** The delivery areas the orders name, by id (any store's: pricing checks it is theirs). */
  areas: Map<string, AreaRow>;
  settings: ChainSettingsFacts;
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
 * The (store, product) stock rows the orders name, each found through the primary key's index
 * (a lateral lookup per pair: the batch's few pairs, never a scan of every store's rows; the
 * OFFSET 0 keeps the planner from turning it back into a hash join over the whole table). The
 * pairs travel as one JSON parameter, so the statement is the same whatever the batch. Where
 * other sessions write (`lock`), FOR UPDATE in key order (store, then product), as a staff
 * save locks them too: whoever comes second waits, nobody deadlocks. PGlite runs one
 * transaction at a time: nothing to lock against, and locking would write every row read.
 */
async function readStock(
  tx: Database,
  pairs: readonly { store_id: string; product_id: string }[],
  lock: boolean,
): Promise<StockFact[]> {
  // execute(): sent as it is called, in its place among the batch's reads (inOrder).
  const result = await tx
    .execute(sql`
    select s.store_id, s.product_id, s.stock_quantity, s.is_available
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(store_id text, product_id text)
    cross join lateral (
      select x.store_id, x.product_id, x.stock_quantity, x.is_available
      from ${storeStock} as x
      where x.store_id = p.store_id and x.product_id = p.product_id
      offset 0) as s
    ${lock ? sql`order by s.store_id, s.product_id for update of s` : sql``}`)
    .execute();
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    storeId: String(row.store_id),
    productId: String(row.product_id),
    stockQuantity: Number(row.stock_quantity),
    isAvailable: row.is_available === true,
  }));
}

/** The coupons the orders name, locked like the stock rows (see readStock). */
function readCoupons(tx: Database, codes: ReadonlySet<string>, lock: boolean) {
  const query = tx
    .select(couponFactColumns)
    .from(coupons)
    .where(inJson(coupons.code, codes))
    .$dynamic();
  return (lock ? query.orderBy(coupons.code).for("update") : query).execute();
}

/**
 * The stores, products (with their sizes and add-ons), stock rows, coupons and delivery areas
 * the orders name, and the chain's payment settings: one query each, whatever the number of orders, sent at once
 * where the database takes that (inOrder). Where other sessions write, stock rows and coupons
 * are read FOR UPDATE, always stock first and each by key order, so that batches on other
 * instances wait for this one instead of deadlocking with it.
 */
export async function readCatalogueFacts(
  tx: Database,
  traits: DatabaseTraits,
  inputs: readonly CreateOrder[],
): Promise<CatalogueFacts> {
  const storeIds = [...new Set(inputs.map((input) => input.storeId))];
  // A box's flavours are products the order names too: their names, and their stock.
  const productIds = [
    ...new Set(
      inputs.flatMap((input) =>
        input.items.flatMap((item) => [
          item.productId,
          ...(item.boxParts ?? []).map((part) => part.productId),
        ]),
      ),
    ),
  ];
  const codes = new Set<string>();
  for (const input of inputs) {
    const code = typedCode(input.couponCode ?? "");
    if (code !== null) codes.add(couponKey(code));
  }
  const areaIds = [
    ...new Set(
      inputs.flatMap((input) =>
        input.deliveryMethod === "delivery" && input.deliveryAddress
          ? [input.deliveryAddress.areaId]
          : [],
      ),
    ),
  ];
  const pairs = new Map<string, { store_id: string; product_id: string }>();
  for (const input of inputs) {
    for (const item of input.items) {
      // A box has no stock of its own: its flavours do.
      const stocked = item.boxParts
        ? item.boxParts.map((part) => part.productId)
        : [item.productId];
      for (const productId of stocked) {
        pairs.set(stockKey(input.storeId, productId), {
          store_id: input.storeId,
          product_id: productId,
        });
      }
    }
  }

  const [productRows, stockRows, couponRows, storeRows, areaRows, chainSettings] = await inOrder(
    traits,
    [
      () =>
        tx
          .select({
            id: products.id,
            name: products.name,
            imageUrl: products.imageUrl,
            basePriceCents: products.basePriceCents,
            isActive: products.isActive,
            kind: products.kind,
            boxSize: products.boxSize,
            boxLeadHours: products.boxLeadHours,
            boxFlavourIds: products.boxFlavourIds,
            variations: variationsOfProduct,
            addons: addonsOfProduct,
          })
          .from(products)
          .where(inJson(products.id, productIds))
          .execute(),
      () => readStock(tx, [...pairs.values()], traits.concurrentWriters),
      async (): Promise<CouponRow[]> =>
        codes.size === 0 ? [] : readCoupons(tx, codes, traits.concurrentWriters),
      () =>
        tx
          .select({
            id: stores.id,
            name: stores.name,
            address: stores.address,
            city: stores.city,
            state: stores.state,
            whatsapp: stores.whatsapp,
            isActive: stores.isActive,
            acceptsOrders: stores.acceptsOrders,
            openingHours: stores.openingHours,
            timeZone: stores.timeZone,
            paymentMethods: stores.paymentMethods,
            pixKeyType: stores.pixKeyType,
            pixKey: stores.pixKey,
            pixMerchantName: stores.pixMerchantName,
            pixMerchantCity: stores.pixMerchantCity,
            deliveriesPausedUntil: stores.deliveriesPausedUntil,
            deliveriesPauseReason: stores.deliveriesPauseReason,
            preparationMinutes: stores.preparationMinutes,
            dailyCapacity: stores.dailyCapacity,
          })
          .from(stores)
          .where(inJson(stores.id, storeIds))
          .execute(),
      async (): Promise<AreaRow[]> =>
        areaIds.length === 0
          ? []
          : tx
              .select({
                id: deliveryAreas.id,
                storeId: deliveryAreas.storeId,
                name: deliveryAreas.name,
                feeCents: deliveryAreas.feeCents,
                minOrderCents: deliveryAreas.minOrderCents,
                etaMinutes: deliveryAreas.etaMinutes,
              })
              .from(deliveryAreas)
              .where(inJson(deliveryAreas.id, areaIds))
              .execute(),
      () =>
        readStoredSettings(tx, [
          "payment_methods",
          "pix_receiver",
          "pix_expiry_minutes",
          "order_limits",
          "cashback_rules",
          "scheduling_rules",
        ]),
    ],
  );
  return {
    stores: new Map(storeRows.map((row) => [row.id, row])),
    products: new Map(productRows.map((row) => [row.id, row])),
    stock: new Map(stockRows.map((row) => [stockKey(row.storeId, row.productId), row])),
    coupons: new Map(couponRows.map((row) => [row.code, row])),
    areas: new Map(areaRows.map((row) => [row.id, row])),
    settings: chainSettings,
  };
}
