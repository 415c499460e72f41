import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  AdminOrderFilters,
  AdminOrderList,
  AdminOrderSummary,
  ChangeOrderStatus,
} from "#shared/admin-orders.ts";
import { api } from "#web/lib/api-client.ts";

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

export function useAdminOrder(id: string | null) {
  return useQuery({ ...adminOrderQueries.detail(id ?? ""), enabled: id !== null });
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

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: ChangeOrderStatus & { id: string }) =>
      api("patch", "/api/admin/orders/{id}/status", { path: { id }, body: change }),
    // The card moves as soon as it is dropped; a refusal puts the server's truth back.
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminOrderQueries.lists() });
      patchListedOrder(queryClient, id, { status });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQueries.detail(order.id).queryKey, order);
      patchListedOrder(queryClient, order.id, {
        status: order.status,
        version: order.version,
        updatedAt: order.updatedAt,
        seenAt: order.seenAt,
      });
    },
    onSettled: () => refreshOrders(queryClient),
  });
}

export function useMarkOrderSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("post", "/api/admin/orders/{id}/seen", { path: { id } }),
    onSuccess: ({ id, seenAt }) => patchListedOrder(queryClient, id, { seenAt }),
    onSettled: () => refreshOrders(queryClient),
  });
}
