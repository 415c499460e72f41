import type { COUPON_KINDS } from "./admin-coupons.ts";
import { isValidCpf } from "./br-documents.ts";
import { brPhoneProblem } from "./br-phone.ts";
import { ORDER_CASHBACK_STATUSES } from "./cashback-terms.ts";
import { PRODUCT_SIZES } from "./catalog.ts";
import { cepProblem } from "./cep-problem.ts";
import { oneLineText } from "./clean-text.ts";
import {
  CARD_TYPES,
  DELIVERY_METHODS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MESSAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PICKUP_CODE_PATTERN,
} from "./order-terms.ts";
import { BOX_MESSAGES, BOX_SIZE_RANGE } from "./party-boxes.ts";
import { STORE_TIME_ZONE_IDS } from "./store-time-zone.ts";
import { z } from "./zod-pt-br.ts";

export * from "./order-terms.ts";

// Names, phones and addresses: without invisible or direction characters (clean-text.ts).
const text = (max: number) => oneLineText().max(max, `Use no máximo ${max} caracteres`);
const id = z.string().trim().min(1).max(64);

export const orderItemInputSchema = z.object({
  productId: id,
  size: z.enum(PRODUCT_SIZES, { error: "Tamanho inválido" }),
  addonIds: z.array(id).max(20).default([]),
  quantity: z
    .int({ error: "Quantidade inválida" })
    .min(1, "Quantidade inválida")
    .max(MAX_LINE_QUANTITY, `No máximo ${MAX_LINE_QUANTITY} unidades por item`),
  boxParts: z
    .array(
      z.object({
        productId: id,
        quantity: z
          .int({ error: "Quantidade inválida" })
          .min(1, "Quantidade inválida")
          .max(BOX_SIZE_RANGE.max, BOX_MESSAGES.tooFull(BOX_SIZE_RANGE.max)),
      }),
    )
    .min(1, BOX_MESSAGES.needsParts)
    .max(60)
    .optional()
    .meta({
      description:
        "Caixa de festa: os sabores e quantos de cada, por caixa (a soma é o tamanho da caixa)",
    }),
});

const requiredText = (max: number, missing: string) => text(max).min(1, missing);

/** Where a delivery goes: the bairro is one of the store's delivery areas (its id). */
export const deliveryAddressInputSchema = z.object({
  areaId: z
    .string()
    .trim()
    .min(1, MESSAGES.chooseArea)
    .max(64)
    .meta({ description: "O id de um dos bairros que a loja atende (catálogo)" }),
  cep: z
    .string()
    .trim()
    .superRefine((cep, ctx) => {
      const problem = cepProblem(cep);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((cep) => cep.replace(/\D/g, ""))
    .meta({ example: "01310-200" }),
  street: requiredText(120, "Informe a rua"),
  number: requiredText(20, "Informe o número"),
  complement: text(80).optional(),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;

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
      phone: text(30).default("").meta({
        description:
          "Obrigatório: telefone brasileiro com DDD (10 ou 11 dígitos); vazio, o pedido é recusado",
      }),
      cpf: text(20).optional().meta({
        description: "Opcional; quando informado, os dígitos verificadores são conferidos",
      }),
    }),
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: "Escolha entrega ou retirada" }),
    deliveryAddress: deliveryAddressInputSchema
      .optional()
      .meta({ description: "Obrigatório para entrega (deliveryMethod = delivery)" }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" }),
    changeForCents: z
      .int({ error: "Troco: informe um valor em centavos" })
      .min(1, MESSAGES.changeBelowTotal)
      .max(100_000_000, MESSAGES.changeBelowTotal)
      .optional()
      .meta({ description: "Dinheiro: troco para quanto (≥ o total), em centavos" }),
    cardType: z
      .enum(CARD_TYPES, { error: MESSAGES.chooseCardType })
      .optional()
      .meta({ description: "Cartão na entrega/retirada: crédito ou débito (obrigatório)" }),
    expectedTotalCents: z.int().min(0).max(2_147_483_647).optional().meta({
      description:
        "O total que o cliente viu; se o do servidor for outro, o pedido não é feito (409 price_changed)",
    }),
    cashback: z
      .object({
        expectedBalanceCents: z.int().min(0).max(2_147_483_647).meta({
          description:
            "O saldo de cashback que o cliente viu; se mudou, o pedido não é feito (409 cashback_balance_changed)",
        }),
      })
      .optional()
      .meta({
        description:
          "Clube Frosty: usar o cashback (membro com sessão). O servidor decide quanto: o saldo, " +
          "limitado ao valor dos produtos após o cupom e às regras do clube",
      }),
    schedule: z
      .object({
        slotStart: z.iso.datetime({ offset: true, error: "Horário inválido" }).meta({
          description: "O início do horário escolhido (um dos de GET /api/stores/{id}/schedule)",
          example: "2026-11-29T15:00:00.000Z",
        }),
      })
      .optional()
      .meta({
        description:
          "Encomenda: para um dia e horário da loja; ausente, o pedido é para agora. Caixas de " +
          "festa são sempre agendadas",
      }),
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
    if (order.customer.phone) {
      const problem = brPhoneProblem(order.customer.phone);
      if (problem) ctx.addIssue({ code: "custom", path: ["customer", "phone"], message: problem });
    }
    if (order.customer.cpf && !isValidCpf(order.customer.cpf)) {
      ctx.addIssue({ code: "custom", path: ["customer", "cpf"], message: "CPF inválido" });
    }
    if (order.paymentMethod === "card" && !order.cardType) {
      ctx.addIssue({ code: "custom", path: ["cardType"], message: MESSAGES.chooseCardType });
    }
  })
  // A delivery with no address is told so whatever else is wrong with the order: zod runs an
  // object's checks only once every field has its shape, unless `when` says otherwise (the
  // order is then read as it came, so only as an object).
  .superRefine(
    (order, ctx) => {
      const { deliveryMethod, deliveryAddress } = order as Partial<Record<string, unknown>>;
      if (deliveryMethod === "delivery" && deliveryAddress === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["deliveryAddress"],
          message: MESSAGES.deliveryAddress,
        });
      }
    },
    { when: ({ value }) => typeof value === "object" && value !== null },
  );

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
    boxParts: z
      .array(z.object({ productId: z.string(), name: z.string(), quantity: z.int() }))
      .nullable()
      .meta({ description: "Caixa de festa: os sabores e quantos de cada, por caixa; senão null" }),
    unitPriceCents: cents("Preço unitário com tamanho e adicionais"),
    lineTotalCents: cents("Total da linha"),
  })
  .meta({ id: "OrderLine" });
export type OrderLineView = z.infer<typeof orderLineViewSchema>;

/** How the order is paid, with what each method needs shown. */
export const orderPaymentViewSchema = z
  .object({
    changeForCents: z.int().nullable().meta({ description: "Dinheiro: troco para quanto" }),
    cardType: z.enum(CARD_TYPES).nullable(),
    pix: z
      .object({
        payload: z.string().meta({
          description:
            "O Pix copia e cola: o da cobrança do banco (Pix automático, confirmado sozinho) " +
            "ou o BR Code estático (a equipe confirma)",
        }),
        txid: z.string(),
        expiresAt: z.iso.datetime({ offset: true }),
      })
      .nullable()
      .meta({ description: "Pix: o que pagar e até quando; null para os outros meios" }),
    confirmedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: "Pix: quando o pagamento foi confirmado" }),
    confirmedBy: z
      .enum(["bank", "store"])
      .nullable()
      .meta({
        description:
          "Pix: quem confirmou: bank (o banco, Pix automático: devolve sozinho se o pedido for " +
          "cancelado) ou store (a equipe, pelo extrato)",
      }),
  })
  .meta({ id: "OrderPayment" });
export type OrderPaymentView = z.infer<typeof orderPaymentViewSchema>;

/** Where a delivery goes, as stored with the order. */
export const orderDeliveryViewSchema = z
  .object({
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string().nullable(),
    neighbourhood: z.string(),
    city: z.string(),
    state: z.string(),
    etaMinutes: z.int().meta({ description: "Tempo estimado de entrega, em minutos" }),
  })
  .meta({ id: "OrderDelivery" });
export type OrderDeliveryView = z.infer<typeof orderDeliveryViewSchema>;

/** What a member's order did with the club's wallet. */
export const orderCashbackViewSchema = z
  .object({
    spentCents: cents("Cashback usado neste pedido (já descontado do total)"),
    earnedCents: cents("Cashback que o pedido rende (ou rendeu)"),
    earnedStatus: z.enum(ORDER_CASHBACK_STATUSES).meta({
      description:
        "expected: rende quando o pagamento for confirmado; pending: a liberar na entrega; " +
        "available: liberado; cancelled: não rende (pedido cancelado ou estornado)",
    }),
  })
  .meta({ id: "OrderCashback" });
export type OrderCashbackView = z.infer<typeof orderCashbackViewSchema>;

/** When an encomenda is for, on its store's clock. */
export const orderScheduleViewSchema = z
  .object({
    slotStart: z.iso.datetime({ offset: true }).meta({ description: "O início do horário" }),
    day: z.iso.date().meta({ description: "O dia, no fuso da loja" }),
    label: z.string().meta({
      description: "O horário como o cliente lê, no fuso da loja",
      example: "sábado, 29/11 às 15:00",
    }),
    time: z.string().meta({ description: "A hora do horário, no fuso da loja", example: "15:00" }),
    cancelUntil: z.iso.datetime({ offset: true }).meta({
      description: "Até quando o cliente pode cancelar pelo acompanhamento; depois, só a loja",
    }),
  })
  .meta({ id: "OrderSchedule" });
export type OrderScheduleView = z.infer<typeof orderScheduleViewSchema>;

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
    cashback: orderCashbackViewSchema.nullable().meta({
      description: "Clube Frosty: o cashback que o pedido usou e rende; null fora do clube",
    }),
    couponCode: z.string().nullable(),
    schedule: orderScheduleViewSchema
      .nullable()
      .meta({ description: "Encomenda: o dia e o horário; null num pedido para agora" }),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    paymentMethod: z.enum(PAYMENT_METHODS),
    payment: orderPaymentViewSchema,
    customer: z.object({
      name: z.string(),
      phone: z.string(),
      cpf: z.string().nullable(),
      address: z.string().nullable().meta({ description: "O endereço de entrega, em uma linha" }),
    }),
    delivery: orderDeliveryViewSchema.nullable().meta({ description: "null: retirada na loja" }),
    courierName: z.string().nullable().meta({
      description: "Saiu para entrega: quem levou o pedido, se a loja informou; senão null",
    }),
    store: z.object({
      id: z.string(),
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      whatsapp: z.string().nullable().meta({
        description: "O WhatsApp da loja (só dígitos); null: use o WhatsApp de pedidos do site",
      }),
      timeZone: z.enum(STORE_TIME_ZONE_IDS).meta({
        description: "O fuso da loja: o horário de uma encomenda conta nele",
      }),
    }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Order", description: "Um pedido, como o cliente que o fez o vê" });
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * The order as POST /api/orders answers the device that placed it, with the proof that it did.
 * The proof never goes in the tracking link: the browser keeps it with its orders and sends it
 * when it reads the order, the only way to see the customer's personal data (TrackedOrder).
 */
export const placedOrderSchema = orderViewSchema
  .extend({
    ownerProof: z.string().meta({
      description:
        "Prova de que este aparelho fez o pedido: guarde-a com o pedido, nunca no link de " +
        "acompanhamento, e envie em X-Order-Owner ao ler o pedido para ver os dados pessoais",
    }),
  })
  .meta({ id: "PlacedOrder", description: "O pedido criado, com a prova de quem o fez" });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** GET /api/orders/mine: a Clube Frosty member's latest orders, newest first. */
export const memberOrdersSchema = z
  .object({ orders: z.array(placedOrderSchema) })
  .meta({ id: "MemberOrders", description: "Os pedidos de um membro do Clube Frosty" });
export type MemberOrders = z.infer<typeof memberOrdersSchema>;

/** One step of an order's way, as its customer may know it: the status and when it began. */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    at: z.iso.datetime({ offset: true }).meta({ description: "Quando o pedido passou a ele" }),
    // The reasons of cancel-reasons.ts, written out: the checkout loads this module, not that.
    reason: z
      .enum(["pix_not_paid", "store_did_not_confirm"])
      .optional()
      .meta({
        description:
          "Só num cancelamento feito pelo sistema, não pela loja: pix_not_paid (o Pix não foi " +
          "pago no prazo), store_did_not_confirm (a loja não confirmou o pedido a tempo)",
      }),
  })
  .meta({ id: "OrderStatusChange", description: "Uma mudança de status do pedido" });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * An order as its customer follows it (GET /api/orders/:id): the order and every status it has
 * had, with when. Who moved it and the staff's notes stay with the staff (AdminOrderDetail).
 * The tracking link is shared, so whoever holds it reads the order; the customer's personal
 * data and the pickup code come whole only to the device that placed it (its ownerProof).
 */
export const trackedOrderSchema = orderViewSchema
  .extend({
    ownerProof: z
      .string()
      .optional()
      .meta({
        description:
          "Só quando X-Order-Owner trouxe a prova deste pedido (a mesma). Sem ela, quem tem o " +
          "link vê o pedido sem CPF, com telefone e endereço mascarados e sem código de retirada",
      }),
    pickupCode: orderViewSchema.shape.pickupCode.nullable().meta({
      description:
        "Código de retirada: o cliente mostra no balcão ao buscar o pedido. null sem a prova " +
        "do aparelho que fez o pedido: quem tem o código leva o pedido",
    }),
    customer: z.object({
      name: z.string(),
      phone: z
        .string()
        .meta({ description: "Sem a prova, mascarado: o DDD e os 4 últimos dígitos" }),
      cpf: z.string().nullable().meta({ description: "Sem a prova, sempre null" }),
      address: z.string().nullable().meta({
        description:
          "O endereço de entrega, em uma linha; sem a prova, só a rua, o bairro e a cidade",
      }),
    }),
    delivery: orderDeliveryViewSchema
      .extend({
        cep: z.string().nullable().meta({ description: "Sem a prova, null" }),
        number: z.string().nullable().meta({ description: "Sem a prova, null" }),
        complement: z.string().nullable().meta({ description: "Sem a prova, null" }),
      })
      .nullable()
      .meta({ description: "null: retirada na loja" }),
    statusHistory: z.array(orderStatusChangeSchema).meta({
      description:
        "Cada status que o pedido teve, o mais antigo primeiro (o primeiro é a criação; o " +
        "último, o status atual). Um status pode voltar se a loja corrigir uma mudança",
    }),
  })
  .meta({
    id: "TrackedOrder",
    description:
      "Um pedido como quem tem o link o acompanha: o pedido e o seu histórico; os dados " +
      "pessoais e o código de retirada inteiros só para o aparelho que o fez",
  });
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

/**
 * An order as the customer's pages show it and this browser keeps it ("Meus pedidos"): the one
 * placed here (PlacedOrder) or a copy read since, without the history the pages read fresh.
 */
export type CustomerOrderView = Omit<TrackedOrder, "statusHistory">;

export const couponViewSchema = z
  .object({
    code: z.string().meta({ example: "FROSTY10" }),
    // The kinds spelled out, not imported: admin-coupons.ts would join the checkout's schema chunk.
    kind: z.enum(["percent", "amount", "free_delivery"] satisfies typeof COUPON_KINDS).meta({
      description: "percent: % dos produtos; amount: reais dos produtos; free_delivery: o frete",
    }),
    percentOff: z.int().min(1).max(100).nullable().meta({ description: "Só no tipo percent" }),
    amountOffCents: z.int().min(1).nullable().meta({ description: "Só no tipo amount" }),
    minOrderCents: z
      .int()
      .min(0)
      .nullable()
      .meta({ description: "Pedido mínimo, sobre os produtos; null: sem mínimo" }),
  })
  .meta({ id: "Coupon", description: "Um cupom que vale agora, para este pedido" });
export type CouponView = z.infer<typeof couponViewSchema>;
