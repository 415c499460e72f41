import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ProductCreateData } from "#shared/admin-products.ts";
import { ApiRequestError, api } from "#web/lib/api-client.ts";
import { catalogQueries } from "#web/panel/features/catalog-api.ts";
import { dashboardQueries } from "#web/panel/features/dashboard/api.ts";

export const adminProductQueries = {
  all: () => ["admin", "products"] as const,
  list: () =>
    queryOptions({
      queryKey: [...adminProductQueries.all(), "list"],
      queryFn: () => api("get", "/api/admin/products"),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminProductQueries.all(), "detail", id],
      queryFn: () => api("get", "/api/admin/products/{id}", { path: { id } }),
      // The form must start from what is stored now (another HQ session may have edited it),
      // not from a copy read when the dialog was last open: nothing is kept once it closes.
      staleTime: 0,
      gcTime: 0,
    }),
};

export function useAdminProducts() {
  return useQuery(adminProductQueries.list());
}

export function useAdminProduct(id: string | null) {
  return useQuery({ ...adminProductQueries.detail(id ?? ""), enabled: id !== null });
}

/** A change to a product shows in the staff list, the shop and the dashboard. */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductQueries.list().queryKey }),
    queryClient.invalidateQueries({ queryKey: catalogQueries.all() }),
    queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
  ]);
}

/** The active switch of the list; the list reloads after a toggle. */
export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api("patch", "/api/admin/products/{id}", { path: { id }, body: { isActive } }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    /** A create may carry the initial stock; an edit never does. */
    mutationFn: ({ id, data }: { id: string | null; data: ProductCreateData }) =>
      id === null
        ? api("post", "/api/admin/products", { body: data })
        : api("put", "/api/admin/products/{id}", { path: { id }, body: data }),
    onSuccess: (product) =>
      queryClient.setQueryData(adminProductQueries.detail(product.id).queryKey, product),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("delete", "/api/admin/products/{id}", { path: { id } }),
    onSuccess: ({ id }) =>
      queryClient.removeQueries({ queryKey: adminProductQueries.detail(id).queryKey }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

const UPLOAD_NETWORK_MESSAGE = "Não foi possível enviar a imagem. Verifique sua conexão.";

/** Sends the file's bytes as they are, with its type; the server checks both. */
export async function uploadProductImage(file: File) {
  try {
    return await api("post", "/api/admin/product-images", { body: file });
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === "network_error") {
      throw new ApiRequestError(0, "network_error", UPLOAD_NETWORK_MESSAGE);
    }
    throw error;
  }
}
