/**
 * What travels live about orders: between server instances (PostgreSQL NOTIFY) and from the
 * server to browsers (Server-Sent Events). Payloads stay small, ids and statuses only: a
 * browser that hears of a change reads the order again through the API it already uses.
 */
import { ORDER_STATUSES } from "./order-terms.ts";
import { z } from "./zod-pt-br.ts";

const orderId = z.string().regex(/^ORD-\d{1,20}$/);
/** Every order event names the order's store: staff streams forward only their stores' events. */
const storeId = z.string().max(64);

export const orderEventSchema = z.discriminatedUnion("type", [
  /** A customer placed an order (sent when its transaction commits), #shortNumber at its store. */
  z.object({
    type: z.literal("order.created"),
    orderId,
    storeId,
    shortNumber: z.int().min(1),
  }),
  /** Staff moved an order to another status; `version` is the order's new version. */
  z.object({
    type: z.literal("order.updated"),
    orderId,
    storeId,
    status: z.enum(ORDER_STATUSES),
    version: z.int().min(1),
  }),
  /** A staff member opened the order for the first time: it is no longer new. */
  z.object({ type: z.literal("order.seen"), orderId, storeId }),
]);
export type OrderEvent = z.infer<typeof orderEventSchema>;
export type OrderEventType = OrderEvent["type"];
export const ORDER_EVENT_TYPES = [
  "order.created",
  "order.updated",
  "order.seen",
] as const satisfies readonly OrderEventType[];

/**
 * The staff stream (GET /api/admin/orders/events). Besides the order events it sends:
 * - `ready` once subscribed, with the unseen count: anything older is in the API's answers;
 * - `resync` when the server may have missed events (its database connection was lost):
 *   the client reads its lists again.
 */
export const staffStreamReadySchema = z
  .object({ unseenCount: z.int().meta({ description: "Pedidos que ninguém abriu ainda" }) })
  .meta({
    id: "StaffStreamReady",
    description: "O evento `ready` do fluxo da equipe, enviado uma vez ao se inscrever",
  });
export type StaffStreamReady = z.infer<typeof staffStreamReadySchema>;

export { CUSTOMER_STATUS_EVENT } from "./order-terms.ts";

/**
 * The data of the customer stream's `status` event (GET /api/orders/:id/events?token=…): sent
 * once on connect and once per change. The shop's pages import the type with `import type`.
 */
export const customerStatusEventSchema = z
  .object({ status: z.enum(ORDER_STATUSES).meta({ description: "O status do pedido agora" }) })
  .meta({
    id: "CustomerStatusEvent",
    description: "Os dados (JSON) do evento `status` do fluxo de um pedido",
  });
export type CustomerStatusEvent = z.infer<typeof customerStatusEventSchema>;
