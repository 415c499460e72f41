/** The catalogue as the staff panel reads it (a query: staff changes invalidate it). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";

export function getCatalog() {
  return api("get", "/api/catalog");
}

export const catalogQueries = {
  all: () => ["catalog"] as const,
  current: () =>
    queryOptions({
      queryKey: catalogQueries.all(),
      queryFn: getCatalog,
      staleTime: 60_000,
    }),
};

export function useCatalog() {
  return useQuery(catalogQueries.current());
}
