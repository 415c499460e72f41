import type { StoredDeliveryAddress } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import { pixReceiverAt, storeMethodSwitches } from "#server/services/settings/payment-settings.ts";
import { deliveriesPausedMessage } from "#shared/deliveries-pause.ts";
import type {
  CardType,
  CreateOrder,
  OrderLineView,
  OrderView,
  PaymentMethod,
} from "#shared/orders.ts";
import { DEFAULT_PIX_EXPIRY_MINUTES } from "#shared/orders.ts";
import { storePaymentMethods } from "#shared/payment-methods.ts";
import type { PixReceiver } from "#shared/payment-settings.ts";
import {
  couponDiscountCents,
  lineTotalCents,
  orderTotalCents,
  type PricedLine,
  subtotalCents,
  unitPriceCents,
} from "#shared/pricing.ts";
import { schedulingRulesOf } from "#shared/scheduling.ts";
import { isStoreOpen } from "#shared/store-hours.ts";
import { activePause, type DeliveriesPause, STORE_CLOSED_MESSAGE } from "#shared/store-status.ts";
import { boxPartsOf } from "./box-parts.ts";
import type { CatalogueFacts, CouponRow, StoreRow } from "./catalogue-facts.ts";
import { couponKey, couponRefusal, typedCode } from "./coupons.ts";
import { orderErrors } from "./errors.ts";
import { assertScheduledPayment, type PricedSchedule, scheduleOf } from "./order-schedule.ts";

/**
 * A store that is closed (staff switch or hours) takes no order of any kind: nobody is there
 * to make it (docs/decisions/025-the-stores-day.md).
 */
export const storeClosedError = () =>
  new ApiError(422, "store_closed", STORE_CLOSED_MESSAGE, [
    { path: ["storeId"], message: STORE_CLOSED_MESSAGE },
  ]);

/** Staff paused deliveries ("só retirada"): a delivery is refused, saying until when and why. */
export const deliveriesPausedError = (pause: DeliveriesPause, now: Date) => {
  const message = deliveriesPausedMessage(pause, now);
  return new ApiError(422, "deliveries_paused", message, [{ path: ["deliveryMethod"], message }]);
};

/** The store's pause of deliveries, if it still runs at `now` (it ends by itself). */
function pauseOf(store: StoreRow, now: Date): DeliveriesPause | null {
  const until = store.deliveriesPausedUntil;
  if (!until) return null;
  return activePause(
    { until: until.toISOString(), reason: store.deliveriesPauseReason ?? "" },
    now,
  );
}

/** The largest value an integer column holds; amounts above it cannot be stored. */
const MAX_STORABLE_CENTS = 2_147_483_647;

/** How the order is paid, as decided: what each method needs kept with the order. */
export interface PricedPayment {
  method: PaymentMethod;
  /** Cash only: the note the customer pays with. */
  changeForCents: number | null;
  /** Card only. */
  cardType: CardType | null;
  /** Pix only: who receives it and how long the order waits for it. */
  pix: { receiver: PixReceiver; expiryMinutes: number } | null;
}

export interface PricedOrder {
  store: OrderView["store"];
  lines: OrderLineView[];
  payment: PricedPayment;
  /** A delivery's address with its area's name and time; null for a pickup. */
  delivery: StoredDeliveryAddress | null;
  /** The coupon as stored (upper-case), or null when none was applied. */
  couponCode: string | null;
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  /** What the member's cashback paid (already off the total). */
  cashbackSpentCents: number;
  /** What the order earns cashback on: the products after the coupon and the cashback used. */
  cashbackBaseCents: number;
  /** An encomenda's slot; null for an order for now. */
  schedule: PricedSchedule | null;
}

/**
 * How much of a member's cashback the order uses, given what its products come to after the
 * coupon (member-wallets.ts decides it, and refuses when the balance changed).
 */
export type CashbackDecider = (productsCentsAfterCoupon: number) => number;

/**
 * Checks an order against the catalogue and prices it from the database's facts: the store,
 * every product, size and add-on must exist and be on sale, the coupon must be usable, the
 * store open at `now` (and, for a delivery, its deliveries not paused), a delivery's bairro
 * one the store serves (its fee, over its minimum) and the payment method one the store takes.
 * Nothing the client says about prices is used (the schema does not even let it through); the
 * total it says it showed (`expectedTotalCents`) must be the one charged, else nothing is
 * placed (409 price_changed).
 */
export function priceOrder(
  facts: CatalogueFacts,
  input: CreateOrder,
  now: Date,
  defaults: PaymentDefaults,
  /** Null: the order uses no cashback. */
  cashbackToUse: CashbackDecider | null = null,
): PricedOrder {
  const store = facts.stores.get(input.storeId);
  if (!store?.isActive) throw orderErrors.unknownStore();
  const lines = input.items.map((item, index) => priceLine(facts, item, index));
  const rules = schedulingRulesOf(facts.settings.scheduling_rules);
  const views = lines.map((line) => line.view);
  const schedule = scheduleOf(input, store, facts.products, views, rules, now);
  // An encomenda is made at its slot, inside the store's hours: it may be placed while the
  // store is closed, and a pause of deliveries that ends before its slot does not touch it.
  if (!schedule && !isStoreOpen(store, now)) throw storeClosedError();
  const pause = input.deliveryMethod === "delivery" ? pauseOf(store, now) : null;
  if (pause && (!schedule || schedule.slotStart < new Date(pause.until))) {
    throw deliveriesPausedError(pause, now);
  }

  const subtotal = subtotalCents(lines.map((line) => line.priced));
  const coupon = input.couponCode ? applicableCoupon(facts, input, store, subtotal) : null;
  const delivery = deliveryOf(facts, store, input, subtotal);
  const deliveryFee = delivery?.feeCents ?? 0;
  const discount = coupon
    ? couponDiscountCents(coupon, { subtotalCents: subtotal, deliveryFeeCents: deliveryFee })
    : 0;
  // A free delivery's discount is the fee's, not the products'.
  const productsAfterCoupon = subtotal - (coupon?.kind === "free_delivery" ? 0 : discount);
  const cashbackSpent = cashbackToUse ? cashbackToUse(productsAfterCoupon) : 0;
  const total =
    orderTotalCents({
      subtotalCents: subtotal,
      discountCents: discount,
      deliveryFeeCents: deliveryFee,
    }) - cashbackSpent;
  if (Math.max(subtotal, total) > MAX_STORABLE_CENTS) throw orderErrors.orderTooLarge();
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== total) {
    throw orderErrors.priceChanged({
      subtotalCents: subtotal,
      discountCents: discount,
      deliveryFeeCents: deliveryFee,
      totalCents: total,
    });
  }

  const payment = paymentOf(facts, store, input, total, defaults);
  if (schedule) assertScheduledPayment(rules, payment.method, total);
  return {
    store: {
      id: store.id,
      name: store.name,
      address: store.address,
      city: store.city,
      state: store.state,
      whatsapp: store.whatsapp,
      timeZone: store.timeZone,
    },
    lines: views,
    payment,
    delivery: delivery?.address ?? null,
    couponCode: coupon?.code ?? null,
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: deliveryFee,
    totalCents: total,
    cashbackSpentCents: cashbackSpent,
    cashbackBaseCents: productsAfterCoupon - cashbackSpent,
    schedule,
  };
}

/** A delivery's area (one of the store's), checked against its minimum; null for a pickup. */
function deliveryOf(
  facts: CatalogueFacts,
  store: StoreRow,
  input: CreateOrder,
  subtotal: number,
): { feeCents: number; address: StoredDeliveryAddress } | null {
  if (input.deliveryMethod !== "delivery") return null;
  const typed = input.deliveryAddress;
  // The schema requires an address for a delivery; this keeps the compiler sure of it.
  if (!typed) throw orderErrors.unknownArea();
  const area = facts.areas.get(typed.areaId);
  if (!area || area.storeId !== store.id) throw orderErrors.unknownArea();
  if (area.minOrderCents !== null && subtotal < area.minOrderCents) {
    throw orderErrors.belowMinimum(area.name, area.minOrderCents);
  }
  return {
    feeCents: area.feeCents,
    address: {
      areaId: area.id,
      cep: typed.cep,
      street: typed.street,
      number: typed.number,
      complement: typed.complement || null,
      neighbourhood: area.name,
      city: store.city,
      state: store.state,
      etaMinutes: area.etaMinutes,
    },
  };
}

/** The method must be one the store takes now; cash change must cover the total. */
function paymentOf(
  facts: CatalogueFacts,
  store: StoreRow,
  input: CreateOrder,
  total: number,
  defaults: PaymentDefaults,
): PricedPayment {
  const method = input.paymentMethod;
  // The store's own receiver, else the chain's saved one, else the environment's (none when
  // the store's own cannot make a BR Code: Pix is then refused, not a failed order).
  const receiver = pixReceiverAt(store, facts.settings, defaults);
  const offered = storePaymentMethods(
    facts.settings.payment_methods ?? {},
    storeMethodSwitches(store.paymentMethods),
    receiver !== null,
  );
  if (!offered.includes(method)) throw orderErrors.paymentMethodOff(method);
  const changeFor = method === "cash" ? (input.changeForCents ?? null) : null;
  if (changeFor !== null && changeFor < total) throw orderErrors.changeBelowTotal();
  return {
    method,
    changeForCents: changeFor,
    cardType: method === "card" ? (input.cardType ?? null) : null,
    pix:
      method === "pix" && receiver
        ? {
            receiver,
            expiryMinutes: facts.settings.pix_expiry_minutes ?? DEFAULT_PIX_EXPIRY_MINUTES,
          }
        : null,
  };
}

/**
 * The coupon the customer typed, if it applies to this order now (before this batch's own
 * uses): "Cupom inválido" when it names no switched-on coupon, else why it does not apply.
 */
function applicableCoupon(
  facts: CatalogueFacts,
  input: CreateOrder,
  store: StoreRow,
  subtotal: number,
): CouponRow | null {
  const code = typedCode(input.couponCode ?? "");
  const coupon = code === null ? undefined : facts.coupons.get(couponKey(code));
  if (!coupon?.isActive) throw orderErrors.invalidCoupon();
  const refusal = couponRefusal(coupon, {
    store,
    deliveryMethod: input.deliveryMethod,
    subtotalCents: subtotal,
  });
  if (refusal) throw orderErrors.couponRefused(refusal);
  return coupon;
}

function priceLine(
  facts: CatalogueFacts,
  item: CreateOrder["items"][number],
  index: number,
): { view: OrderLineView; priced: PricedLine } {
  const product = facts.products.get(item.productId);
  if (!product?.isActive) throw orderErrors.unknownProduct(index, item.productId);
  const boxParts = boxPartsOf(facts, product, item, index);

  const variations = product.variations;
  // A product without variations is sold in the one default size, as the product page offers
  // it (the default is the first variation, else medio: product-detail.tsx).
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
    boxParts,
    unitPriceCents: unit,
    lineTotalCents: lineTotal,
  };
  return { view, priced };
}
