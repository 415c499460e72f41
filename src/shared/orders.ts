import { PRODUCT_SIZES } from "./catalog.ts";
import {
  DELIVERY_METHODS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MESSAGES,
  PAYMENT_METHODS,
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
