import type { LiveStore } from "#shared/store-live.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { LIVE_COLUMNS, LiveStoreRow } from "./live-store-row.tsx";

const HEADERS = ["Loja", "Agora", "Painel da loja", "Aguardando", "Atrasados", "Hoje", ""];

/** The stores, what needs attention first (the server's order); column names on wide screens. */
export function LiveStoreList({ stores, now }: { stores: readonly LiveStore[]; now: number }) {
  return (
    <section className="flex flex-col gap-2" aria-labelledby="live-stores-heading">
      <h2 id="live-stores-heading" className="sr-only">
        Lojas
      </h2>
      {/* Each row names its figures for readers; this header is for the eye on wide screens. */}
      <div
        aria-hidden="true"
        className={cn(
          "hidden gap-x-4 px-4 font-semibold text-muted text-xs uppercase md:grid",
          LIVE_COLUMNS,
        )}
      >
        {HEADERS.map((header, index) => (
          <span key={header || index}>{header}</span>
        ))}
      </div>
      <ul className="flex flex-col gap-2">
        {stores.map((store) => (
          <LiveStoreRow key={store.id} store={store} now={now} />
        ))}
      </ul>
    </section>
  );
}
