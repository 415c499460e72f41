import { ChevronDown } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { type AdminStore, TICKET_PAPER_LABELS } from "#shared/admin-stores.ts";
import { pickupOnlyLabel } from "#shared/deliveries-pause.ts";
import { storeCountLabel } from "#shared/store-search.ts";
import { STORE_CLOSED_LABEL } from "#shared/store-status.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { SearchBox } from "#web/panel/features/ui/search-box.tsx";
import { SectionCard } from "#web/panel/features/ui/section-card.tsx";
import { useAdminStores } from "./api.ts";
import { DeliveryAreasEditor } from "./delivery-areas-editor.tsx";
import { StoreHoursEditor } from "./store-hours-editor.tsx";
import { StoreOpeningChoice } from "./store-opening-choice.tsx";
import { StorePaymentsEditor } from "./store-payments-editor.tsx";
import { StoreSettingsEditor } from "./store-settings-editor.tsx";

/** The editors a store's row opens, one at a time, with their toggles' labels. */
const EDITORS = {
  hours: "Horários",
  settings: "Atraso e comanda",
  payments: "Pagamentos",
  areas: "Bairros de entrega",
} as const;
type Editor = keyof typeof EDITORS;

/**
 * Lojas: each store's open/closed switch, weekly hours, counter settings, payments and delivery
 * areas, searchable like the shop's picker.
 */
export function StoresSection() {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const { data: stores, isPending, isError } = useAdminStores(deferredQuery);

  return (
    <SectionCard
      title="Lojas"
      description="Uma loja fechada não aceita pedido nenhum, nem com entrega. Em “Só retirada” as entregas ficam pausadas até a hora escolhida."
    >
      <SearchBox
        label="Buscar loja"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Cidade, bairro, estado ou nome"
      />
      {isPending && <p role="status">Carregando lojas...</p>}
      {isError && <p role="alert">Não foi possível carregar as lojas.</p>}
      {stores && (
        <>
          <p className="text-muted text-sm" aria-live="polite">
            {storeCountLabel(stores.length)}
          </p>
          <ul className="flex flex-col gap-2" aria-label="Lojas">
            {stores.map((store) => (
              <StoreRow key={store.id} store={store} />
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}

/** "Atraso após 5 min · comanda 80 mm · impressão ao aceitar". */
function counterSummary(store: AdminStore): string {
  return [
    `Atraso após ${store.lateAfterMinutes} min`,
    `comanda ${TICKET_PAPER_LABELS[store.ticketPaper]}`,
    store.autoPrintTickets ? "impressão ao aceitar" : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

function EditorToggle({
  open,
  onToggle,
  controls,
  label,
  store,
}: {
  open: boolean;
  onToggle(): void;
  controls: string;
  label: string;
  store: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="inline-flex h-9 items-center gap-1 rounded-full px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
    >
      {label}
      <span className="sr-only"> de {store}</span>
      <ChevronDown
        className={cn("size-4 transition-transform", open && "rotate-180")}
        aria-hidden="true"
      />
    </button>
  );
}

function StoreRow({ store }: { store: AdminStore }) {
  const [editing, setEditing] = useState<Editor | null>(null);
  const editorId = useId();
  const toggle = (editor: Editor) => setEditing((open) => (open === editor ? null : editor));

  return (
    <li className="rounded-xl border border-brand-100 p-3" data-testid="admin-store">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-bold">{store.name}</p>
          <p className="text-muted text-sm">
            {store.address}, {store.city} - {store.state}
          </p>
          <p className="mt-1 text-sm">
            <span
              className={cn(
                "rounded-full px-2 py-0.5 font-semibold text-xs",
                !store.isOpen
                  ? "bg-ink/10 text-ink"
                  : store.deliveriesPause
                    ? "bg-amber-100 text-amber-950"
                    : "bg-green-100 text-green-900",
              )}
              data-testid="store-open-state"
            >
              {!store.isOpen
                ? STORE_CLOSED_LABEL
                : store.deliveriesPause
                  ? pickupOnlyLabel(store.deliveriesPause, new Date())
                  : "Aberta agora"}
            </span>{" "}
            <span className="text-muted">
              {store.openingHours ? "Com horário de funcionamento" : "Sem horário definido"}
            </span>
          </p>
          <p className="mt-1 text-muted text-xs" data-testid="store-counter-settings">
            {counterSummary(store)}
          </p>
        </div>
        <div className="basis-full md:basis-auto">
          <StoreOpeningChoice store={store} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-1">
        {(Object.keys(EDITORS) as Editor[]).map((editor) => (
          <EditorToggle
            key={editor}
            open={editing === editor}
            onToggle={() => toggle(editor)}
            controls={editorId}
            label={EDITORS[editor]}
            store={store.name}
          />
        ))}
      </div>
      <div id={editorId}>
        {editing === "hours" && <StoreHoursEditor store={store} onSaved={() => setEditing(null)} />}
        {editing === "settings" && (
          <StoreSettingsEditor store={store} onSaved={() => setEditing(null)} />
        )}
        {editing === "payments" && <StorePaymentsEditor store={store} />}
        {editing === "areas" && <DeliveryAreasEditor store={store} />}
      </div>
    </li>
  );
}
