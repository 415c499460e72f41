import { PRODUCT_SIZES, type ProductSize } from "./catalog.ts";
import { z } from "./zod-pt-br.ts";

export const ORDER_ID_PREFIX = "ORD-";

export const ORDER_STATUSES = ["pending", "preparing", "ready", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pendente",
  preparing: "Em preparo",
  ready: "Pronto para retirada",
  delivered: "Entregue",
  cancelled: "Cancelado",
};

export const DELIVERY_METHODS = ["delivery", "pickup"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  delivery: "Entrega",
  pickup: "Retirada",
};

export const PAYMENT_METHODS = ["test", "whatsapp"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const MESSAGES = {
  requiredFields: "Preencha os campos obrigatórios",
  deliveryAddress: "Informe o endereço para entrega",
  invalidCoupon: "Cupom inválido",
} as const;

export const MAX_LINE_QUANTITY = 99;
export const MAX_ORDER_LINES = 50;

const text = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres`);
const id = z.string().trim().min(1).max(64);

export const orderItemInputSchema = z.object({
  productId: id,
  size: z.enum(PRODUCT_SIZES, { error: "Tamanho inválido" }),
  addonIds: z.array(id).max(20).default([]),
  quantity: z
    .int({ error: "Quantidade inválida" })
    .min(1, "Quantidade inválida")
    .max(MAX_LINE_QUANTITY, `No máximo ${MAX_LINE_QUANTITY} unidades por item`),
});

/**
 * What the client sends to place an order: ids, sizes, quantities and choices, never a price
 * (unknown keys such as prices are stripped and ignored).
 */
export const createOrderSchema = z
  .object({
    storeId: id,
    items: z
      .array(orderItemInputSchema)
      .min(1, "Seu carrinho está vazio")
      .max(MAX_ORDER_LINES, `No máximo ${MAX_ORDER_LINES} itens por pedido`),
    customer: z.object({
      // Missing and empty read the same: the required-fields rule below names them.
      name: text(120).default(""),
      phone: text(30).default(""),
      cpf: text(20).optional(),
      address: text(300).optional(),
    }),
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: "Escolha entrega ou retirada" }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" }),
    // Codes compare case-insensitively, so "frosty10" and "FROSTY10" are the same request.
    couponCode: text(40)
      .transform((code) => code.toUpperCase())
      .optional(),
  })
  .superRefine((order, ctx) => {
    if (!order.customer.name || !order.customer.phone) {
      ctx.addIssue({
        code: "custom",
        path: ["customer", order.customer.name ? "phone" : "name"],
        message: MESSAGES.requiredFields,
      });
    }
    if (order.deliveryMethod === "delivery" && !order.customer.address) {
      ctx.addIssue({
        code: "custom",
        path: ["customer", "address"],
        message: MESSAGES.deliveryAddress,
      });
    }
  });

export type CreateOrderInput = z.input<typeof createOrderSchema>;
export type CreateOrder = z.output<typeof createOrderSchema>;

export interface OrderLineView {
  productId: string;
  name: string;
  imageUrl: string;
  size: ProductSize;
  addons: { id: string; name: string; priceCents: number }[];
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** An order as the server returns it to the customer who placed it. */
export interface OrderView {
  id: string;
  /** Lets the customer read this order (and only this one) without an account. */
  accessToken: string;
  status: OrderStatus;
  items: OrderLineView[];
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  couponCode: string | null;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  customer: { name: string; phone: string; cpf: string | null; address: string | null };
  store: { id: string; name: string; address: string; city: string; state: string };
  createdAt: string;
}

export interface CouponView {
  code: string;
  percentOff: number;
}
