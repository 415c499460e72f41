import type { CreateOrder, OrderLineView } from "#shared/orders.ts";
import { lineUnits } from "#shared/party-boxes.ts";
import {
  earliestSlotStart,
  findSlot,
  type SchedulingRules,
  scheduleDays,
} from "#shared/scheduling.ts";
import type { ProductRow, StoreRow } from "./catalogue-facts.ts";
import { orderErrors } from "./errors.ts";

/** When an encomenda is for, as decided: its capacity counts on its store's day. */
export interface PricedSchedule {
  slotStart: Date;
  /** The slot's date on the store's clock. */
  day: string;
  /** The picolés it makes (a box's size per box). */
  units: number;
  /** Until when its customer may cancel it (the rules in force when it is placed). */
  cancelUntil: Date;
}

/** The longest lead time of the order's products, in hours (boxes have one; flavours none). */
export function leadHoursOf(
  products: ReadonlyMap<string, ProductRow>,
  lines: readonly Pick<OrderLineView, "productId">[],
): number {
  let hours = 0;
  for (const line of lines) {
    const lead = products.get(line.productId)?.boxLeadHours;
    if (lead != null && lead > hours) hours = lead;
  }
  return hours;
}

/** The picolés an order makes. */
export function unitsOfLines(lines: readonly OrderLineView[]): number {
  return lines.reduce((sum, line) => sum + lineUnits(line), 0);
}

/**
 * Checks the slot the customer chose: the chain takes encomendas, the slot is one the store
 * offers on its own clock (inside its hours, within the days ahead), no earlier than the
 * order's lead time and the store's preparation time. An order with a party box must be
 * scheduled. Null for an order for now. The day's capacity is the batch's to decide
 * (schedule-capacity.ts), in arrival order.
 */
export function scheduleOf(
  input: CreateOrder,
  store: StoreRow,
  products: ReadonlyMap<string, ProductRow>,
  lines: readonly OrderLineView[],
  rules: SchedulingRules,
  now: Date,
): PricedSchedule | null {
  const leadHours = leadHoursOf(products, lines);
  const hasBox = lines.some((line) => line.boxParts !== null);
  if (!input.schedule) {
    if (hasBox) throw orderErrors.needsSchedule(leadHours);
    return null;
  }
  if (!rules.enabled) throw orderErrors.schedulingOff();
  const start = new Date(input.schedule.slotStart);
  if (start < earliestSlotStart(now, leadHours * 60, store.preparationMinutes)) {
    throw hasBox || leadHours > 0 ? orderErrors.leadTime(leadHours) : orderErrors.slotUnavailable();
  }
  const days = scheduleDays(store, rules, now, leadHours * 60);
  const found = findSlot(days, start);
  if (!found) throw orderErrors.slotUnavailable();
  return {
    slotStart: start,
    day: found.day.date,
    units: unitsOfLines(lines),
    cancelUntil: new Date(start.getTime() - rules.cancelCutoffHours * 3_600_000),
  };
}

/**
 * The payment rules of an encomenda: a method HQ takes for them, and Pix (paid now) from the
 * total HQ set on.
 */
export function assertScheduledPayment(
  rules: SchedulingRules,
  method: CreateOrder["paymentMethod"],
  totalCents: number,
): void {
  if (!rules.paymentMethods.includes(method)) throw orderErrors.paymentNotForScheduled();
  if (rules.upfrontFromCents !== null && totalCents >= rules.upfrontFromCents && method !== "pix") {
    throw orderErrors.upfrontPayment(rules.upfrontFromCents);
  }
}
