import type { Database, DatabaseTraits } from "#server/db/client.ts";
import { inOrder } from "#server/db/in-order.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import { COUPON_REFUSALS } from "#shared/admin-coupons.ts";
import { cashbackRulesOf } from "#shared/cashback.ts";
import type { OrderLimits } from "#shared/order-limits.ts";
import type { CreateOrder, OrderView } from "#shared/orders.ts";
import { schedulingRulesOf } from "#shared/scheduling.ts";
import { readCatalogueFacts } from "./catalogue-facts.ts";
import { CouponLedger } from "./coupon-ledger.ts";
import { orderErrors } from "./errors.ts";
import type { Settled } from "./group-commit-queue.ts";
import { clientAddressKeys, HeldUnitsLedger, readHeldUnits } from "./held-units.ts";
import { lockIdempotencyKeys } from "./idempotency-locks.ts";
import { insertOrders } from "./insert-orders.ts";
import { MemberWallets } from "./member-wallets.ts";
import { orderCashbackView, settleNewOrderCashback } from "./order-cashback.ts";
import type { OrderIdClock } from "./order-ids.ts";
import {
  assertUnitCaps,
  countOrdersAgainstLimits,
  orderLimitsOf,
  unitsOf,
} from "./order-limits.ts";
import { newOrderValues } from "./order-row-values.ts";
import { leadHoursOf } from "./order-schedule.ts";
import { loadOrdersByKeys, type StoredOrder, toOrderView } from "./order-view.ts";
import { type PricedOrder, priceOrder } from "./price-order.ts";
import { ScheduleCapacity } from "./schedule-capacity.ts";
import { StockLedger, type StockTake, stockLinesOf } from "./stock-ledger.ts";
import { returnStock, takeStock } from "./take-stock.ts";

/** One POST /api/orders, validated. Keys are unique within a batch (OrderPlacer sees to it). */
export interface OrderRequest {
  input: CreateOrder;
  idempotencyKey: string;
  /** requestHash(input): tells a retry from a different order under the same key. */
  hash: string;
  /** The client's address as its rate limit counts it (addressLimitKey); null when unknown. */
  addressKey: string | null;
  /** The Clube Frosty member signed in on the device placing it; null for anyone else. */
  memberId: string | null;
}

export interface PlacedOrder {
  order: OrderView;
  /** False when this request was a retry answered with the order placed the first time. */
  created: boolean;
}

export interface BatchDeps {
  db: Database;
  /**
   * Where other sessions may place orders at the same time (PostgreSQL), a batch locks its
   * Idempotency-Keys and reads in READ COMMITTED; PGlite's one session runs one batch at a
   * time, and this process's OrderPlacer never puts a key in two batches at once.
   */
  traits: DatabaseTraits;
  ids: OrderIdClock;
  /**
   * Called after an order took a flavour's last unit at a store: the catalogue must show it
   * sold out there.
   */
  onSoldOut(): void;
  /** The Pix receiver from the environment, for stores and a chain that saved none. */
  payments: PaymentDefaults;
  /** The order limits where staff saved none (ORDER_LIMITS over DEFAULT_ORDER_LIMITS). */
  limitDefaults: OrderLimits;
}

const placed = (order: OrderView, created: boolean): Settled<PlacedOrder> => ({
  ok: true,
  value: { order, created },
});
const failed = (error: unknown): Settled<PlacedOrder> => ({ ok: false, error });

/** A retry gets the first order back; the same key with a different request is a 409. */
export function replay(stored: StoredOrder, hash: string): Settled<PlacedOrder> {
  return stored.requestHash === hash
    ? placed(stored.view, false)
    : failed(orderErrors.idempotencyConflict());
}

/**
 * Places a batch of orders in ONE transaction, each with its own outcome, deciding them in
 * arrival order by the same rules as one order alone. The orders' rows, lines, first
 * status-history entries, coupon uses and their stores' stock decrements commit together, and
 * nothing is answered before COMMIT; staff hear of each order (order.created) once it has
 * committed.
 */
export async function placeOrderBatch(
  deps: BatchDeps,
  requests: readonly OrderRequest[],
): Promise<Settled<PlacedOrder>[]> {
  const { outcomes, soldOut } = await deps.db.transaction(
    (tx) => writeBatch(tx, deps, requests),
    // Where other sessions write, each statement must see what they committed before it
    // started (the key locks are only worth anything if the next read sees the order their
    // holder placed), whatever the server's default. The node-postgres driver says it in BEGIN.
    deps.traits.concurrentWriters ? { isolationLevel: "read committed" } : undefined,
  );
  if (soldOut) deps.onSoldOut();
  return outcomes;
}

interface Decided {
  index: number;
  request: OrderRequest;
  priced: PricedOrder;
  /** The units it takes from its store's stock, once it is inserted. */
  takes: StockTake[];
  /** What its held units count under (clientAddressKeys); null when the client is unknown. */
  addressKeys: string[] | null;
}

async function writeBatch(
  tx: Database,
  {
    ids,
    traits,
    payments,
    limitDefaults,
  }: Pick<BatchDeps, "ids" | "traits" | "payments" | "limitDefaults">,
  requests: readonly OrderRequest[],
) {
  const outcomes: Settled<PlacedOrder>[] = new Array(requests.length);
  const keys = requests.map((request) => request.idempotencyKey);

  // The batch's reads, in this order, each seeing what the one before it waited for (the test
  // "the statements a batch sends" holds it). Where the database takes statements at once
  // (PGlite) they go in one round trip, the catalogue read for every request, retries
  // included; elsewhere one after another, the catalogue only for the new orders.
  const [, earlier, readAtOnce] = await inOrder(traits, [
    // A request under a key another batch holds waits for it, then finds its order.
    () => (traits.concurrentWriters ? lockIdempotencyKeys(tx, keys) : Promise.resolve()),
    () => loadOrdersByKeys(tx, keys),
    () =>
      traits.statementsAtOnce
        ? readCatalogueFacts(
            tx,
            traits,
            requests.map((request) => request.input),
          )
        : Promise.resolve(null),
  ]);
  const fresh: { index: number; request: OrderRequest }[] = [];
  requests.forEach((request, index) => {
    const stored = earlier.get(request.idempotencyKey);
    if (stored) outcomes[index] = replay(stored, request.hash);
    else fresh.push({ index, request });
  });
  if (fresh.length === 0) return { outcomes, soldOut: false };
  const facts =
    readAtOnce ??
    (await readCatalogueFacts(
      tx,
      traits,
      fresh.map(({ request }) => request.input),
    ));

  // Every new order counts against its address's and phone's limits, refused ones included.
  const limits = orderLimitsOf(facts.settings, limitDefaults);
  const overLimit = await countOrdersAgainstLimits(
    tx,
    fresh.map(({ request }) => ({ addressKey: request.addressKey, input: request.input })),
    limits,
  );

  // The units the batch's clients already hold in orders not yet paid or accepted.
  const addressKeys = fresh.map(({ request }) => clientAddressKeys(request.addressKey));
  const held = new HeldUnitsLedger(
    await readHeldUnits(
      tx,
      traits,
      addressKeys.flatMap((keys) => keys ?? []),
    ),
    limits,
  );

  const now = new Date();
  const stock = new StockLedger(facts.stock);
  const coupons = new CouponLedger(facts.coupons);
  const cashbackRules = cashbackRulesOf(facts.settings);
  const wallets = await MemberWallets.open(
    tx,
    fresh.flatMap(({ request }) =>
      request.input.cashback && request.memberId !== null ? [request.memberId] : [],
    ),
    cashbackRules,
    now,
  );
  const capacity = await ScheduleCapacity.open(
    tx,
    traits,
    facts,
    fresh.map(({ request }) => request.input),
    schedulingRulesOf(facts.settings.scheduling_rules),
    now,
  );
  const accepted: Decided[] = [];
  // In arrival order: the catalogue's checks, then the store's stock, the client's held units
  // and the coupon's uses.
  for (const [position, { index, request }] of fresh.entries()) {
    try {
      const refusal = overLimit.get(position);
      if (refusal) throw refusal;
      assertUnitCaps(request.input, limits);
      const priced = priceOrder(
        facts,
        request.input,
        now,
        payments,
        wallets.decider(request.memberId, request.input.cashback),
      );
      assertAvailable(priced, stock, coupons);
      const store = facts.stores.get(priced.store.id);
      if (priced.schedule && store) {
        const full = capacity.refusal(
          store,
          priced.schedule,
          leadHoursOf(facts.products, priced.lines),
        );
        if (full) throw full;
      }
      const keys = addressKeys[position] ?? null;
      const units = unitsOf(request.input);
      const overHeld = keys && held.refusal(keys, units);
      if (overHeld) throw overHeld;
      const takes = stock.take(priced.store.id, stockLinesOf(priced.lines));
      if (priced.couponCode !== null) coupons.use(priced.couponCode);
      if (keys) held.hold(keys, units);
      if (priced.schedule) capacity.book(priced.store.id, priced.schedule);
      if (request.memberId !== null) wallets.spend(request.memberId, priced.cashbackSpentCents);
      accepted.push({ index, request, priced, takes, addressKeys: keys });
    } catch (error) {
      outcomes[index] = failed(error);
    }
  }

  // The stock goes with the insert, in the same round trip where the database takes
  // statements at once (PGlite): the ledger already decided every accepted order's units. The
  // units of an order that is not inserted after all (another request holds its key, or no id
  // was free) are given back before the batch commits.
  const [insertions, soldOut] = await inOrder(traits, [
    () =>
      insertOrders(
        tx,
        ids,
        accepted.map((order) => {
          const { input, idempotencyKey, hash } = order.request;
          const values = newOrderValues(
            input,
            order.priced,
            idempotencyKey,
            hash,
            order.addressKeys,
            order.request.memberId,
          );
          return { ...order, values };
        }),
      ),
    () =>
      takeStock(
        tx,
        accepted.flatMap((order) => order.takes),
      ),
  ]);
  const unplaced: StockTake[] = [];
  const balances = wallets.openingBalances();
  for (const [{ index, request, values, priced, takes }, insertion] of insertions) {
    if ("inserted" in insertion) {
      const row = {
        ...values,
        ...insertion.inserted,
        paymentConfirmedAt: null,
        paymentConfirmedByName: null,
      };
      const cashback = { ...row, storeId: priced.store.id };
      const lot = await settleNewOrderCashback(tx, cashback, balances, cashbackRules);
      const view = orderCashbackView(cashback, lot, cashbackRules);
      outcomes[index] = placed(toOrderView(row, priced.store, priced.lines, view), true);
      continue;
    }
    unplaced.push(...takes);
    if ("takenBy" in insertion) {
      outcomes[index] = replay(insertion.takenBy, request.hash);
    } else {
      outcomes[index] = failed(insertion.error);
    }
  }
  await returnStock(tx, unplaced);
  return { outcomes, soldOut };
}

/**
 * Refuses the order when its store has too few units left in this batch (409) or the coupon
 * too few uses (422).
 */
function assertAvailable(priced: PricedOrder, stock: StockLedger, coupons: CouponLedger): void {
  const shortage = stock.shortage(priced.store.id, stockLinesOf(priced.lines));
  if (shortage) throw shortage;
  if (priced.couponCode !== null && !coupons.canUse(priced.couponCode)) {
    throw orderErrors.couponRefused(COUPON_REFUSALS.usedUp());
  }
}
