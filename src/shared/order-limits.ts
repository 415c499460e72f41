/**
 * Limits that keep one client from emptying the shop (Configurações → Limites): how many
 * orders one connection and one phone number may place in a window, how many units a line and
 * an order may carry, and how many coupon codes one connection may try a minute. The server
 * applies them; the shop reads the unit caps to cap its steppers.
 */
import { MAX_LINE_QUANTITY } from "./order-terms.ts";
import { z } from "./zod-pt-br.ts";

export interface OrderLimits {
  /** Orders one client address (an IPv6 /64) may place per window. */
  ordersPerAddress: number;
  /** Orders one phone number may place per window. */
  ordersPerPhone: number;
  windowMinutes: number;
  maxUnitsPerLine: number;
  maxUnitsPerOrder: number;
  /** Coupon codes one client address may check per minute (GET /api/coupons/:code). */
  couponChecksPerMinute: number;
}

/**
 * Generous for a family or an office ordering a round of popsicles, and for many phones behind
 * one mobile carrier's shared address; a script gets a few hundred units an hour at most.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  ordersPerAddress: 20,
  ordersPerPhone: 5,
  windowMinutes: 10,
  maxUnitsPerLine: 20,
  maxUnitsPerOrder: 50,
  couponChecksPerMinute: 10,
};

export const ORDER_LIMIT_MESSAGES = {
  tooManyFromAddress:
    "Muitos pedidos feitos desta conexão em pouco tempo. Tente novamente em alguns minutos.",
  tooManyForPhone:
    "Muitos pedidos com este telefone em pouco tempo. Tente novamente em alguns minutos.",
  lineTooLarge: (max: number) => `No máximo ${max} unidades de cada item por pedido`,
  orderTooLarge: (max: number) => `No máximo ${max} unidades por pedido`,
  tooManyCouponChecks: "Muitas tentativas de cupom. Aguarde um minuto e tente de novo.",
  lineAboveOrder: "O limite por item não pode passar do limite por pedido",
} as const;

/** "1.440", "1.000.000": numbers as staff read them. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

const limit = (what: string, max: number) =>
  z
    .int({ error: `${what}: informe um número inteiro` })
    .min(1, `${what}: use um número entre 1 e ${thousands(max)}`)
    .max(max, `${what}: use um número entre 1 e ${thousands(max)}`);

export const orderLimitsSchema = z
  .strictObject({
    ordersPerAddress: limit("Pedidos por conexão", 1_000_000),
    ordersPerPhone: limit("Pedidos por telefone", 1_000_000),
    windowMinutes: limit("Janela em minutos", 24 * 60),
    maxUnitsPerLine: limit("Unidades por item", MAX_LINE_QUANTITY),
    maxUnitsPerOrder: limit("Unidades por pedido", 5_000),
    couponChecksPerMinute: limit("Tentativas de cupom por minuto", 1_000),
  })
  .refine((limits) => limits.maxUnitsPerLine <= limits.maxUnitsPerOrder, {
    path: ["maxUnitsPerLine"],
    message: ORDER_LIMIT_MESSAGES.lineAboveOrder,
  })
  .meta({
    id: "OrderLimits",
    description: "Limites de pedidos por conexão e por telefone, de unidades e de cupons",
    example: DEFAULT_ORDER_LIMITS,
  });

/** What GET/PUT /api/admin/settings/limits answer: the limits in force and the defaults. */
export const orderLimitsViewSchema = z
  .object({ limits: orderLimitsSchema, defaults: orderLimitsSchema })
  .meta({ id: "OrderLimitsView" });
export type OrderLimitsView = z.infer<typeof orderLimitsViewSchema>;
