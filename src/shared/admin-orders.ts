/** The staff order queue's API (/api/admin/orders…): filters, answers and the status change. */

import { oneLineText } from "./clean-text.ts";
import { DATE_RANGE_MESSAGE, dayInRange } from "./date-range.ts";
import {
  CARD_TYPES,
  DELIVERY_METHODS,
  type DeliveryMethod,
  ORDER_STATUSES,
  type OrderStatus,
  orderViewSchema,
  PAYMENT_METHODS,
  PICKUP_CODE_PATTERN,
} from "./orders.ts";
import { PRODUCT_SIZES } from "./product-sizes.ts";
import { TICKET_PAPERS } from "./stores.ts";
import { z } from "./zod-pt-br.ts";

/**
 * The statuses of the live board: every one but `scheduled`. An encomenda waiting for its slot
 * is not work yet: it is listed under "Agendados" (admin-scheduled-orders.ts) until it enters
 * the queue as Pendente.
 */
export type BoardStatus = Exclude<OrderStatus, "scheduled">;
export const BOARD_STATUSES = ORDER_STATUSES.filter(
  (status): status is BoardStatus => status !== "scheduled",
) as [BoardStatus, ...BoardStatus[]];
export function isBoardStatus(status: OrderStatus): status is BoardStatus {
  return status !== "scheduled";
}

/** Each status column shows at most this many orders; `counts` has the rest. */
export const ORDERS_PER_STATUS_LIMIT = 200;

/**
 * The statuses a kitchen still works on: their columns list the oldest order first (the one
 * waiting longest is served first). Delivered and cancelled orders are history: newest first.
 */
export const WORKING_STATUSES = [
  "awaiting_payment",
  "pending",
  "preparing",
  "ready",
  "out_for_delivery",
] as const satisfies OrderStatus[];
export function isWorkingStatus(status: OrderStatus): boolean {
  return (WORKING_STATUSES as readonly OrderStatus[]).includes(status);
}

export const PICKUP_CODE_MESSAGES = {
  /** A pickup order handed over without the code the customer shows. */
  required: "Informe o código de retirada",
  incorrect: "Código de retirada incorreto",
  format: "O código de retirada tem 4 dígitos",
} as const;

export const ORDER_CONFLICT_MESSAGE =
  "Este pedido foi alterado por outra pessoa. Atualize e tente de novo.";
export const STATUS_UPDATED_MESSAGE = "Status atualizado com sucesso";
export const STATUS_UPDATE_FAILED_MESSAGE = "Erro ao atualizar status";

/** The longest courier's name staff may give when a delivery goes out. */
export const COURIER_NAME_MAX_LENGTH = 60;

/**
 * A delivery's last steps: Pronto → Saiu para entrega (its courier may be named) → Entregue,
 * so its customer reads "Saiu para entrega" exactly when it left. The server refuses (422)
 * what these messages say; the panel may check first with deliveryStepRefusal.
 */
export const DELIVERY_STEP_MESSAGES = {
  /** A pickup order asked to go out for delivery. */
  pickupNotOut: "Pedido de retirada não sai para entrega: o cliente busca na loja",
  /** A delivery marked delivered without having gone out. */
  notOutYet: "Marque “Saiu para entrega” antes: a entrega só é concluída depois que o pedido sai",
  /** A courier named on another move. */
  courierOnlyOut: "O entregador só é informado ao marcar “Saiu para entrega”",
  courierText: "Informe o nome do entregador como texto",
  courierTooLong: `Use no máximo ${COURIER_NAME_MAX_LENGTH} caracteres no nome do entregador`,
} as const;

/**
 * Which of a delivery's last steps a move skips (its DELIVERY_STEP_MESSAGES key), or null when
 * it skips none: only a delivery goes out for delivery, and a delivery is delivered only from
 * there. Every other move is free (docs/decisions/007-order-status-transitions.md).
 */
export function deliveryStepRefusal(
  deliveryMethod: DeliveryMethod,
  from: OrderStatus,
  to: OrderStatus,
): "pickupNotOut" | "notOutYet" | null {
  if (to === "out_for_delivery" && deliveryMethod === "pickup") return "pickupNotOut";
  if (to === "delivered" && deliveryMethod === "delivery" && from !== "out_for_delivery") {
    return "notOutYet";
  }
  return null;
}

/** The history's note of a delivery going out: who took it, when staff named them. */
export function courierHistoryNote(courierName: string): string {
  return `Saiu com ${courierName}`;
}

/** A query parameter left empty (`?storeId=`) means the filter is off. */
/** An optional filter; empty (`?storeId=`) is the filter left off, and the contract says so. */
const param = <S extends z.ZodType>(schema: S) =>
  z
    // A value that is neither says what the filter itself says is wrong with it.
    .union([z.literal(""), schema], {
      error: (issue) =>
        issue.code === "invalid_union" ? issue.errors[1]?.[0]?.message : undefined,
    })
    .optional()
    .transform((value) => (value === "" ? undefined : (value as z.output<S> | undefined)));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a data no formato AAAA-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Data inválida")
  .refine(dayInRange, DATE_RANGE_MESSAGE);

/** GET /api/admin/orders: every filter is optional; dates are days in the shop's time zone. */
export const adminOrderFiltersSchema = z
  .object({
    status: param(z.enum(BOARD_STATUSES, { error: "Status inválido" })).meta({
      description: "Só os pedidos neste status (as encomendas agendadas ficam em Agendados)",
    }),
    storeId: param(z.string().trim().min(1).max(64, "Loja inválida")).meta({
      description: "Só os pedidos desta loja",
    }),
    state: param(
      z
        .string()
        .trim()
        .regex(/^[A-Z]{2}$/, "Estado inválido"),
    ).meta({
      description: "Só os pedidos das lojas deste estado (a sigla, como SP)",
      example: "PE",
    }),
    city: param(z.string().trim().min(1).max(100, "Cidade inválida")).meta({
      description: "Só os pedidos das lojas desta cidade (o nome exato, como na lista de lojas)",
      example: "Recife",
    }),
    method: param(z.enum(DELIVERY_METHODS, { error: "Forma de recebimento inválida" })).meta({
      description: "Só entregas ou só retiradas",
    }),
    from: param(isoDate).meta({
      description: "Feitos a partir deste dia (AAAA-MM-DD, no fuso da loja)",
      example: "2026-11-01",
    }),
    to: param(isoDate).meta({
      description: "Feitos até este dia, inclusive (AAAA-MM-DD, no fuso da loja)",
      example: "2026-11-30",
    }),
    /** Order number, customer name, or phone digits. */
    q: param(oneLineText().max(100, "Use no máximo 100 caracteres na busca")).meta({
      description: "O número do pedido, o nome do cliente ou os dígitos do telefone",
    }),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ["to"],
    message: "A data final deve ser igual ou posterior à inicial",
  });
export type AdminOrderFilters = z.output<typeof adminOrderFiltersSchema>;

// ─── Answers ─────────────────────────────────────────────────────────────────────────────────

const timestamp = (description: string) => z.iso.datetime({ offset: true }).meta({ description });
const seenAt = z.iso.datetime({ offset: true }).nullable().meta({
  description: "Quando alguém da equipe abriu o pedido pela primeira vez; null: ainda é “Novo”",
});
const version = z.int().min(1).meta({
  description:
    "A versão do pedido: envie-a ao mudar o status, para notar uma mudança feita por outra pessoa",
});

const shortNumber = z.int().min(1).meta({
  description: "O número do pedido na loja, no dia (mostre como #042)",
  example: 42,
});
/** When a Pendente order counts as late, and whether it does now. */
const lateness = {
  lateAt: timestamp(
    "Quando o pedido passa a contar como atrasado se ainda estiver Pendente (o limite da " +
      "loja); numa encomenda, o início do horário, se ainda não estiver Pronto",
  ),
  late: z.boolean().meta({
    description:
      "Pendente há mais tempo que o limite da loja (lateAfterMinutes), agora; numa encomenda, " +
      "ainda não Pronto no início do horário",
  }),
};

/** An encomenda's slot, as the board's card shows it ("Agendado para 15:00"). */
export const adminOrderSlotSchema = z
  .object({
    slotStart: timestamp("O início do horário"),
    day: z.iso.date().meta({ description: "O dia do horário, no fuso da loja" }),
    time: z.string().meta({ description: "A hora do horário, no fuso da loja", example: "15:00" }),
  })
  .meta({ id: "AdminOrderSlot", description: "Quando a encomenda é para" });
export type AdminOrderSlot = z.infer<typeof adminOrderSlotSchema>;

/** A party box's flavours, per box, as a card lists them under the box's line. */
export const adminBoxPartSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.int().meta({ description: "Quantos deste sabor em cada caixa" }),
});

export const adminOrderCardItemSchema = z
  .object({
    name: z.string(),
    size: z.enum(PRODUCT_SIZES),
    addons: z.array(z.string()).meta({ description: "Os nomes dos adicionais" }),
    quantity: z.int(),
    boxParts: z.array(adminBoxPartSchema).nullable().meta({
      description: "Caixa de festa: os sabores de cada caixa; null numa linha comum",
    }),
  })
  .meta({ id: "AdminOrderCardItem", description: "Uma linha do pedido, como o cartão a mostra" });
export type AdminOrderCardItem = z.infer<typeof adminOrderCardItemSchema>;

export const adminOrderSummarySchema = z
  .object({
    id: z.string().meta({ example: "ORD-1763900000000" }),
    shortNumber,
    status: z.enum(ORDER_STATUSES),
    version,
    customerName: z.string(),
    customerPhone: z.string(),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    paymentMethod: z.enum(PAYMENT_METHODS),
    changeForCents: z.int().nullable().meta({ description: "Dinheiro: troco para quanto" }),
    cardType: z.enum(CARD_TYPES).nullable().meta({ description: "Cartão: crédito ou débito" }),
    paymentExpiresAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: "Pix aguardando pagamento: quando o pedido é cancelado se não for pago",
    }),
    totalCents: z.int().meta({ description: "Total cobrado, em centavos" }),
    cashbackSpentCents: z.int().meta({
      description: "Clube Frosty: o cashback que o pedido usou (já fora do total); 0: nenhum",
    }),
    cashbackEarnedCents: z.int().nullable().meta({
      description: "Clube Frosty: o cashback que o pedido rendeu; null: nenhum (ainda)",
    }),
    itemCount: z.int().meta({ description: "Quantas unidades o pedido tem" }),
    items: z.array(adminOrderCardItemSchema).meta({ description: "Na ordem do pedido" }),
    store: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string() }),
    createdAt: timestamp("Quando o pedido foi feito (o tempo de espera conta daqui)"),
    updatedAt: timestamp("A última mudança do pedido"),
    seenAt,
    schedule: adminOrderSlotSchema.nullable().meta({
      description: "Encomenda: o dia e o horário; null num pedido para agora",
    }),
    ...lateness,
  })
  .meta({ id: "AdminOrderSummary", description: "Um pedido na fila da equipe" });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

const statusCounts = Object.fromEntries(BOARD_STATUSES.map((status) => [status, z.int()])) as {
  [S in BoardStatus]: z.ZodInt;
};

export const adminOrderListSchema = z
  .object({
    orders: z.array(adminOrderSummarySchema).meta({
      description:
        `No máximo ${ORDERS_PER_STATUS_LIMIT} por status; em Pendente, Em preparo e Pronto o ` +
        "mais antigo primeiro (quem espera há mais tempo), em Entregue e Cancelado o mais novo",
    }),
    // Every board status, always: an object of them (a record would read as "some statuses").
    counts: z.object(statusCounts).meta({
      description:
        "Quantos pedidos atendem aos filtros em cada status do quadro, mostrados ou não (as " +
        "encomendas ainda agendadas não estão no quadro)",
    }),
    limitPerStatus: z.int().meta({ example: ORDERS_PER_STATUS_LIMIT }),
  })
  .meta({ id: "AdminOrderList", description: "A fila de pedidos, filtrada" });
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const orderHistoryEntrySchema = z
  .object({
    fromStatus: z
      .enum(ORDER_STATUSES)
      .nullable()
      .meta({ description: "null: a criação do pedido" }),
    toStatus: z.enum(ORDER_STATUSES),
    changedBy: z
      .object({ userId: z.string().nullable(), name: z.string() })
      .meta({ description: "userId null: o cliente (criação) ou uma conta já excluída" }),
    changedAt: timestamp("Quando o status mudou"),
    note: z.string().nullable().meta({
      description:
        "O que a mudança fez além do status (ex.: “Estoque e uso do cupom devolvidos”); null: nada",
    }),
  })
  .meta({ id: "OrderHistoryEntry", description: "Uma mudança de status do pedido" });
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderTicketSchema = z
  .object({
    paper: z.enum(TICKET_PAPERS).meta({ description: "A largura do papel da impressora da loja" }),
    autoPrint: z.boolean().meta({
      description: "A loja imprime a comanda sozinha quando o pedido é aceito (Iniciar preparo)",
    }),
    prints: z.int().min(0).meta({
      description: "Quantas vezes a comanda já foi impressa (da segunda em diante: REIMPRESSÃO)",
    }),
  })
  .meta({ id: "OrderTicket", description: "A comanda da cozinha deste pedido" });
export type OrderTicket = z.infer<typeof orderTicketSchema>;

/** A Pix automático charge's states, as pix_charges stores them (see the schema's comment). */
export const PIX_CHARGE_STATUSES = ["creating", "active", "paid", "fallback", "closed"] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];
/** A devolução's states: `requested` until the PSP took it, then the standard's. */
export const PIX_REFUND_STATUSES = ["requested", "processing", "refunded", "failed"] as const;
export type PixRefundStatus = (typeof PIX_REFUND_STATUSES)[number];
/** Why money goes back: staff cancelled a paid order, or its Pix came after it expired. */
export const PIX_REFUND_REASONS = ["order_cancelled", "paid_after_expiry"] as const;
export type PixRefundReason = (typeof PIX_REFUND_REASONS)[number];

export const orderPixRefundSchema = z
  .object({
    amountCents: z.int().meta({ description: "Quanto volta ao cliente, em centavos" }),
    reason: z.enum(PIX_REFUND_REASONS).meta({
      description:
        "order_cancelled: a equipe cancelou o pedido pago; paid_after_expiry: o Pix chegou " +
        "depois de o pedido expirar",
    }),
    status: z.enum(PIX_REFUND_STATUSES).meta({
      description:
        "requested e processing: em processamento; refunded: devolvido; failed: não realizado",
    }),
    failureReason: z.string().nullable().meta({
      description: "Por que não foi realizado (o motivo do banco, em português); null nos outros",
    }),
    updatedAt: timestamp("A última mudança da devolução"),
  })
  .meta({ id: "OrderPixRefund", description: "Uma devolução do Pix pago (Pix automático)" });
export type OrderPixRefund = z.infer<typeof orderPixRefundSchema>;

export const orderPixAutomaticSchema = z
  .object({
    status: z.enum(PIX_CHARGE_STATUSES).meta({
      description:
        "creating e active: aguardando o banco; paid: o banco confirmou; fallback: o banco não " +
        "respondeu e o pedido usa o QR estático, confirmado pela equipe; closed: expirou sem pagamento",
    }),
    txid: z
      .string()
      .meta({ description: "O identificador da cobrança no banco (26 a 35 caracteres)" }),
    fallbackReason: z.string().nullable().meta({
      description: "Só em fallback: por que a cobrança não foi criada (em português)",
    }),
    endToEndId: z.string().nullable().meta({
      description: "O endToEndId do Pix que pagou a cobrança; null: nenhum ainda",
    }),
    paidCents: z.int().nullable().meta({ description: "Quanto o banco confirmou, em centavos" }),
    paidAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: "Quando o Pix foi pago, segundo o banco",
    }),
    refunds: z
      .array(orderPixRefundSchema)
      .meta({ description: "As devoluções, a mais antiga primeiro" }),
  })
  .meta({
    id: "OrderPixAutomatic",
    description: "A cobrança do Pix automático do pedido (o banco confirma o pagamento sozinho)",
  });
export type OrderPixAutomatic = z.infer<typeof orderPixAutomaticSchema>;

export const adminOrderDetailSchema = orderViewSchema
  // The pickup code is the customer's proof at the counter: staff ask for it, never read it.
  .omit({ accessToken: true, pickupCode: true })
  .extend({
    version,
    updatedAt: timestamp("A última mudança do pedido"),
    seenAt,
    ...lateness,
    pickupCodeCheckedAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: "Quando o código de retirada foi conferido na entrega; null: ainda não foi",
    }),
    paymentConfirmedBy: z
      .string()
      .nullable()
      .meta({
        description:
          "Pix: quem da equipe confirmou o pagamento no extrato, ou “Banco (Pix automático)”; " +
          "null: ninguém (ainda)",
      }),
    pixAutomatic: orderPixAutomaticSchema.optional().meta({
      description:
        "Só num pedido Pix feito numa loja com Pix automático: a cobrança no banco e as devoluções",
    }),
    ticket: orderTicketSchema,
    history: z
      .array(orderHistoryEntrySchema)
      .meta({ description: "As mudanças de status, a mais antiga primeiro" }),
  })
  .meta({
    id: "AdminOrderDetail",
    description:
      "Um pedido como a equipe o vê: o do cliente (sem o token nem o código de retirada), a " +
      "versão, o atraso, a comanda e o histórico",
  });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const unseenOrdersSchema = z
  .object({ unseenCount: z.int().meta({ description: "Pedidos que ninguém abriu ainda" }) })
  .meta({ id: "UnseenOrders", description: "O número do selo “Pedidos” do painel" });
export type UnseenOrders = z.infer<typeof unseenOrdersSchema>;

export const orderSeenSchema = z
  .object({
    id: z.string().meta({ example: "ORD-1763900000000" }),
    seenAt: z.iso
      .datetime({ offset: true })
      .meta({ description: "A primeira abertura, mantida nas seguintes" }),
  })
  .meta({ id: "OrderSeen", description: "Quando o pedido foi aberto pela primeira vez" });
export type OrderSeen = z.infer<typeof orderSeenSchema>;

/** What a status change did to the order's units and coupon use, as its history says it. */
export const STOCK_HISTORY_NOTES = {
  stockBack: "Estoque devolvido",
  stockAndCouponBack: "Estoque e uso do cupom devolvidos",
  stockTaken: "Estoque retirado de novo",
  stockAndCouponTaken: "Estoque e uso do cupom retirados de novo",
} as const;

export const AWAITING_PAYMENT_MESSAGES = {
  /** Any move of an order awaiting its Pix but cancelling it, or confirming the payment. */
  notPaid:
    "Este pedido aguarda o pagamento Pix: confira o extrato e use “Pix recebido” antes de iniciar",
  /** Nothing goes back to waiting for a payment. */
  cannotWait: "Um pedido não volta a aguardar pagamento",
  /** "Pix recebido" on an order that no longer awaits it (expired, cancelled, confirmed). */
  notAwaiting: "Este pedido não está aguardando pagamento",
  confirmed: "Pagamento confirmado: o pedido foi para Pendente",
  /** Reopening a Pix order cancelled unpaid (expired, or cancelled by staff before paying). */
  unpaidCancelled:
    "Este pedido Pix foi cancelado sem pagamento e não pode ser reaberto: o cliente faz um novo pedido",
} as const;

/** POST /api/admin/orders/:id/payment-confirmation ("Pix recebido"). */
export const confirmPaymentSchema = z.object({
  version: z.int({ error: "Versão do pedido inválida" }).min(1, "Versão do pedido inválida"),
});
export type ConfirmPayment = z.infer<typeof confirmPaymentSchema>;

/** PATCH /api/admin/orders/:id/status */
export const changeOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: "Status inválido" }),
    version: z.int({ error: "Versão do pedido inválida" }).min(1, "Versão do pedido inválida"),
    pickupCode: z
      .string({ error: PICKUP_CODE_MESSAGES.format })
      .trim()
      .regex(PICKUP_CODE_PATTERN, PICKUP_CODE_MESSAGES.format)
      .optional()
      .meta({
        description:
          "O código que o cliente mostra: obrigatório para entregar (delivered) um pedido de " +
          "retirada, opcional para uma entrega; conferido só ao marcar como entregue",
        example: "4821",
      }),
    courierName: oneLineText({ error: DELIVERY_STEP_MESSAGES.courierText })
      .max(COURIER_NAME_MAX_LENGTH, DELIVERY_STEP_MESSAGES.courierTooLong)
      .optional()
      .meta({
        description:
          "Só com out_for_delivery: quem leva o pedido (opcional; vazio é nenhum). Aparece no " +
          "pedido, no histórico (“Saiu com João”) e para o cliente",
        example: "João",
      }),
  })
  .refine((change) => change.courierName === undefined || change.status === "out_for_delivery", {
    path: ["courierName"],
    message: DELIVERY_STEP_MESSAGES.courierOnlyOut,
  });
export type ChangeOrderStatus = z.infer<typeof changeOrderStatusSchema>;

export const ticketPrintSchema = z
  .object({
    id: z.string().meta({ example: "ORD-1763900000000" }),
    prints: z.int().min(1).meta({
      description: "Quantas vezes a comanda foi impressa, contando esta (2 ou mais: REIMPRESSÃO)",
    }),
  })
  .meta({ id: "TicketPrint", description: "Uma impressão da comanda, contada" });
export type TicketPrint = z.infer<typeof ticketPrintSchema>;
