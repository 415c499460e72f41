import { formatBRL } from "#shared/money.ts";
import type { OrderCashbackView } from "#shared/orders.ts";

/**
 * What staff read of an order's Clube Frosty cashback, on its card, ticket and detail: what it
 * used (already off the total) and what it earned. Null for an order that did neither.
 */
export function cashbackFacts(order: {
  spentCents: number;
  earnedCents: number | null;
}): string | null {
  // "R$ 5,39" never breaks across lines on a narrow card.
  const amount = (cents: number) => formatBRL(cents).replace(" ", "\u00a0");
  const parts = [
    order.spentCents > 0 ? `usou ${amount(order.spentCents)}` : null,
    order.earnedCents ? `rende ${amount(order.earnedCents)}` : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : `Clube Frosty: ${parts.join(" · ")}`;
}

/** The same, from an order's detail (its `cashback` as the customer's pages have it). */
export function detailCashbackFacts(cashback: OrderCashbackView | null): string | null {
  if (!cashback) return null;
  const earned = cashback.earnedStatus === "cancelled" ? null : cashback.earnedCents;
  return cashbackFacts({ spentCents: cashback.spentCents, earnedCents: earned });
}
