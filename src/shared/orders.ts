import { PRODUCT_SIZES } from "./catalog.ts";
import {
  DELIVERY_METHODS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MESSAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PICKUP_CODE_PATTERN,
} from "./order-terms.ts";
import { z } from "./zod-pt-br.ts";

export * from "./order-terms.ts";

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
      // (JSON Schema cannot say "required unless…": the descriptions say what the rule does.)
      name: text(120)
        .default("")
        .meta({ description: "Obrigatório: vazio ou ausente, o pedido é recusado (422)" }),
      phone: text(30)
        .default("")
        .meta({ description: "Obrigatório: vazio ou ausente, o pedido é recusado (422)" }),
      cpf: text(20).optional(),
      address: text(300)
        .optional()
        .meta({ description: "Obrigatório para entrega (deliveryMethod = delivery)" }),
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

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

const cents = (description: string) => z.int().meta({ description: `${description}, em centavos` });

export const orderLineViewSchema = z
  .object({
    productId: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    size: z.enum(PRODUCT_SIZES),
    addons: z.array(z.object({ id: z.string(), name: z.string(), priceCents: cents("Preço") })),
    quantity: z.int(),
    unitPriceCents: cents("Preço unitário com tamanho e adicionais"),
    lineTotalCents: cents("Total da linha"),
  })
  .meta({ id: "OrderLine" });
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** An order as the server returns it to the customer who placed it. */
export const orderViewSchema = z
  .object({
    id: z.string().meta({ example: "ORD-1763900000000" }),
    accessToken: z.string().meta({
      description:
        "Permite ao cliente ler este pedido (e só este) sem conta: envie em X-Order-Token",
    }),
    status: z.enum(ORDER_STATUSES),
    shortNumber: z.int().min(1).meta({
      description: "O número do pedido na loja, no dia (de 1 em diante): mostre como #042",
      example: 42,
    }),
    pickupCode: z.string().regex(PICKUP_CODE_PATTERN).meta({
      description: "Código de retirada: o cliente mostra no balcão ao buscar o pedido",
      example: "4821",
    }),
    items: z.array(orderLineViewSchema),
    subtotalCents: cents("Soma das linhas"),
    discountCents: cents("Desconto do cupom"),
    deliveryFeeCents: cents("Taxa de entrega"),
    totalCents: cents("Total cobrado"),
    couponCode: z.string().nullable(),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    paymentMethod: z.enum(PAYMENT_METHODS),
    customer: z.object({
      name: z.string(),
      phone: z.string(),
      cpf: z.string().nullable(),
      address: z.string().nullable(),
    }),
    store: z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
    }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Order", description: "Um pedido, como o cliente que o fez o vê" });
export type OrderView = z.infer<typeof orderViewSchema>;

export const couponViewSchema = z
  .object({ code: z.string().meta({ example: "FROSTY10" }), percentOff: z.int().min(1).max(100) })
  .meta({ id: "Coupon", description: "Um cupom que vale agora" });
export type CouponView = z.infer<typeof couponViewSchema>;
