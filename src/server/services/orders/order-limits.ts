import type { Database } from "#server/db/client.ts";
import { TooManyRequestsError } from "#server/http/errors.ts";
import { addToCounters, type CounterHit } from "#server/services/rate-limits/request-counters.ts";
import type { StoredSettings } from "#server/services/settings/stored-settings.ts";
import { brPhoneDigits } from "#shared/br-phone.ts";
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from "#shared/order-limits.ts";
import type { CreateOrder } from "#shared/orders.ts";
import { lineUnits } from "#shared/party-boxes.ts";
import { orderErrors } from "./errors.ts";

/**
 * The limits in force: the saved ones (Configurações → Limites), else the process's defaults
 * (ORDER_LIMITS over DEFAULT_ORDER_LIMITS).
 */
export function orderLimitsOf(
  stored: Pick<StoredSettings, "order_limits">,
  defaults: OrderLimits,
): OrderLimits {
  return stored.order_limits ?? defaults;
}

/** The units an order takes, all its lines together. */
export function unitsOf(input: CreateOrder): number {
  // A party box holds its picolés' stock: it counts as them (lineUnits).
  return input.items.reduce((units, item) => units + lineUnits(item), 0);
}

/**
 * Refuses (422, on the line) a line or an order with more units than the limits allow, and
 * (422, on the payment method) a large order not paid by Pix: a cash, card or WhatsApp order
 * is only a promise, and the larger it is the more stock it holds until the store accepts it.
 * Once Clube Frosty exists, a signed-in member's large order may pass without Pix as well.
 */
export function assertUnitCaps(input: CreateOrder, limits: OrderLimits): void {
  input.items.forEach((item, line) => {
    if (item.quantity > limits.maxUnitsPerLine) {
      throw orderErrors.lineTooLarge(line, limits.maxUnitsPerLine);
    }
  });
  const units = unitsOf(input);
  if (units > limits.maxUnitsPerOrder) throw orderErrors.unitsAboveLimit(limits.maxUnitsPerOrder);
  if (units > limits.pixRequiredAboveUnits && input.paymentMethod !== "pix") {
    throw orderErrors.pixRequired(limits.pixRequiredAboveUnits);
  }
}

/** Who placed an order, for its limits: the client's address key (client-address.ts) and phone. */
export interface OrderSource {
  /** addressLimitKey() of the client; null when unknown (an in-process request). */
  addressKey: string | null;
  input: CreateOrder;
}

const addressCounter = (key: string) => `orders:address:${key}`;
const phoneCounter = (phone: string) => `orders:phone:${brPhoneDigits(phone)}`;

/**
 * Counts the orders of a batch against their client address's and phone number's limits, in
 * the batch's transaction (every instance shares the counters, and a batch that rolls back
 * counted nothing), and returns the refusal (429) for each order past either limit, by its
 * position in `sources`. Within the batch, orders count in arrival order: the first ones up to
 * the limit go through.
 */
export async function countOrdersAgainstLimits(
  tx: Database,
  sources: readonly OrderSource[],
  limits: OrderLimits,
): Promise<Map<number, TooManyRequestsError>> {
  const windowSeconds = limits.windowMinutes * 60;
  const keysOf = (source: OrderSource) => ({
    address: source.addressKey === null ? null : addressCounter(source.addressKey),
    phone: phoneCounter(source.input.customer.phone),
  });
  const added = new Map<string, number>();
  for (const source of sources) {
    for (const key of Object.values(keysOf(source))) {
      if (key !== null) added.set(key, (added.get(key) ?? 0) + 1);
    }
  }
  const hits: CounterHit[] = [...added].map(([key, by]) => ({ key, windowSeconds, by }));
  const after = await addToCounters(tx, hits);

  // The k-th order of a key in this batch is number (count before the batch + k).
  const seen = new Map<string, number>();
  const position = (key: string) => {
    const k = (seen.get(key) ?? 0) + 1;
    seen.set(key, k);
    return (after.get(key)?.count ?? 0) - (added.get(key) ?? 0) + k;
  };
  const refusals = new Map<number, TooManyRequestsError>();
  sources.forEach((source, index) => {
    const keys = keysOf(source);
    const addressNumber = keys.address === null ? 0 : position(keys.address);
    const phoneNumber = position(keys.phone);
    const retryAfter = (key: string) => after.get(key)?.retryAfterSeconds ?? windowSeconds;
    if (keys.address !== null && addressNumber > limits.ordersPerAddress) {
      refusals.set(
        index,
        new TooManyRequestsError(
          "too_many_orders",
          ORDER_LIMIT_MESSAGES.tooManyFromAddress,
          retryAfter(keys.address),
        ),
      );
    } else if (phoneNumber > limits.ordersPerPhone) {
      refusals.set(
        index,
        new TooManyRequestsError(
          "too_many_orders",
          ORDER_LIMIT_MESSAGES.tooManyForPhone,
          retryAfter(keys.phone),
        ),
      );
    }
  });
  return refusals;
}
