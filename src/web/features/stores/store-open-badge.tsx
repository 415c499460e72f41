import { STORE_CLOSED_LABEL } from "#shared/store-status.ts";
import { cn } from "#web/lib/utils.ts";

/**
 * "Aberta agora" or "Fechada", as the catalogue says (its isOpen: the staff's switch and the
 * hours, judged on the server): never the visitor's clock, so the server's HTML and the
 * browser's first render agree.
 */
export function StoreOpenBadge({ isOpen, className }: { isOpen: boolean; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs",
        isOpen ? "bg-emerald-50 text-emerald-800" : "bg-ink/10 text-ink",
        className,
      )}
      data-testid="store-open-status"
    >
      <span
        className={cn("size-2 rounded-full", isOpen ? "bg-emerald-600" : "bg-muted")}
        aria-hidden="true"
      />
      {isOpen ? "Aberta agora" : STORE_CLOSED_LABEL}
    </span>
  );
}
