import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  AdminOrderDetail,
  AdminOrderFilters,
  AdminOrderList,
  AdminOrderSummary,
  ChangeOrderStatus,
} from "#shared/admin-orders.ts";
import type { OrderStatus } from "#shared/order-terms.ts";
import { api } from "#web/lib/api-client.ts";
import { confirmingHere, stopRinging } from "./new-order-alarm.ts";

export type OrderFilters = Omit<AdminOrderFilters, "status">;

/** Every cache of the order queue hangs under `all()`, so one invalidation reaches them all. */
export const adminOrderQueries = {
  all: () => ["admin", "orders"] as const,
  lists: () => [...adminOrderQueries.all(), "list"] as const,
  list: (filters: OrderFilters) =>
    queryOptions({
      queryKey: [...adminOrderQueries.lists(), filters],
      queryFn: () => api("get", "/api/admin/orders", { query: filters }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), "detail", id],
      queryFn: () => api("get", "/api/admin/orders/{id}", { path: { id } }),
    }),
  unseen: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), "unseen"],
      queryFn: () => api("get", "/api/admin/orders/unseen-count"),
    }),
};

/** The queue; while new filters load, the previous cards stay on screen. */
export function useAdminOrders(filters: OrderFilters) {
  return useQuery({ ...adminOrderQueries.list(filters), placeholderData: keepPreviousData });
}

/** How often an open order is read again while its devolução is on its way. */
export const REFUND_REFRESH_MS = 5_000;

/**
 * One order. A devolução settles at the bank with no event on the staff stream (its webhook or
 * the reconciler records it), so an order whose refund is on its way is read again now and then.
 */
export function useAdminOrder(id: string | null) {
  return useQuery({
    ...adminOrderQueries.detail(id ?? ""),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.pixAutomatic?.refunds.some(
        (refund) => refund.status === "requested" || refund.status === "processing",
      )
        ? REFUND_REFRESH_MS
        : false,
  });
}

export function useUnseenOrders() {
  return useQuery(adminOrderQueries.unseen());
}

/** Re-reads everything the queue shows: after a live event, a conflict, a reconnection. */
export function refreshOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminOrderQueries.all() });
}

/** Applies `change` to the card of `id` in every cached list (the board moves at once). */
function patchListedOrder(
  queryClient: QueryClient,
  id: string,
  change: Partial<AdminOrderSummary>,
): void {
  queryClient.setQueriesData<AdminOrderList>(
    { queryKey: adminOrderQueries.lists() },
    (list) =>
      list && {
        ...list,
        orders: list.orders.map((order) => (order.id === id ? { ...order, ...change } : order)),
      },
  );
}

/** A status change as the board sends it: the order, the status it had, the change. */
export type OrderMove = ChangeOrderStatus & { id: string; from: OrderStatus };

/** The status changes this screen has sent or queued (the cards mark theirs until stored). */
export const ORDER_MOVES_KEY = [...adminOrderQueries.all(), "moves"] as const;

/**
 * Moves orders. `onMoved` and `onRefused` hear every move (a per-call callback would miss all
 * but the latest of quick successive moves): the board prints a ticket when an order is
 * accepted, and says why a move was refused. Offline, a move waits (its card says so) and goes
 * when the connection is back; moves go one at a time, in the order they were made.
 */
export function useChangeOrderStatus(
  options: {
    onMoved?(from: OrderStatus, order: AdminOrderDetail): void;
    onRefused?(error: Error, move: OrderMove): void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ORDER_MOVES_KEY,
    scope: { id: "admin-order-moves" },
    mutationFn: ({ id, from: _from, ...change }: OrderMove) =>
      api("patch", "/api/admin/orders/{id}/status", { path: { id }, body: change }),
    // The card moves as soon as it is dropped; a refusal puts the server's truth back. A
    // hand-over waits for the server instead: the pickup code may be wrong.
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminOrderQueries.lists() });
      if (status !== "delivered") patchListedOrder(queryClient, id, { status });
    },
    onSuccess: (order, { from }) => {
      queryClient.setQueryData(adminOrderQueries.detail(order.id).queryKey, order);
      patchListedOrder(queryClient, order.id, {
        status: order.status,
        version: order.version,
        updatedAt: order.updatedAt,
        seenAt: order.seenAt,
      });
      options.onMoved?.(from, order);
    },
    onError: (error, move) => options.onRefused?.(error, move),
    onSettled: () => refreshOrders(queryClient),
  });
}

/**
 * "Pix recebido" (POST …/payment-confirmation): after a staff member saw the Pix in the bank
 * statement, the order goes from "Aguardando pagamento" to Pendente. A 409 (it expired, was
 * cancelled or confirmed meanwhile, or changed) reaches the caller, who says so; the board
 * reads the queue again either way.
 */
export function useConfirmPixPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api("post", "/api/admin/orders/{id}/payment-confirmation", {
        path: { id },
        body: { version },
      }),
    // This screen confirmed it: the order reaches Pendente without ringing here.
    onMutate: ({ id }) => confirmingHere(id, true),
    onError: (_error, { id }) => confirmingHere(id, false),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueries.detail(order.id).queryKey, order);
      patchListedOrder(queryClient, order.id, {
        status: order.status,
        version: order.version,
        updatedAt: order.updatedAt,
      });
    },
    onSettled: () => refreshOrders(queryClient),
  });
}

export function useMarkOrderSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("post", "/api/admin/orders/{id}/seen", { path: { id } }),
    onSuccess: ({ id, seenAt }) => {
      // Opened: its alarm stops here at once (other screens hear order.seen).
      stopRinging(id);
      patchListedOrder(queryClient, id, { seenAt });
    },
    onSettled: () => refreshOrders(queryClient),
  });
}

/**
 * Counts one print of the kitchen ticket (POST …/ticket-prints): the answer says which print it
 * is, so the second and later ones read REIMPRESSÃO.
 */
export function useRecordTicketPrint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api("post", "/api/admin/orders/{id}/ticket-prints", { path: { id } }),
    onSuccess: ({ id, prints }) => {
      const { queryKey } = adminOrderQueries.detail(id);
      queryClient.setQueryData(queryKey, (order) =>
        order ? { ...order, ticket: { ...order.ticket, prints } } : order,
      );
      // A read of the order already on its way left before this print, and would put the count
      // back: it is cancelled and the order read again.
      void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
