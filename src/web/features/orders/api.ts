import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

export function getOrder(id: string, accessToken: string) {
  return api("get", "/api/orders/{id}", {
    path: { id },
    headers: { "x-order-token": accessToken },
  });
}

export const orderQueries = {
  all: () => ["order"] as const,
  detail: (id: string, accessToken: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), id],
      queryFn: () => getOrder(id, accessToken),
    }),
};

/** The server's copy of an order the customer placed (the token proves it is theirs). */
export function useOrder(order: { id: string; accessToken: string } | undefined) {
  return useQuery({
    ...orderQueries.detail(order?.id ?? "", order?.accessToken ?? ""),
    enabled: Boolean(order),
  });
}
