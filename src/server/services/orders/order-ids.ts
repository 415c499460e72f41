import { randomBytes } from "node:crypto";
import { ORDER_ID_PREFIX } from "#shared/orders.ts";

/** Ids have the spec's form `ORD-{ms timestamp}`; anything else cannot name an order. */
export const ORDER_ID_PATTERN = /^ORD-\d{1,20}$/;

/**
 * Hands out `ORD-{ms}` ids, never the same one twice in this process: when the clock has not
 * moved on (a burst of orders) the next id is one millisecond past the last. Other processes
 * may still take an id first; the insert detects that and asks for the next one.
 */
export class OrderIdClock {
  private lastMs = 0;

  constructor(private readonly now: () => number = Date.now) {}

  next(): string {
    this.lastMs = Math.max(this.now(), this.lastMs + 1);
    return `${ORDER_ID_PREFIX}${this.lastMs}`;
  }
}

/** 256 random bits: a customer's key to read its own order without an account. */
export function newAccessToken(): string {
  return randomBytes(32).toString("base64url");
}
