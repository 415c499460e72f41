/** The staff order queue's API (/api/admin/orders…): filters, answers and the status change. */
import { DATE_RANGE_MESSAGE, dayInRange } from "./date-range.ts";
import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderView,
} from "./orders.ts";
import { z } from "./zod-pt-br.ts";

/** Each status column shows at most this many orders, newest first; `counts` has the rest. */
export const ORDERS_PER_STATUS_LIMIT = 200;

export const ORDER_CONFLICT_MESSAGE =
  "Este pedido foi alterado por outra pessoa. Atualize e tente de novo.";
export const STATUS_UPDATED_MESSAGE = "Status atualizado com sucesso";
export const STATUS_UPDATE_FAILED_MESSAGE = "Erro ao atualizar status";

/**
 * The usual path of an order, one click at a time. Staff may still set any status (SPEC §4),
 * see docs/decisions/007-order-status-transitions.md.
 */
export const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: "preparing",
  preparing: "ready",
  ready: "delivered",
};

export const ADVANCE_LABELS: Partial<Record<OrderStatus, string>> = {
  pending: "Iniciar preparo",
  preparing: "Marcar como pronto",
  ready: "Marcar como entregue",
};

/** A query parameter left empty (`?storeId=`) means the filter is off. */
const param = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

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
    status: param(z.enum(ORDER_STATUSES, { error: "Status inválido" })),
    storeId: param(z.string().trim().min(1).max(64, "Loja inválida")),
    method: param(z.enum(DELIVERY_METHODS, { error: "Forma de recebimento inválida" })),
    from: param(isoDate),
    to: param(isoDate),
    /** Order number, customer name, or phone digits. */
    q: param(z.string().trim().max(100, "Use no máximo 100 caracteres na busca")),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ["to"],
    message: "A data final deve ser igual ou posterior à inicial",
  });
export type AdminOrderFilters = z.output<typeof adminOrderFiltersSchema>;

export interface AdminOrderSummary {
  id: string;
  status: OrderStatus;
  /** Sent back with a status change, so a change made meanwhile by someone else is noticed. */
  version: number;
  customerName: string;
  customerPhone: string;
  deliveryMethod: DeliveryMethod;
  totalCents: number;
  itemCount: number;
  store: { id: string; name: string };
  createdAt: string;
  updatedAt: string;
  /** Null until a staff member opens the order: until then it is marked "Novo". */
  seenAt: string | null;
}

export interface AdminOrderList {
  /** Newest first, at most ORDERS_PER_STATUS_LIMIT per status. */
  orders: AdminOrderSummary[];
  /** How many orders match the filters in each status, shown or not. */
  counts: Record<OrderStatus, number>;
  limitPerStatus: number;
}

export interface OrderHistoryEntry {
  /** Null for the order's creation. */
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  /** userId null: the customer (creation) or an account deleted since. */
  changedBy: { userId: string | null; name: string };
  changedAt: string;
}

export interface AdminOrderDetail extends Omit<OrderView, "accessToken"> {
  version: number;
  updatedAt: string;
  seenAt: string | null;
  /** Oldest first. */
  history: OrderHistoryEntry[];
}

export interface UnseenOrders {
  unseenCount: number;
}

/** PATCH /api/admin/orders/:id/status */
export const changeOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Status inválido" }),
  version: z.int({ error: "Versão do pedido inválida" }).min(1, "Versão do pedido inválida"),
});
export type ChangeOrderStatus = z.infer<typeof changeOrderStatusSchema>;
