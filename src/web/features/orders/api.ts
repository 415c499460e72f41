import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type { OrderStatus } from "#shared/order-terms.ts";
import type { OrderView, TrackedOrder } from "#shared/orders.ts";
import { api } from "#web/lib/api-client.ts";

/** What reads an order: its id and its access token (the tracking link carries both). */
export interface OrderAccess {
  id: string;
  accessToken: string;
}

/** The order and its status history, for whoever holds its token. */
export function getOrder(id: string, accessToken: string) {
  return api("get", "/api/orders/{id}", {
    path: { id },
    headers: { "x-order-token": accessToken },
  });
}

export const orderQueries = {
  all: () => ["order"] as const,
  // The token is part of the key: a copy read with one token never answers for another.
  detail: (id: string, accessToken: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), id, accessToken],
      queryFn: () => getOrder(id, accessToken),
    }),
};

/** The server's copy of an order the customer placed or follows (the token proves it is theirs). */
export function useOrder(order: OrderAccess | undefined) {
  return useQuery({
    ...orderQueries.detail(order?.id ?? "", order?.accessToken ?? ""),
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
      ...orderQueries.detail(order.id, order.accessToken),
      refetchInterval: (query: { state: { data?: { status: OrderStatus } } }) =>
        isOver(query.state.data?.status ?? order.status) ? false : ORDERS_REFRESH_MS,
    })),
  });
}

/**
 * The order as this browser keeps it ("Meus pedidos"): without the history, which the page
 * reads fresh each time, so localStorage holds only what the list shows.
 */
export function orderToKeep({
  statusHistory: _readFresh,
  ...order
}: OrderView & Partial<Pick<TrackedOrder, "statusHistory">>): OrderView {
  return order;
}
