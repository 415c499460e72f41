import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  AdminProductDetail,
  DeletedProduct,
  ProductUpdate,
  UploadedImage,
} from "#shared/admin-products.ts";
import { isApiErrorBody } from "#shared/errors.ts";
import { adminProductsQuery } from "#web/features/admin/api/products.ts";
import { ApiRequestError, apiGet, apiRequest } from "#web/lib/api-client.ts";

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "products", id],
    queryFn: () => apiGet<AdminProductDetail>(productPath(id)),
    // The form must start from what is stored now (orders take stock all the time), not from
    // a copy read when the dialog was last open: nothing is kept once the dialog closes.
    staleTime: 0,
    gcTime: 0,
  });

export function useAdminProduct(id: string | null) {
  return useQuery({ ...adminProductQuery(id ?? ""), enabled: id !== null });
}

/** A change to a product shows in the staff list, the shop and the dashboard's low stock. */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: ["catalog"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] }),
  ]);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, data }: { id: string | null; data: ProductUpdate }) =>
      id === null
        ? apiRequest<AdminProductDetail>("/api/admin/products", { method: "POST", body: data })
        : apiRequest<AdminProductDetail>(productPath(id), { method: "PUT", body: data }),
    onSuccess: (product) =>
      queryClient.setQueryData(adminProductQuery(product.id).queryKey, product),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<DeletedProduct>(productPath(id), { method: "DELETE" }),
    onSuccess: ({ id }) => queryClient.removeQueries({ queryKey: adminProductQuery(id).queryKey }),
    onSettled: () => refreshAfterChange(queryClient),
  });
}

const UPLOAD_NETWORK_MESSAGE = "Não foi possível enviar a imagem. Verifique sua conexão.";

/** Sends the file's bytes as they are, with its type; the server checks both. */
export async function uploadProductImage(file: File): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch("/api/admin/product-images", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": file.type },
      body: file,
    });
  } catch {
    throw new ApiRequestError(0, "network_error", UPLOAD_NETWORK_MESSAGE);
  }
  if (response.ok) return (await response.json()) as UploadedImage;
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) {
    throw new ApiRequestError(response.status, body.error.code, body.error.message);
  }
  throw new ApiRequestError(response.status, "http_error", "Não foi possível enviar a imagem.");
}
