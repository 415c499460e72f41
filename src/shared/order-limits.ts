/**
 * Limits that keep one client from emptying the shop (Configurações → Limites): how many
 * orders one connection and one phone number may place in a window, how many units a line and
 * an order may carry, how many units one connection may hold in orders nobody has paid for or
 * accepted yet, from how many units an order must be paid by Pix, and how many coupon codes one
 * connection may try a minute. The server applies them; the shop reads the unit caps to cap its
 * steppers.
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
  /**
   * Units one client address (an IPv4 address, an IPv6 /64) may hold at once in orders still
   * unpaid and unaccepted (held-units.ts): what a client cannot invent, unlike a phone number.
   */
  heldUnitsPerAddress: number;
  /** The same for a whole IPv6 /56 (what a provider gives one home or small office). */
  heldUnitsPer56: number;
  /** The same for a whole IPv6 /48 (65,536 /64s: what a provider gives one site). */
  heldUnitsPer48: number;
  /**
   * An order of more units than this must be paid by Pix: a cash, card or WhatsApp order is
   * only a promise, and a large one holds the most stock.
   */
  pixRequiredAboveUnits: number;
}

/**
 * Generous for a family or an office ordering a round of popsicles, and for many phones behind
 * one mobile carrier's shared address; a script gets a few hundred units an hour at most.
 *
 * Held units: an office's round is one order of up to 50 units, a few families behind one
 * carrier's address a few orders of 10 or 20, and an order stops holding once the store accepts
 * it (minutes) or it is paid; 200 leaves room for all of them at once, while a script that
 * invents a phone per order holds at most 200 units per address until the orders are accepted
 * or cancelled (unaccepted ones are cancelled by the system after the store's time). An IPv6
 * client may take a new /64 per order from its own /56 or /48: those hold at most twice and
 * five times as much. Above 30 units (more than a family's round) an order is paid by Pix.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimits = {
  ordersPerAddress: 20,
  ordersPerPhone: 5,
  windowMinutes: 10,
  maxUnitsPerLine: 20,
  maxUnitsPerOrder: 50,
  couponChecksPerMinute: 10,
  heldUnitsPerAddress: 200,
  heldUnitsPer56: 400,
  heldUnitsPer48: 1_000,
  pixRequiredAboveUnits: 30,
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
  tooManyHeldUnits:
    "Há muitos picolés em pedidos ainda não confirmados feitos desta conexão. Aguarde a loja " +
    "confirmar esses pedidos e tente novamente.",
  pixRequired: (max: number) =>
    `Pedidos com mais de ${max} unidades são pagos só com Pix. Escolha Pix ou diminua o pedido.`,
  blockBelowAddress: "O limite de uma rede IPv6 não pode ser menor que o de uma conexão",
  widerBlockBelowNarrower: "O limite de uma /48 não pode ser menor que o de uma /56",
} as const;

/** "1.440", "1.000.000": numbers as staff read them. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

const limit = (what: string, max: number) =>
  z
    .int({ error: `${what}: informe um número inteiro` })
    .min(1, `${what}: use um número entre 1 e ${thousands(max)}`)
    .max(max, `${what}: use um número entre 1 e ${thousands(max)}`);

const orderLimitsShape = {
  ordersPerAddress: limit("Pedidos por conexão", 1_000_000),
  ordersPerPhone: limit("Pedidos por telefone", 1_000_000),
  windowMinutes: limit("Janela em minutos", 24 * 60),
  maxUnitsPerLine: limit("Unidades por item", MAX_LINE_QUANTITY),
  maxUnitsPerOrder: limit("Unidades por pedido", 5_000),
  couponChecksPerMinute: limit("Tentativas de cupom por minuto", 1_000),
  heldUnitsPerAddress: limit("Picolés retidos por conexão", 1_000_000),
  heldUnitsPer56: limit("Picolés retidos por rede IPv6 /56", 1_000_000),
  heldUnitsPer48: limit("Picolés retidos por rede IPv6 /48", 1_000_000),
  pixRequiredAboveUnits: limit("Pix obrigatório acima de (picolés)", 5_000),
};

/** The rules between limits, whichever way the limits came. */
function consistent<T extends z.ZodType<OrderLimits, unknown>>(schema: T) {
  return schema
    .refine((limits) => limits.maxUnitsPerLine <= limits.maxUnitsPerOrder, {
      path: ["maxUnitsPerLine"],
      message: ORDER_LIMIT_MESSAGES.lineAboveOrder,
    })
    .refine((limits) => limits.heldUnitsPer56 >= limits.heldUnitsPerAddress, {
      path: ["heldUnitsPer56"],
      message: ORDER_LIMIT_MESSAGES.blockBelowAddress,
    })
    .refine((limits) => limits.heldUnitsPer48 >= limits.heldUnitsPer56, {
      path: ["heldUnitsPer48"],
      message: ORDER_LIMIT_MESSAGES.widerBlockBelowNarrower,
    });
}

/** Every limit, as staff save them (PUT) and the form checks them. */
export const orderLimitsSchema = consistent(z.strictObject(orderLimitsShape)).meta({
  id: "OrderLimits",
  description:
    "Limites de pedidos por conexão e por telefone, de unidades, de unidades retidas em " +
    "pedidos não confirmados, do Pix obrigatório e de cupons",
  example: DEFAULT_ORDER_LIMITS,
});

/**
 * Limits as saved (settings.order_limits): those saved before the held units and the Pix
 * threshold existed read with the chain's defaults for them, not as invalid (which would drop
 * every limit HQ saved).
 */
export const storedOrderLimitsSchema = consistent(
  z.strictObject({
    ...orderLimitsShape,
    heldUnitsPerAddress: orderLimitsShape.heldUnitsPerAddress.default(
      DEFAULT_ORDER_LIMITS.heldUnitsPerAddress,
    ),
    heldUnitsPer56: orderLimitsShape.heldUnitsPer56.default(DEFAULT_ORDER_LIMITS.heldUnitsPer56),
    heldUnitsPer48: orderLimitsShape.heldUnitsPer48.default(DEFAULT_ORDER_LIMITS.heldUnitsPer48),
    pixRequiredAboveUnits: orderLimitsShape.pixRequiredAboveUnits.default(
      DEFAULT_ORDER_LIMITS.pixRequiredAboveUnits,
    ),
  }),
);

/** What GET/PUT /api/admin/settings/limits answer: the limits in force and the defaults. */
export const orderLimitsViewSchema = z
  .object({ limits: orderLimitsSchema, defaults: orderLimitsSchema })
  .meta({ id: "OrderLimitsView" });
export type OrderLimitsView = z.infer<typeof orderLimitsViewSchema>;
