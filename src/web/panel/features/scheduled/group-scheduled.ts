import type { ScheduledOrder } from "#shared/admin-scheduled-orders.ts";

export interface ScheduledSlot {
  slotStart: string;
  time: string;
  units: number;
  orders: ScheduledOrder[];
}

export interface ScheduledDay {
  day: string;
  units: number;
  orders: number;
  slots: ScheduledSlot[];
}

/**
 * The encomendas by day and, in each day, by slot, in the order the API sends them (earliest
 * slot first). Every day of the period is there, an empty one too: "nada agendado" is news.
 */
export function groupScheduled(orders: readonly ScheduledOrder[], days: string[]): ScheduledDay[] {
  const byDay = new Map<string, ScheduledDay>(
    days.map((day) => [day, { day, units: 0, orders: 0, slots: [] }]),
  );
  for (const order of orders) {
    let day = byDay.get(order.scheduledDay);
    if (!day) {
      day = { day: order.scheduledDay, units: 0, orders: 0, slots: [] };
      byDay.set(order.scheduledDay, day);
    }
    let slot = day.slots.find((candidate) => candidate.slotStart === order.scheduledFor);
    if (!slot) {
      slot = { slotStart: order.scheduledFor, time: order.slotTime, units: 0, orders: [] };
      day.slots.push(slot);
    }
    slot.orders.push(order);
    slot.units += order.units;
    day.units += order.units;
    day.orders += 1;
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}
