import { RotateCw } from "lucide-react";
import { Component, lazy, type ReactNode, Suspense } from "react";
import type { CustomerOrderView, TrackedOrder } from "#shared/orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { reportError } from "#web/lib/report-error.ts";
import { withRetries } from "#web/lib/retry-import.ts";
import { OrderNotice } from "./order-notice.tsx";
import { TrackingSkeleton } from "./tracking-skeleton.tsx";

/**
 * What shows an order (status, Pix, items, totals, cashback) is the largest part of the order
 * pages' code. It is loaded on demand, so neither the tracking page's nor the confirmation's
 * first load carries it: the pages start loading it as soon as they know an order is coming
 * (and the checkout as it sends one), beside the request for the order itself.
 */
export const loadOrderFollowUp = () => import("./order-follow-up.tsx");

const OrderFollowUp = lazy(() =>
  withRetries(loadOrderFollowUp).then((module) => ({ default: module.OrderFollowUp })),
);

/** The order, once its code is here; until then the page's skeleton under `heading`. */
export function LazyOrderFollowUp({
  order,
  heading,
}: {
  order: CustomerOrderView | TrackedOrder;
  heading?: string;
}) {
  return (
    <CodeFailed>
      <Suspense fallback={<TrackingSkeleton heading={heading} />}>
        <OrderFollowUp order={order} />
      </Suspense>
    </CodeFailed>
  );
}

/** Its code failed to load (after retries): said, reported, and a reload offered. */
class CodeFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportError(error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <OrderNotice title="Não foi possível carregar o pedido" Icon={RotateCw}>
        <p className="mt-2 text-muted">Verifique sua conexão e tente de novo.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Tentar de novo
        </Button>
      </OrderNotice>
    );
  }
}
