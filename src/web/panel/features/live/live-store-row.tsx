import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { formatBRL } from "#shared/money.ts";
import { type LiveStore, STORE_ATTENTION_LABELS, type StoreAttention } from "#shared/store-live.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { formatWait } from "./wait-time.ts";

/** How each kind of store stands out: the urgent ones at a glance, the calm ones quiet. */
const ATTENTION_STYLES: Record<StoreAttention, { row: string; badge: string }> = {
  late: { row: "border-l-red-700 bg-red-50", badge: "bg-red-700 text-white" },
  unattended: { row: "border-l-amber-500 bg-amber-50", badge: "bg-amber-200 text-amber-950" },
  waiting: { row: "border-l-brand-600", badge: "bg-brand-100 text-brand-800" },
  unwatched: { row: "border-l-ink/30", badge: "bg-ink/10 text-ink" },
  quiet: { row: "border-l-green-700", badge: "bg-green-100 text-green-900" },
  closed: { row: "border-l-transparent opacity-80", badge: "bg-ink/10 text-ink" },
  inactive: { row: "border-l-transparent opacity-70", badge: "bg-ink/10 text-ink" },
};

/** The columns of the desktop list; each row names its own figures for phones and readers. */
export const LIVE_COLUMNS =
  "md:grid-cols-[minmax(12rem,1.6fr)_minmax(5rem,0.8fr)_minmax(7rem,1fr)_minmax(8rem,1.2fr)_minmax(6rem,1fr)_minmax(6rem,1fr)_auto]";

/** Only what asks for someone's attention carries a badge; the calm rows stay quiet. */
const BADGED: ReadonlySet<StoreAttention> = new Set(["late", "unattended", "waiting"]);

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-muted text-xs md:sr-only">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * One store now: open or not, its panel, its waiting and late orders (with the units held by
 * orders nobody paid or accepted yet), its day so far.
 */
export function LiveStoreRow({ store, now }: { store: LiveStore; now: number }) {
  const style = ATTENTION_STYLES[store.attention];
  const oldest = store.oldestWaitingAt ? now - Date.parse(store.oldestWaitingAt) : null;
  const headingId = `live-store-${store.id}`;
  return (
    <li
      className={cn(
        "grid grid-cols-3 gap-x-3 gap-y-2 rounded-2xl border-l-4 bg-white p-3 text-sm shadow-sm md:items-center md:gap-x-4 md:rounded-xl md:py-2",
        LIVE_COLUMNS,
        style.row,
      )}
      aria-labelledby={headingId}
      data-testid="live-store"
      data-store-id={store.id}
      data-attention={store.attention}
    >
      <div className="col-span-3 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 md:col-span-1">
        <h3 id={headingId} className="font-bold text-base leading-tight">
          {store.name}
        </h3>
        <span className="text-muted text-xs">
          {store.city} - {store.state}
        </span>
        {BADGED.has(store.attention) && (
          <span className={cn("rounded-full px-2 py-0.5 font-semibold text-xs", style.badge)}>
            {STORE_ATTENTION_LABELS[store.attention]}
          </span>
        )}
      </div>
      <dl className="contents">
        <Cell label="Agora">
          <span className="font-semibold">
            {store.isOpen ? "Aberta" : "Fechada"}
            {!store.isActive && <span className="font-normal text-muted"> · fora do site</span>}
          </span>
        </Cell>
        <Cell label="Painel da loja">
          <span className="flex items-center gap-1.5 whitespace-nowrap font-semibold">
            <span
              aria-hidden="true"
              className={cn(
                "size-2.5 shrink-0 rounded-full",
                store.panelCount > 0 ? "bg-green-600" : "bg-ink/30",
              )}
            />
            {store.panelCount > 0
              ? store.panelCount === 1
                ? "Conectado"
                : `${store.panelCount} conectados`
              : "Sem painel"}
          </span>
        </Cell>
        <Cell label="Aguardando">
          <span className="font-semibold" data-testid="live-waiting">
            {store.waitingCount === 0 ? "Nenhum" : plural(store.waitingCount, "pedido", "pedidos")}
          </span>
          {oldest !== null && (
            <span className="block text-muted text-xs">
              o mais antigo há {formatWait(Math.max(0, oldest))}
            </span>
          )}
          {store.heldUnits > 0 && (
            <span className="block text-muted text-xs" data-testid="live-held">
              {plural(store.heldUnits, "picolé retido", "picolés retidos")} sem pagamento nem aceite
            </span>
          )}
        </Cell>
        <Cell label="Atrasados">
          <span
            className={cn("font-semibold", store.lateCount > 0 && "text-red-800")}
            data-testid="live-late"
          >
            {store.lateCount === 0 ? "Nenhum" : plural(store.lateCount, "atrasado", "atrasados")}
          </span>
          <span className="block text-muted text-xs">limite {store.lateAfterMinutes} min</span>
        </Cell>
        <Cell label="Hoje">
          <span className="font-semibold" data-testid="live-today">
            {plural(store.todayOrderCount, "pedido", "pedidos")}
          </span>
          <span className="block text-muted text-xs">{formatBRL(store.todaySalesCents)}</span>
        </Cell>
      </dl>
      <Link
        to={`/admin/pedidos?loja=${encodeURIComponent(store.id)}`}
        className="inline-flex h-9 items-center justify-center gap-1 self-center rounded-full px-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Pedidos<span className="sr-only"> de {store.name}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}
