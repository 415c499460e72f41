import { useMutation } from "@tanstack/react-query";
import type { CreateOrderInput } from "#shared/orders.ts";
import { api } from "#web/lib/api-client.ts";

export function createOrder(input: CreateOrderInput, idempotencyKey: string) {
  return api("post", "/api/orders", {
    body: input,
    headers: { "idempotency-key": idempotencyKey },
  });
}

export function useCreateOrder() {
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateOrderInput; key: string }) =>
      createOrder(input, key),
  });
}
