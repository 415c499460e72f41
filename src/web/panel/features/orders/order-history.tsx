import type { OrderHistoryEntry } from "#shared/admin-orders.ts";
import { ORDER_STATUS_LABELS } from "#shared/order-terms.ts";
import { formatOrderTime } from "./format.ts";

/**
 * Every status the order went through: "Em preparo — por Ana, 14:32"; a Pix confirmed says so,
 * "Pendente (Pix recebido) — por Ana, 14:30", naming who checked the bank statement; what the
 * change did to the stock follows ("Cancelado — por Ana, 14:40 · Estoque devolvido").
 */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  return (
    <ol
      className="flex flex-col gap-2 border-brand-100 border-l-2 pl-4 text-sm"
      data-testid="order-history"
    >
      {history.map((entry) => (
        <li key={`${entry.changedAt}-${entry.toStatus}`} className="relative">
          <span
            className="-left-[1.36rem] absolute top-1.5 size-2.5 rounded-full bg-brand-600"
            aria-hidden="true"
          />
          <span className="font-semibold">{ORDER_STATUS_LABELS[entry.toStatus]}</span>
          {entry.fromStatus === "awaiting_payment" && entry.toStatus === "pending"
            ? " (Pix recebido)"
            : ""}{" "}
          — por {entry.changedBy.name},{" "}
          <time dateTime={entry.changedAt}>{formatOrderTime(entry.changedAt)}</time>
          {entry.note ? <span className="text-slate-600"> · {entry.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
