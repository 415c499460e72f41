import { Landmark, TriangleAlert } from "lucide-react";
import type { OrderPixAutomatic, OrderPixRefund } from "#shared/admin-orders.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { PIX_AUTOMATIC_TEXTS, type RefundTone, refundText } from "./pix-automatic-facts.ts";

/**
 * Inside an unpaid Pix order's box: whether the bank will confirm it by itself ("Aguardando o
 * banco"), or whether staff must, because no charge could be made (the reason, as the server
 * wrote it). Nothing for a charge that is paid already: the payment line says so.
 */
export function PixAutomaticWaiting({ pix }: { pix: OrderPixAutomatic }) {
  if (pix.status === "fallback") {
    return (
      <div
        className="flex flex-col gap-0.5 rounded-lg border-2 border-amber-400 bg-amber-50 p-2 text-amber-950"
        data-testid="pix-automatic"
        data-state="fallback"
      >
        <p className="flex items-start gap-1.5 font-bold">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {PIX_AUTOMATIC_TEXTS.fallback}
        </p>
        {pix.fallbackReason && <p>Motivo: {pix.fallbackReason}</p>}
      </div>
    );
  }
  if (pix.status === "paid") return null;
  const closed = pix.status === "closed";
  return (
    <div
      className="flex flex-col gap-0.5"
      data-testid="pix-automatic"
      data-state={closed ? "closed" : "waiting"}
    >
      <p className="flex items-center gap-1.5 font-bold text-brand-800">
        <Landmark className="size-4 shrink-0" aria-hidden="true" />
        {closed ? PIX_AUTOMATIC_TEXTS.closed : PIX_AUTOMATIC_TEXTS.waiting}
      </p>
      {!closed && <p className="text-muted">{PIX_AUTOMATIC_TEXTS.waitingHint}</p>}
    </div>
  );
}

const REFUND_TONES: Record<RefundTone, string> = {
  waiting: "text-amber-900",
  done: "text-emerald-800",
  failed: "text-red-700",
};

/** The order's devoluções, one line each: amount, state (the bank's motivo if it failed), why. */
export function PixRefundLines({ refunds }: { refunds: OrderPixRefund[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {refunds.map((refund) => {
        const { text, why, tone } = refundText(refund);
        return (
          <li key={`${refund.reason}-${refund.updatedAt}`} data-testid="pix-refund">
            <span className={cn("font-semibold", REFUND_TONES[tone])}>{text}</span>
            <span className="text-muted"> · {why}</span>
          </li>
        );
      })}
    </ul>
  );
}
