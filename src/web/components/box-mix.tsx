import { type BoxPartView, boxMixText } from "#shared/party-boxes.ts";
import { cn } from "#web/lib/utils.ts";

/**
 * A party box's mix under its name ("20 Limão, 15 Morango, 15 Uva"): the cart, the checkout's
 * summary and an order's lines (order-lines.tsx: confirmation, tracking) show it the same way,
 * so it lives here, below both apps. Nothing for a flavour's line (no parts).
 */
export function BoxMix({
  parts,
  className,
}: {
  parts: readonly BoxPartView[] | null | undefined;
  className?: string;
}) {
  if (!parts || parts.length === 0) return null;
  return (
    <p className={cn("text-muted text-sm", className)} data-testid="box-mix">
      <span className="sr-only">Sabores da caixa: </span>
      {boxMixText(parts)}
    </p>
  );
}
