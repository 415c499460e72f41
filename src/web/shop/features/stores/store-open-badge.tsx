import { pickupOnlyLabel } from "#shared/deliveries-pause.ts";
import { type DeliveriesPause, STORE_CLOSED_LABEL } from "#shared/store-status.ts";
import { cn } from "#web/lib/utils.ts";

/**
 * "Aberta agora", "Só retirada até 18:30" or "Fechada", as the catalogue says (its isOpen: the
 * staff's switch and the hours; its deliveriesPause: staff's "só retirada", judged on the
 * server): never the visitor's clock, so the server's HTML and the browser's first render agree.
 */
export function StoreOpenBadge({
  isOpen,
  pause = null,
  className,
}: {
  isOpen: boolean;
  pause?: DeliveriesPause | null;
  className?: string;
}) {
  const paused = isOpen && pause !== null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs",
        !isOpen
          ? "bg-ink/10 text-ink"
          : paused
            ? "bg-amber-50 text-amber-900"
            : "bg-emerald-50 text-emerald-800",
        className,
      )}
      data-testid="store-open-status"
    >
      <span
        className={cn(
          "size-2 rounded-full",
          !isOpen ? "bg-muted" : paused ? "bg-amber-500" : "bg-emerald-600",
        )}
        aria-hidden="true"
      />
      {!isOpen ? STORE_CLOSED_LABEL : pause ? pickupOnlyLabel(pause, new Date()) : "Aberta agora"}
    </span>
  );
}
