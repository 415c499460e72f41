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
  UnseenOrders,
} from "#shared/admin-orders.ts";
import { apiGet, apiRequest } from "#web/lib/api-client.ts";

/** Every cache of the order queue hangs under this key, so one invalidation reaches them all. */
export const ADMIN_ORDERS_KEY = ["admin", "orders"] as const;

export type OrderFilters = Omit<AdminOrderFilters, "status">;

function filtersQueryString(filters: OrderFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `?${text}` : "";
}

export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, "list", filters],
    queryFn: () => apiGet<AdminOrderList>(`/api/admin/orders${filtersQueryString(filters)}`),
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, "detail", id],
    queryFn: () => apiGet<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`),
  });

export const unseenOrdersQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, "unseen"],
    queryFn: () => apiGet<UnseenOrders>("/api/admin/orders/unseen-count"),
  });

/** The queue; while new filters load, the previous cards stay on screen. */
export function useAdminOrders(filters: OrderFilters) {
  return useQuery({ ...adminOrdersQuery(filters), placeholderData: keepPreviousData });
}

export function useAdminOrder(id: string | null) {
  return useQuery({ ...adminOrderQuery(id ?? ""), enabled: id !== null });
}

export function useUnseenOrders() {
  return useQuery(unseenOrdersQuery());
}

/** Re-reads everything the queue shows: after a live event, a conflict, a reconnection. */
export function refreshOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
}

/** Applies `change` to the card of `id` in every cached list (the board moves at once). */
function patchListedOrder(
  queryClient: QueryClient,
  id: string,
  change: Partial<AdminOrderSummary>,
): void {
  queryClient.setQueriesData<AdminOrderList>(
    { queryKey: [...ADMIN_ORDERS_KEY, "list"] },
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
      apiRequest<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
        method: "PATCH",
        body: change,
      }),
    // The card moves as soon as it is dropped; a refusal puts the server's truth back.
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: [...ADMIN_ORDERS_KEY, "list"] });
      patchListedOrder(queryClient, id, { status });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQuery(order.id).queryKey, order);
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
    mutationFn: (id: string) =>
      apiRequest<{ id: string; seenAt: string }>(
        `/api/admin/orders/${encodeURIComponent(id)}/seen`,
        { method: "POST" },
      ),
    onSuccess: ({ id, seenAt }) => patchListedOrder(queryClient, id, { seenAt }),
    onSettled: () => refreshOrders(queryClient),
  });
}
