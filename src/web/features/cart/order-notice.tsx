import { TriangleAlert } from "lucide-react";

/**
 * What holds the whole order back, said where the customer goes on (role alert): its units
 * past the order's cap, or the server's refusal of it (too many orders in a short time).
 */
export function OrderNotice({ message }: { message: string }) {
  return (
    <div
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
      role="alert"
      data-testid="order-notice"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
