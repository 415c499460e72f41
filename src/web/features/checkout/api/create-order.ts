import { useMutation } from "@tanstack/react-query";
import type { CreateOrderInput, OrderView } from "#shared/orders.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function createOrder(input: CreateOrderInput, idempotencyKey: string): Promise<OrderView> {
  return apiRequest<OrderView>("/api/orders", {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateOrderInput; key: string }) =>
      createOrder(input, key),
  });
}
