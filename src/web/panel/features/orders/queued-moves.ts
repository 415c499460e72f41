import { useMutationState } from "@tanstack/react-query";
import { ORDER_MOVES_KEY, type OrderMove } from "./api.ts";
import { useOnline } from "./live-status.tsx";

/**
 * Whether a status change this screen made to the order is not stored yet: "offline" while it
 * waits for the connection (it goes when it is back), "sending" while the server has it.
 */
export function useQueuedMove(orderId: string): "offline" | "sending" | null {
  const online = useOnline();
  const waiting = useMutationState({
    filters: { mutationKey: ORDER_MOVES_KEY, status: "pending" },
    select: (mutation) => (mutation.state.variables as OrderMove | undefined)?.id,
  }).includes(orderId);
  if (!waiting) return null;
  return online ? "sending" : "offline";
}
