import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useLiveStores, useLiveStoresFollowOrders } from "#web/panel/features/live/api.ts";
import { LiveFilters } from "#web/panel/features/live/live-filters.tsx";
import { LiveStoreList } from "#web/panel/features/live/live-store-list.tsx";
import { LiveTotals } from "#web/panel/features/live/live-totals.tsx";
import { needsAttention } from "#web/panel/features/live/needs-attention.ts";
import { useLiveParams } from "#web/panel/features/live/use-live-params.ts";
import { useServerClock } from "#web/panel/features/live/use-server-clock.ts";
import { LiveIndicator } from "#web/panel/features/orders/live-status.tsx";
import { useOrderEvents } from "#web/panel/features/orders/use-order-events.ts";

const updatedAt = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** /admin/lojas-ao-vivo: HQ's view of every store now, what needs attention first. */
export function LiveStoresPage() {
  const connection = useOrderEvents();
  useLiveStoresFollowOrders();
  const [params, setParams] = useLiveParams();
  const { data, isPending, isError, dataUpdatedAt, isPlaceholderData } = useLiveStores(
    params.state,
  );
  const now = useServerClock(data?.at, dataUpdatedAt);
  const stores = data
    ? params.attentionOnly
      ? data.stores.filter(needsAttention)
      : data.stores
    : [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-extrabold text-3xl">Lojas ao vivo</h1>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <LiveIndicator state={connection} />
          {data && (
            <p className="text-muted text-sm" data-testid="live-updated-at">
              Atualizado às {updatedAt.format(new Date(data.at))}
            </p>
          )}
        </div>
      </div>
      {isPending && (
        <div className="flex flex-col gap-3" role="status" aria-label="Carregando lojas">
          <Skeleton className="h-20" />
          <Skeleton className="h-96" />
        </div>
      )}
      {isError && !data && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          Não foi possível carregar as lojas. Tentando de novo...
        </p>
      )}
      {data && (
        <div
          className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60"
          aria-busy={isPlaceholderData}
        >
          <LiveTotals totals={data.totals} />
          <LiveFilters
            states={data.states}
            state={params.state}
            onStateChange={(state) => setParams({ state })}
            attentionOnly={params.attentionOnly}
            onAttentionOnlyChange={(attentionOnly) => setParams({ attentionOnly })}
          />
          <p className="text-muted text-sm" aria-live="polite">
            {stores.length === 1 ? "1 loja" : `${stores.length} lojas`}
            {params.attentionOnly ? " com pedidos aguardando" : ""}
            {params.state ? ` em ${params.state}` : ""}
          </p>
          {stores.length === 0 ? (
            <p role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
              {params.attentionOnly
                ? "Nenhuma loja com pedidos aguardando. Tudo em dia!"
                : "Nenhuma loja neste estado."}
            </p>
          ) : (
            <LiveStoreList stores={stores} now={now} />
          )}
        </div>
      )}
    </div>
  );
}
