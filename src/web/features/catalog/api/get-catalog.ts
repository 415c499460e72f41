import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { apiGet } from "#web/lib/api-client.ts";

export function getCatalog(): Promise<CatalogWithSite> {
  return apiGet<CatalogWithSite>("/api/catalog");
}

export const catalogQuery = () =>
  queryOptions({
    queryKey: ["catalog"],
    queryFn: getCatalog,
    staleTime: 60_000,
  });

export function useCatalog() {
  return useQuery(catalogQuery());
}
