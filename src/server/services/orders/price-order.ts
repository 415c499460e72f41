import { ApiError } from "#server/http/errors.ts";
import type { CreateOrder, OrderLineView, OrderView } from "#shared/orders.ts";
import {
  deliveryFeeCents,
  discountCents,
  lineTotalCents,
  orderTotalCents,
  type PricedLine,
  subtotalCents,
  unitPriceCents,
} from "#shared/pricing.ts";
import { isStoreOpen } from "#shared/store-hours.ts";
import { STORE_CLOSED_MESSAGE } from "#shared/store-status.ts";
import type { CatalogueFacts, CouponRow } from "./catalogue-facts.ts";
import { isUsable } from "./coupon-ledger.ts";
import { couponKey, typedCode } from "./coupons.ts";
import { orderErrors } from "./errors.ts";

/**
 * A pickup from a store that is closed (staff switch or hours) is refused; a delivery is
 * accepted (docs/decisions/008-closed-stores.md).
 */
export const storeClosedError = () =>
  new ApiError(422, "store_closed", STORE_CLOSED_MESSAGE, [
    { path: ["storeId"], message: STORE_CLOSED_MESSAGE },
  ]);

/** The largest value an integer column holds; amounts above it cannot be stored. */
const MAX_STORABLE_CENTS = 2_147_483_647;

export interface PricedOrder {
  store: OrderView["store"];
  lines: OrderLineView[];
  /** The coupon as stored (upper-case), or null when none was applied. */
  couponCode: string | null;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

/**
 * Checks an order against the catalogue and prices it from the database's facts: the store,
 * every product, size and add-on must exist and be on sale, the coupon must be usable and a
 * pickup store open at `now`. The delivery fee is the one staff set (settings). Nothing the
 * client says about prices is used (the schema does not even let it through).
 */
export function priceOrder(facts: CatalogueFacts, input: CreateOrder, now: Date): PricedOrder {
  const store = facts.stores.get(input.storeId);
  if (!store?.isActive) throw orderErrors.unknownStore();
  if (input.deliveryMethod === "pickup" && !isStoreOpen(store, now)) throw storeClosedError();

  const lines = input.items.map((item, index) => priceLine(facts, item, index));
  const coupon = input.couponCode ? usableCoupon(facts, input.couponCode) : null;
  if (input.couponCode && !coupon) throw orderErrors.invalidCoupon();

  const subtotal = subtotalCents(lines.map((line) => line.priced));
  const discount = coupon ? discountCents(subtotal, coupon.percentOff) : 0;
  const deliveryFee = deliveryFeeCents(input.deliveryMethod, facts.deliveryFeeCents);
  const total = orderTotalCents({
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: deliveryFee,
  });
  if (Math.max(subtotal, total) > MAX_STORABLE_CENTS) throw orderErrors.orderTooLarge();

  return {
    store: {
      id: store.id,
      name: store.name,
      address: store.address,
      city: store.city,
      state: store.state,
    },
    lines: lines.map((line) => line.view),
    couponCode: coupon?.code ?? null,
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: deliveryFee,
    totalCents: total,
  };
}

/** The coupon the customer typed, if it can be used now (before this batch's own uses). */
function usableCoupon(facts: CatalogueFacts, typed: string): CouponRow | null {
  const code = typedCode(typed);
  const coupon = code === null ? undefined : facts.coupons.get(couponKey(code));
  return isUsable(coupon) ? coupon : null;
}

function priceLine(
  facts: CatalogueFacts,
  item: CreateOrder["items"][number],
  index: number,
): { view: OrderLineView; priced: PricedLine } {
  const product = facts.products.get(item.productId);
  if (!product?.isActive) throw orderErrors.unknownProduct(index, item.productId);

  const variations = product.variations;
  // A product without variations is sold in the one default size, as the product page offers
  // it (SPEC "Product detail": the default is the first variation, else medio).
  const variation =
    variations.length === 0 && item.size === "medio"
      ? { priceModifierCents: 0 }
      : variations.find((v) => v.size === item.size);
  if (!variation) throw orderErrors.unavailableSize(index, product.name);

  if (new Set(item.addonIds).size !== item.addonIds.length) throw orderErrors.invalidAddon(index);
  const addons = item.addonIds.map((addonId) => {
    const addon = product.addons.find((a) => a.id === addonId);
    if (!addon?.isActive) throw orderErrors.invalidAddon(index);
    return { id: addon.id, name: addon.name, priceCents: addon.priceCents };
  });

  const priced: PricedLine = {
    basePriceCents: product.basePriceCents,
    sizeModifierCents: variation.priceModifierCents,
    addonPricesCents: addons.map((addon) => addon.priceCents),
    quantity: item.quantity,
  };
  const unit = unitPriceCents(priced);
  const lineTotal = lineTotalCents(priced);
  // A size discount larger than the base price would make a negative price.
  if (unit < 0) throw orderErrors.unavailableSize(index, product.name);
  if (lineTotal > MAX_STORABLE_CENTS) throw orderErrors.orderTooLarge();

  const view: OrderLineView = {
    productId: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    size: item.size,
    addons,
    quantity: item.quantity,
    unitPriceCents: unit,
    lineTotalCents: lineTotal,
  };
  return { view, priced };
}
