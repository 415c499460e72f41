import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { OrderStatus } from "#shared/order-terms.ts";
import type { CustomerOrderView, TrackedOrder } from "#shared/orders.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * What reads an order: its id and its access token (the tracking link carries both), and on
 * the device that placed it the owner proof kept with its orders (never in the link), without
 * which the server leaves out the customer's personal data and the pickup code.
 */
export interface OrderAccess {
  id: string;
  accessToken: string;
  ownerProof?: string | undefined;
}

/** The order and its status history, for whoever holds its token. */
export function getOrder({ id, accessToken, ownerProof }: OrderAccess) {
  return api("get", "/api/orders/{id}", {
    path: { id },
    headers: {
      "x-order-token": accessToken,
      ...(ownerProof ? { "x-order-owner": ownerProof } : {}),
    },
  });
}

export const orderQueries = {
  all: () => ["order"] as const,
  // The token and proof are part of the key: a copy read with one never answers for another.
  detail: ({ id, accessToken, ownerProof }: OrderAccess) =>
    queryOptions({
      queryKey: [...orderQueries.all(), id, accessToken, ownerProof ?? null],
      queryFn: () => getOrder({ id, accessToken, ownerProof }),
    }),
};

/** The server's copy of an order the customer placed or follows (the token proves it is theirs). */
export function useOrder(order: OrderAccess | undefined) {
  return useQuery({
    ...orderQueries.detail(order ?? { id: "", accessToken: "" }),
    enabled: Boolean(order),
  });
}

/** How often "Meus pedidos" reads again an order that is still under way. */
export const ORDERS_REFRESH_MS = 20_000;

const isOver = (status: OrderStatus | undefined) =>
  status === "delivered" || status === "cancelled";

/**
 * The server's copies of this browser's orders, for their live status: each is read once, and
 * again every ORDERS_REFRESH_MS while it is under way and the page is in view (TanStack Query
 * stops while the tab is hidden). A list of a few orders costs a few small requests.
 */
export function useOrders(orders: readonly (OrderAccess & { status: OrderStatus })[]) {
  return useQueries({
    queries: orders.map((order) => ({
      ...orderQueries.detail(order),
      refetchInterval: (query: { state: { data?: { status: OrderStatus } } }) =>
        isOver(query.state.data?.status ?? order.status) ? false : ORDERS_REFRESH_MS,
    })),
  });
}

/**
 * The order as this browser keeps it ("Meus pedidos"): without the history, which the page
 * reads fresh each time, so localStorage holds only what the list shows. The owner proof stays:
 * the server gives it back only to the device that sent it.
 */
export function orderToKeep({
  statusHistory: _readFresh,
  ...order
}: CustomerOrderView & Partial<Pick<TrackedOrder, "statusHistory">>): CustomerOrderView {
  return order;
}
