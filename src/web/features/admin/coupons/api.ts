import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminCoupon,
  CouponCreateInput,
  CouponDeleteResult,
  CouponUpdate,
} from "#shared/admin-coupons.ts";
import { apiGet, apiRequest } from "#web/lib/api-client.ts";

export const adminCouponsQuery = () =>
  queryOptions({
    queryKey: ["admin", "coupons"],
    queryFn: () => apiGet<AdminCoupon[]>("/api/admin/coupons"),
  });

export function useAdminCoupons() {
  return useQuery(adminCouponsQuery());
}

const couponPath = (code: string) => `/api/admin/coupons/${encodeURIComponent(code)}`;

/** Every coupon mutation reloads the list: usage counts move with orders meanwhile. */
function useCouponMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponsQuery().queryKey }),
  });
}

export function useCreateCoupon() {
  return useCouponMutation((input: CouponCreateInput) =>
    apiRequest<AdminCoupon>("/api/admin/coupons", { method: "POST", body: input }),
  );
}

export function useUpdateCoupon() {
  return useCouponMutation(({ code, update }: { code: string; update: CouponUpdate }) =>
    apiRequest<AdminCoupon>(couponPath(code), { method: "PUT", body: update }),
  );
}

export function useDeleteCoupon() {
  return useCouponMutation((code: string) =>
    apiRequest<CouponDeleteResult>(couponPath(code), { method: "DELETE" }),
  );
}
