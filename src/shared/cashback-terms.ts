import { formatBRL } from "./money.ts";

/**
 * Clube Frosty's words and rules without zod (the shop's pages load this; the schemas are in
 * cashback.ts). Clube Frosty's rules, set by HQ in Configurações → Clube: one wallet for the whole chain.
 * Cashback is a percent of what the customer paid for products after coupons (never the
 * delivery fee); each order's cashback is a lot that expires `expiryDays` after it becomes
 * available; the balance can be used once it reaches `minimumSpendCents`.
 */
export interface CashbackRules {
  enabled: boolean;
  /** 0–100, may have decimals (2.5 = 2,5 %). */
  percent: number;
  expiryDays: number;
  minimumSpendCents: number;
}

export const DEFAULT_CASHBACK_RULES: CashbackRules = {
  enabled: true,
  percent: 5,
  expiryDays: 90,
  minimumSpendCents: 500,
};

/** What an order earns, rounded down to the cent: 0 when the club is off. */
export function cashbackEarnedCents(
  rules: CashbackRules,
  productsCentsAfterCoupon: number,
): number {
  if (!rules.enabled || productsCentsAfterCoupon <= 0 || rules.percent <= 0) return 0;
  // Through integers (percent in hundredths) so 5 % of 1999 is 99, not 99.95000000000002 → 99.
  const basisPoints = Math.round(rules.percent * 100);
  return Math.floor((Math.floor(productsCentsAfterCoupon) * basisPoints) / 10_000);
}

/**
 * The most of the balance an order may use: never more than the balance or the products'
 * amount; nothing while the club is off or the balance is below the minimum.
 */
export function maxSpendCents(
  rules: CashbackRules,
  balanceCents: number,
  productsCents: number,
): number {
  if (!rules.enabled || balanceCents < rules.minimumSpendCents) return 0;
  return Math.max(0, Math.min(balanceCents, productsCents));
}

/** What the member reads about the wallet (pt-BR). */
export const CASHBACK_MESSAGES = {
  balanceChanged: "Seu saldo de cashback mudou. Confira o novo valor e tente de novo.",
  notEnough: (balanceCents: number) =>
    `Seu saldo de cashback mudou: agora ele é de ${formatBRL(balanceCents)}. Confira e tente de novo.`,
  invalidAmount: "Valor de cashback inválido",
  membersOnly: "Entre no Clube Frosty para usar seu cashback.",
  notUsable: "Seu cashback ainda não pode ser usado neste pedido.",
  useBalance: (cents: number) => `Usar ${formatBRL(cents)} do seu cashback`,
} as const;

/** Every kind of change in the ledger, as the history labels it. */
export const CASHBACK_ENTRY_KINDS = [
  "earn",
  "release",
  "spend",
  "return",
  "void",
  "take_back",
  "expire",
] as const;
export type CashbackEntryKind = (typeof CASHBACK_ENTRY_KINDS)[number];

export const CASHBACK_ENTRY_LABELS: Record<CashbackEntryKind, string> = {
  earn: "Cashback a liberar",
  release: "Cashback liberado",
  spend: "Cashback usado",
  return: "Cashback devolvido",
  void: "Cashback cancelado",
  take_back: "Cashback estornado",
  expire: "Cashback expirado",
};

export const CASHBACK_LOT_STATUSES = [
  "pending",
  "available",
  "void",
  "expired",
  "taken_back",
] as const;
export type CashbackLotStatus = (typeof CASHBACK_LOT_STATUSES)[number];

/** What an order's cashback is, as the customer's order pages say it. */
export const ORDER_CASHBACK_STATUSES = ["expected", "pending", "available", "cancelled"] as const;
export type OrderCashbackStatus = (typeof ORDER_CASHBACK_STATUSES)[number];

/** The line the confirmation and tracking pages show about an order's cashback. */
export function orderCashbackLine(earnedCents: number, status: OrderCashbackStatus): string | null {
  if (earnedCents <= 0) return null;
  const amount = formatBRL(earnedCents);
  switch (status) {
    case "expected":
      return `Este pedido rende ${amount} de cashback quando o pagamento for confirmado.`;
    case "pending":
      return `Este pedido rende ${amount} de cashback, liberado quando for entregue.`;
    case "available":
      return `Este pedido rendeu ${amount} de cashback, já disponível no seu saldo.`;
    case "cancelled":
      return `O cashback de ${amount} deste pedido foi cancelado.`;
  }
}
