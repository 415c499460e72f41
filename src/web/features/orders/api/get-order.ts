import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderView } from "#shared/orders.ts";
import { apiGet } from "#web/lib/api-client.ts";

export function getOrder(id: string, accessToken: string): Promise<OrderView> {
  return apiGet<OrderView>(`/api/orders/${encodeURIComponent(id)}`, {
    "X-Order-Token": accessToken,
  });
}

export const orderQuery = (id: string, accessToken: string) =>
  queryOptions({
    queryKey: ["order", id],
    queryFn: () => getOrder(id, accessToken),
  });

/** The server's copy of an order the customer placed (the token proves it is theirs). */
export function useOrder(order: { id: string; accessToken: string } | undefined) {
  return useQuery({
    ...orderQuery(order?.id ?? "", order?.accessToken ?? ""),
    enabled: Boolean(order),
  });
}
