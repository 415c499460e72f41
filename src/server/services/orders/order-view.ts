import { asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { anyOf } from "#server/db/list-parameters.ts";
import { orderItems, orders, stores } from "#server/db/schema.ts";
import { BANK_CONFIRMER_NAME } from "#server/services/pix-charges/charge-ids.ts";
import { cashbackRulesInForce } from "#server/services/settings/cashback-rules-settings.ts";
import type { OrderCashbackView, OrderLineView, OrderView } from "#shared/orders.ts";
import { slotText, slotTime } from "#shared/scheduling.ts";
import { type EarnedLot, loadEarnedLots, orderCashbackView } from "./order-cashback.ts";

export type OrderRow = typeof orders.$inferSelect;
export type StoreSummary = OrderView["store"];

/** An order as stored, with what idempotency needs to recognise a retry. */
export interface StoredOrder {
  view: OrderView;
  requestHash: string;
}

/** The store columns an order's view shows (StoreSummary). */
export const storeSummary = {
  id: stores.id,
  name: stores.name,
  address: stores.address,
  city: stores.city,
  state: stores.state,
  whatsapp: stores.whatsapp,
  timeZone: stores.timeZone,
};

/** The order row and its store's summary, without the lines. */
export async function findOrderRow(
  db: Database,
  where: SQL,
): Promise<{ order: OrderRow; store: StoreSummary } | null> {
  const [row] = await db
    .select({ order: orders, store: storeSummary })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export function toLineView(row: typeof orderItems.$inferSelect): OrderLineView {
  return {
    productId: row.productId,
    name: row.productName,
    imageUrl: row.imageUrl,
    size: row.size,
    addons: row.addons,
    quantity: row.quantity,
    boxParts: row.boxParts,
    unitPriceCents: row.unitPriceCents,
    lineTotalCents: row.lineTotalCents,
  };
}

export async function loadOrderLines(db: Database, orderId: string): Promise<OrderLineView[]> {
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.map(toLineView);
}

/**
 * The orders stored under any of these Idempotency-Keys, by key: two queries in all (four at
 * most when some are members' orders).
 */
export async function loadOrdersByKeys(
  db: Database,
  keys: readonly string[],
): Promise<Map<string, StoredOrder>> {
  const found = new Map<string, StoredOrder>();
  if (keys.length === 0) return found;
  // Sent as it is called (execute()): a batch orders it among the reads it sends at once.
  const rows = await db
    .select({ order: orders, store: storeSummary })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(anyOf(orders.idempotencyKey, keys))
    .execute();
  // A retry of a member's order (rare: the answer was lost) reads its cashback too.
  for (const { order, view } of await loadOrderViews(db, rows)) {
    found.set(order.idempotencyKey, { view, requestHash: order.requestHash });
  }
  return found;
}

/** An order row with its store's summary, as the reads of several orders select them. */
export interface OrderWithStore {
  order: OrderRow;
  store: StoreSummary;
}

/**
 * The views of these orders, in their order: their lines in one query and, for members'
 * orders, their cashback in two more at most (the lots they earned; the rules in force, read
 * only when one awaits its payment), whatever the count. The one way a list of orders becomes
 * what the customer sees: a retry's answer (loadOrdersByKeys) and "Meus pedidos"
 * (listMemberOrders) show an order as its first answer did.
 */
export async function loadOrderViews(
  db: Database,
  rows: readonly OrderWithStore[],
): Promise<{ order: OrderRow; view: OrderView }[]> {
  if (rows.length === 0) return [];
  const club = rows.filter(({ order }) => order.memberId !== null).map(({ order }) => order);
  const [lines, lots, rules] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(
        anyOf(
          orderItems.orderId,
          rows.map((row) => row.order.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    club.length === 0
      ? new Map<string, EarnedLot>()
      : loadEarnedLots(
          db,
          club.map((order) => order.id),
        ),
    // An order with no lot yet, awaiting its payment, shows what the rules would give it.
    club.some((order) => order.status === "awaiting_payment") ? cashbackRulesInForce(db) : null,
  ]);
  return rows.map(({ order, store }) => {
    const own = lines.filter((line) => line.orderId === order.id).map(toLineView);
    const cashback =
      order.memberId === null ? null : orderCashbackView(order, lots.get(order.id) ?? null, rules);
    return { order, view: toOrderView(order, store, own, cashback) };
  });
}

/** The columns of an order row its view shows. */
export type OrderViewSource = Pick<
  OrderRow,
  | "id"
  | "accessToken"
  | "status"
  | "shortNumber"
  | "pickupCode"
  | "subtotalCents"
  | "discountCents"
  | "deliveryFeeCents"
  | "totalCents"
  | "couponCode"
  | "deliveryMethod"
  | "deliveryAddress"
  | "paymentMethod"
  | "changeForCents"
  | "cardType"
  | "pixTxid"
  | "pixPayload"
  | "paymentExpiresAt"
  | "paymentConfirmedAt"
  | "paymentConfirmedByName"
  | "customerName"
  | "customerPhone"
  | "customerCpf"
  | "customerAddress"
  | "createdAt"
  | "scheduledFor"
  | "scheduledDay"
  | "scheduledCancelUntil"
> &
  // A new order has none: it has not gone out yet.
  Partial<Pick<OrderRow, "courierName">>;

export function toOrderView(
  order: OrderViewSource,
  store: StoreSummary,
  lines: OrderLineView[],
  /** orderCashbackView(): null for an order outside the club. */
  cashback: OrderCashbackView | null = null,
): OrderView {
  return {
    id: order.id,
    accessToken: order.accessToken,
    status: order.status,
    shortNumber: order.shortNumber,
    pickupCode: order.pickupCode,
    items: lines,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    deliveryFeeCents: order.deliveryFeeCents,
    totalCents: order.totalCents,
    cashback,
    couponCode: order.couponCode,
    schedule: scheduleView(order, store.timeZone),
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    payment: {
      changeForCents: order.changeForCents,
      cardType: order.cardType,
      pix:
        order.pixPayload && order.pixTxid && order.paymentExpiresAt
          ? {
              payload: order.pixPayload,
              txid: order.pixTxid,
              expiresAt: order.paymentExpiresAt.toISOString(),
            }
          : null,
      confirmedAt: order.paymentConfirmedAt?.toISOString() ?? null,
      confirmedBy: !order.paymentConfirmedAt
        ? null
        : order.paymentConfirmedByName === BANK_CONFIRMER_NAME
          ? "bank"
          : "store",
    },
    customer: {
      name: order.customerName,
      phone: order.customerPhone,
      cpf: order.customerCpf,
      address: order.customerAddress,
    },
    delivery: order.deliveryAddress
      ? {
          cep: order.deliveryAddress.cep,
          street: order.deliveryAddress.street,
          number: order.deliveryAddress.number,
          complement: order.deliveryAddress.complement,
          neighbourhood: order.deliveryAddress.neighbourhood,
          city: order.deliveryAddress.city,
          state: order.deliveryAddress.state,
          etaMinutes: order.deliveryAddress.etaMinutes,
        }
      : null,
    courierName: order.courierName ?? null,
    store,
    createdAt: order.createdAt.toISOString(),
  };
}

/** An encomenda's slot on its store's clock; null for an order for now. */
function scheduleView(
  order: Pick<OrderRow, "scheduledFor" | "scheduledDay" | "scheduledCancelUntil">,
  timeZone: string,
): OrderView["schedule"] {
  if (!order.scheduledFor || !order.scheduledDay || !order.scheduledCancelUntil) return null;
  return {
    slotStart: order.scheduledFor.toISOString(),
    day: order.scheduledDay,
    label: slotText(order.scheduledFor, timeZone),
    time: slotTime(order.scheduledFor, timeZone),
    cancelUntil: order.scheduledCancelUntil.toISOString(),
  };
}
