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

const TXID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A Pix txid: "FR" and 23 random letters and digits (25 in all, the BR Code's limit; 115 random
 * bits), so it is unique per order and the bank statement shows whose order it is.
 */
export function newPixTxid(): string {
  const bytes = randomBytes(23);
  let txid = "FR";
  for (const byte of bytes) txid += TXID_ALPHABET[byte % TXID_ALPHABET.length];
  return txid;
}
