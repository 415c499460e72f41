import type { PriceChange } from "#shared/errors.ts";
import { formatBRL } from "#shared/money.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { cn } from "#web/lib/utils.ts";

/** The order the server refused because its total changed: what was shown, and what it is now. */
export interface PendingPriceChange {
  before: PriceChange;
  now: PriceChange;
}

/** What changed, in words: "a taxa de entrega", "os preços e o desconto". */
export function whatChanged(change: PendingPriceChange): string {
  const parts = [
    change.before.subtotalCents !== change.now.subtotalCents && "os preços",
    change.before.discountCents !== change.now.discountCents && "o desconto",
    change.before.deliveryFeeCents !== change.now.deliveryFeeCents && "a taxa de entrega",
  ].filter((part): part is string => typeof part === "string");
  const [only, ...more] = parts;
  if (only === undefined) return "O total mudou";
  const said =
    more.length === 0
      ? `${only} ${only.startsWith("os ") ? "mudaram" : "mudou"}`
      : `${parts.slice(0, -1).join(", ")} e ${parts.at(-1)} mudaram`;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

const ROWS: { key: keyof PriceChange; label: string; negative?: boolean }[] = [
  { key: "subtotalCents", label: "Subtotal" },
  { key: "discountCents", label: "Desconto", negative: true },
  { key: "deliveryFeeCents", label: "Taxa de entrega" },
  { key: "totalCents", label: "Total" },
];

/**
 * The order was not placed: its total changed while the customer was at the checkout (a fee,
 * a price, the coupon). Says what changed, old beside new, and places it only if the customer
 * confirms the new total.
 */
export function PriceChangeDialog({
  change,
  confirming,
  onConfirm,
  onClose,
}: {
  change: PendingPriceChange | null;
  confirming: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Dialog open={change !== null} onOpenChange={(open) => !open && onClose()}>
      {change && (
        <DialogContent data-testid="price-change">
          <DialogTitle>O valor do pedido mudou</DialogTitle>
          <DialogDescription>
            Seu pedido ainda não foi feito. {whatChanged(change)} enquanto você finalizava: confira
            o novo total e confirme para fazer o pedido.
          </DialogDescription>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="text-left font-normal">
                  <span className="sr-only">Item</span>
                </th>
                <th scope="col" className="text-right font-normal">
                  Antes
                </th>
                <th scope="col" className="text-right font-normal">
                  Agora
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(({ key, label, negative }) => {
                const was = change.before[key];
                const is = change.now[key];
                if (negative && was === 0 && is === 0) return null;
                const sign = negative ? "-" : "";
                const isTotal = key === "totalCents";
                return (
                  <tr
                    key={key}
                    className={
                      isTotal
                        ? "border-brand-100 border-t font-extrabold text-base"
                        : was !== is
                          ? "bg-amber-50 font-semibold"
                          : undefined
                    }
                    data-testid={`price-change-${key}`}
                  >
                    <th scope="row" className="py-1.5 text-left font-[inherit]">
                      {label}
                      {was !== is && !isTotal && <span className="sr-only"> (mudou)</span>}
                    </th>
                    <td
                      className={cn(
                        "py-1.5 text-right text-muted",
                        was !== is && "line-through decoration-1",
                      )}
                    >
                      {sign}
                      {formatBRL(was)}
                    </td>
                    <td className="py-1.5 text-right">
                      {sign}
                      {formatBRL(is)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button type="button" size="lg" onClick={onConfirm} disabled={confirming}>
              {confirming ? "Enviando pedido..." : "Confirmar novo total"}
            </Button>
            <Button type="button" variant="outline" size="lg" onClick={onClose}>
              Voltar ao pedido
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
