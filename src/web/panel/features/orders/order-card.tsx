import { useDraggable } from "@dnd-kit/core";
import {
  AlarmClock,
  Banknote,
  Bike,
  CalendarClock,
  CreditCard,
  QrCode,
  ShoppingBag,
  Wallet,
} from "lucide-react";
import type { ReactNode } from "react";
import { type AdminOrderSummary, isWorkingStatus } from "#shared/admin-orders.ts";
import { formatBRL } from "#shared/money.ts";
import {
  DELIVERY_METHOD_LABELS,
  formatShortNumber,
  type PaymentMethod,
} from "#shared/order-terms.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { cashbackFacts } from "./cashback-facts.ts";
import {
  formatItemCount,
  formatOrderTime,
  formatPixExpiry,
  formatWaiting,
  isLate,
  PIX_EXPIRY_WARNING_MS,
} from "./format.ts";
import { OrderCardItems } from "./order-card-items.tsx";
import { OrderStatusControls } from "./order-status-controls.tsx";
import { type PaymentTone, paymentText } from "./payment-facts.ts";
import type { PixOrder } from "./pix-confirmation.tsx";
import { useNow } from "./use-now.ts";

const PAYMENT_ICONS: Record<PaymentMethod, typeof Wallet> = {
  pix: QrCode,
  cash: Banknote,
  card: CreditCard,
  whatsapp: Wallet,
  test: Wallet,
};

const TONE_CLASSES: Record<PaymentTone, string> = {
  waiting: "text-amber-900",
  paid: "text-emerald-800",
  plain: "text-ink",
};

/** What 'Pix recebido' needs of a card's order. */
export const pixOrderOf = (order: AdminOrderSummary): PixOrder => ({
  id: order.id,
  shortNumber: order.shortNumber,
  version: order.version,
  totalCents: order.totalCents,
  customerName: order.customerName,
  expiresAt: order.paymentExpiresAt,
});

/**
 * An unpaid Pix order's box: the amount to look for in the bank statement and the time it has
 * left (urgent in its last minutes) before the server cancels it.
 */
function PixWaiting({ order, now }: { order: AdminOrderSummary; now: number }) {
  const left = order.paymentExpiresAt ? Date.parse(order.paymentExpiresAt) - now : null;
  return (
    <div
      className="flex flex-wrap items-baseline justify-between gap-x-2 rounded-xl bg-ice-50 px-3 py-2"
      data-testid="pix-waiting"
    >
      <span>
        Pix de <strong className="font-black text-base">{formatBRL(order.totalCents)}</strong>
      </span>
      {order.paymentExpiresAt && left !== null && (
        <span
          className={cn(
            "font-bold text-xs",
            left <= PIX_EXPIRY_WARNING_MS ? "text-red-700" : "text-amber-900",
          )}
          data-testid="pix-expiry"
        >
          {formatPixExpiry(order.paymentExpiresAt, now)}
        </span>
      )}
    </div>
  );
}

/**
 * An encomenda's slot, large: the kitchen works towards it ("Agendado para 15:00"), red once it
 * is late (not ready by then).
 */
function ScheduleLine({
  order,
  late,
  compact = false,
}: {
  order: AdminOrderSummary;
  late: boolean;
  compact?: boolean;
}) {
  if (!order.schedule) return null;
  return (
    <p
      className={cn(
        "flex items-center gap-1.5 rounded-lg font-black",
        compact ? "px-1 text-sm leading-5" : "px-2 py-1 text-base",
        late ? "bg-red-50 text-red-800" : "bg-ice-50 text-brand-800",
      )}
      data-testid="order-card-schedule"
    >
      <CalendarClock className={compact ? "size-4" : "size-5"} aria-hidden="true" />
      Agendado para {order.schedule.time}
    </p>
  );
}

interface OrderCardProps {
  order: AdminOrderSummary;
  onOpen(id: string): void;
  /** The store's name on the card: for HQ and staff of several stores. */
  showStore?: boolean;
  /** Modo cozinha's card: compact, what to make large, the next step 48 px tall. */
  kitchen?: boolean;
}

/** What a card's frame tells of its order: late, new to the store, or a Pix still unpaid. */
function cardState(order: AdminOrderSummary, now: number) {
  const awaitingPix = order.status === "awaiting_payment";
  // Nothing to make until the Pix is confirmed: it becomes new for the kitchen then.
  const isNew = order.seenAt === null && !awaitingPix;
  return { awaitingPix, isNew, late: isLate(order, now) };
}

function frameBorder(late: boolean, isNew: boolean, awaitingPix: boolean): string {
  if (late) return "border-red-600";
  if (isNew) return "border-amber-400";
  return awaitingPix ? "border-ink/25 border-dashed" : "border-transparent";
}

/** The card itself, named for readers and tests, its border saying late, new or unpaid Pix. */
function CardFrame({
  order,
  state: { awaitingPix, isNew, late },
  className,
  children,
}: {
  order: AdminOrderSummary;
  state: ReturnType<typeof cardState>;
  className: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={`Pedido ${formatShortNumber(order.shortNumber)}`}
      data-testid="order-card"
      data-order-id={order.id}
      data-late={late || undefined}
      className={cn(
        "flex flex-col rounded-2xl border-2 bg-white shadow-sm",
        frameBorder(late, isNew, awaitingPix),
        className,
      )}
    >
      {children}
    </article>
  );
}

/** The short number, big: a tap opens the order's detail. */
function ShortNumberButton({
  order,
  onOpen,
  className,
}: {
  order: AdminOrderSummary;
  onOpen(id: string): void;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(order.id)}
      aria-label={`Abrir pedido ${formatShortNumber(order.shortNumber)} (${order.id})`}
      className={cn("font-black leading-none tracking-tight", className)}
      data-testid="short-number"
    >
      {formatShortNumber(order.shortNumber)}
    </button>
  );
}

/**
 * An order as the kitchen reads it at a glance: its short number, big; how long it has waited
 * (late past the store's limit); pickup or delivery; what to make, line by line; and the next
 * step. Delivered and cancelled orders are history: a compact card without the lines.
 */
export function OrderCard(props: OrderCardProps & { className?: string }) {
  if (props.kitchen) return <KitchenOrderCard {...props} />;
  return <BoardOrderCard {...props} />;
}

/** The method's chip: "Retirada" or "Entrega", on every card (the kitchen's without its icon). */
function MethodChip({ order, compact = false }: { order: AdminOrderSummary; compact?: boolean }) {
  const MethodIcon = order.deliveryMethod === "pickup" ? ShoppingBag : Bike;
  return (
    <span
      className={cn(
        "flex shrink-0 items-center gap-1 rounded-full font-semibold text-xs",
        compact ? "px-1.5 leading-5" : "px-2 leading-6",
        order.deliveryMethod === "pickup" ? "bg-ice-100" : "bg-amber-100",
      )}
      data-testid="delivery-method"
    >
      {!compact && <MethodIcon className="size-3.5" aria-hidden="true" />}
      {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
    </span>
  );
}

function BoardOrderCard({
  order,
  onOpen,
  showStore = false,
  className,
}: OrderCardProps & { className?: string }) {
  const now = useNow();
  const state = cardState(order, now);
  const { awaitingPix, isNew, late } = state;
  const working = isWorkingStatus(order.status);
  const payment = paymentText(order);
  const PaymentIcon = PAYMENT_ICONS[order.paymentMethod];
  const cashback = cashbackFacts({
    spentCents: order.cashbackSpentCents,
    earnedCents: order.cashbackEarnedCents,
  });
  return (
    <CardFrame order={order} state={state} className={cn("gap-2 p-3 text-sm", className)}>
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <ShortNumberButton order={order} onOpen={onOpen} className="text-3xl hover:underline" />
        <div className="flex flex-wrap justify-end gap-1">
          {late && (
            <span className="flex items-center gap-1 rounded-full bg-red-600 px-2 font-bold text-white text-xs leading-6">
              <AlarmClock className="size-3.5" aria-hidden="true" />
              Atrasado
            </span>
          )}
          {isNew && (
            <span className="rounded-full bg-amber-100 px-2 font-bold text-amber-900 text-xs leading-6">
              Novo
            </span>
          )}
        </div>
      </div>
      <p className="-mt-1 break-all text-[11px] text-muted leading-tight">{order.id}</p>
      <ScheduleLine order={order} late={late} />

      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* An encomenda is placed days ahead: its slot, above, is what the kitchen works to. */}
        {working && !awaitingPix && !order.schedule ? (
          <span
            className={cn("font-bold", late ? "text-red-700" : "text-ink")}
            data-testid="waiting-time"
          >
            <span className="sr-only">Esperando há </span>
            {formatWaiting(order.createdAt, now)}
          </span>
        ) : null}
        <time dateTime={order.createdAt} className="text-muted text-xs">
          {formatOrderTime(order.createdAt)}
        </time>
        <span className="ml-auto">
          <MethodChip order={order} />
        </span>
      </p>

      {showStore && <p className="font-semibold text-brand-700 text-xs">{order.store.name}</p>}

      {working ? (
        <OrderCardItems items={order.items} />
      ) : (
        <p className="text-muted">{formatItemCount(order.itemCount)}</p>
      )}

      <p className="flex justify-between gap-2 border-brand-100 border-t pt-2">
        <span className="min-w-0 truncate font-semibold">{order.customerName}</span>
        <span className="shrink-0 font-bold">{formatBRL(order.totalCents)}</span>
      </p>
      {cashback && (
        <p className="font-semibold text-green-800 text-xs" data-testid="card-cashback">
          {cashback}
        </p>
      )}
      {awaitingPix ? (
        <PixWaiting order={order} now={now} />
      ) : (
        <p
          className={cn(
            "flex items-start gap-1.5 font-semibold text-xs",
            TONE_CLASSES[payment.tone],
          )}
          data-testid="payment"
        >
          <PaymentIcon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Pagamento: </span>
            {payment.text}
          </span>
        </p>
      )}
      <OrderStatusControls order={order} pix={pixOrderOf(order)} className="mt-1 empty:hidden" />
    </CardFrame>
  );
}

/**
 * Modo cozinha's card, read from across the counter and small enough for four in a column at
 * 1024×768: number, pickup or delivery, time waiting; what to make, large; who it is for; the
 * next step. The rest (payment, total, other statuses) is in the order's detail.
 */
function KitchenOrderCard({
  order,
  onOpen,
  showStore = false,
  className,
}: OrderCardProps & { className?: string }) {
  const now = useNow();
  const state = cardState(order, now);
  const { awaitingPix, isNew, late } = state;
  return (
    <CardFrame order={order} state={state} className={cn("gap-0.5 p-1.5", className)}>
      <div className="flex h-6 items-center gap-1.5">
        <ShortNumberButton
          order={order}
          onOpen={onOpen}
          className="-my-2 h-10 rounded-lg px-1 text-2xl hover:bg-brand-50"
        />
        <MethodChip order={order} compact />
        {order.status !== "out_for_delivery" && !order.schedule && (
          <span
            className={cn(
              "ml-auto flex shrink-0 items-center gap-1 font-bold text-sm",
              late ? "text-red-700" : "text-ink",
            )}
            data-testid="waiting-time"
          >
            {late && <AlarmClock className="size-4" aria-hidden="true" />}
            <span className="sr-only">{late ? "Atrasado, esperando há " : "Esperando há "}</span>
            {formatWaiting(order.createdAt, now)}
          </span>
        )}
      </div>
      <ScheduleLine order={order} late={late} compact />
      <OrderCardItems items={order.items} large />
      {awaitingPix && <PixWaiting order={order} now={now} />}
      <p className="flex items-center gap-2 text-sm leading-5">
        <span className="min-w-0 flex-1 truncate font-semibold">
          {order.customerName}
          {showStore && <span className="text-brand-700"> · {order.store.name}</span>}
        </span>
        {isNew && (
          <span className="shrink-0 rounded-full bg-amber-100 px-2 font-bold text-amber-900 text-xs leading-5">
            Novo
          </span>
        )}
      </p>
      <OrderStatusControls
        order={order}
        pix={pixOrderOf(order)}
        large
        className="mt-0.5 empty:hidden"
      />
    </CardFrame>
  );
}

/** The card on the wide board, where it can also be dragged to another column. */
export function DraggableOrderCard(props: OrderCardProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: props.order.id,
    data: { order: props.order },
  });
  // Only the pointer drags: keyboard and screen-reader users move orders with the same card's
  // button and status menu, which say what they do.
  return (
    <div ref={setNodeRef} {...listeners} className={cn("cursor-grab", isDragging && "opacity-40")}>
      <OrderCard {...props} />
    </div>
  );
}
