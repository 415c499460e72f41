import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CouponCreateInput, CouponUpdate } from "#shared/admin-coupons.ts";
import { api } from "#web/lib/api-client.ts";

export const adminCouponQueries = {
  all: () => ["admin", "coupons"] as const,
  list: () =>
    queryOptions({
      queryKey: adminCouponQueries.all(),
      queryFn: () => api("get", "/api/admin/coupons"),
    }),
};

export function useAdminCoupons() {
  return useQuery(adminCouponQueries.list());
}

/** Every coupon mutation reloads the list: usage counts move with orders meanwhile. */
function useCouponMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponQueries.all() }),
  });
}

export function useCreateCoupon() {
  return useCouponMutation((input: CouponCreateInput) =>
    api("post", "/api/admin/coupons", { body: input }),
  );
}

export function useUpdateCoupon() {
  return useCouponMutation(({ code, update }: { code: string; update: CouponUpdate }) =>
    api("put", "/api/admin/coupons/{code}", { path: { code }, body: update }),
  );
}

export function useDeleteCoupon() {
  return useCouponMutation((code: string) =>
    api("delete", "/api/admin/coupons/{code}", { path: { code } }),
  );
}
