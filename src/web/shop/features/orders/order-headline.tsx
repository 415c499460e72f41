import { Bike, CheckCircle2, ChefHat, CircleX, Hourglass } from "lucide-react";
import type { SystemCancelReason } from "#shared/cancel-reasons.ts";
import type { OrderView } from "#shared/orders.ts";
import { cn } from "#web/lib/utils.ts";
import { type OrderState, orderHeadline } from "./order-state.ts";

const TONES = {
  waiting: { Icon: Hourglass, className: "text-amber-700" },
  progress: { Icon: ChefHat, className: "text-brand-700" },
  done: { Icon: CheckCircle2, className: "text-green-700" },
  cancelled: { Icon: CircleX, className: "text-red-700" },
} as const;

/**
 * The order's state in one heading and a sentence. A live region: a change the store makes
 * while the page is open (Pix confirmed, preparing, out for delivery, expired) is read out.
 */
export function OrderHeadline({
  order,
  cancelReason = null,
}: {
  order: OrderState & Pick<OrderView, "deliveryMethod">;
  /** Why the system cancelled the order, when it did (the server's history says so). */
  cancelReason?: SystemCancelReason | null;
}) {
  const headline = orderHeadline(order, cancelReason);
  const tone = TONES[headline.tone];
  // The bike only once the order is on its way: before, it is still in the store's hands.
  const Icon = order.status === "out_for_delivery" ? Bike : tone.Icon;
  return (
    <div className="mb-6 flex items-start gap-3" role="status" data-tone={headline.tone}>
      <Icon className={cn("size-10 shrink-0", tone.className)} aria-hidden="true" />
      <div>
        <h1 className="font-extrabold text-2xl sm:text-3xl" data-testid="order-headline">
          {headline.title}
        </h1>
        <p className="text-muted">{headline.description}</p>
      </div>
    </div>
  );
}
