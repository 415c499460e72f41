import { ArrowLeft, Clock, MapPin, MessageCircle, Navigation } from "lucide-react";
import type { ReactNode } from "react";
import type { CatalogStore, SiteConfig } from "#shared/catalog.ts";
import { deliveriesPausedMessage } from "#shared/deliveries-pause.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { storeDirectionsUrl, storeWhatsappUrl } from "./store-links.ts";
import { StoreOpenBadge } from "./store-open-badge.tsx";

const NEW_TAB = <span className="sr-only"> (abre em nova aba)</span>;

/**
 * /lojas/:id: where the store is, when it opens, how to get there or talk to it, and ordering.
 * Rendered by the server; the page gives it its islands: "Pedir nesta loja" (`orderHere`) and
 * the week's hours (`hours`, when the store published them).
 */
export function StoreDetail({
  store,
  site,
  orderHere,
  hours,
}: {
  store: CatalogStore;
  site: SiteConfig;
  orderHere: ReactNode;
  hours: ReactNode;
}) {
  return (
    <article className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-x-10">
      <a
        href="/lojas"
        className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-brand-700 text-sm underline-offset-4 hover:underline lg:col-span-2"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Todas as lojas
      </a>

      <div className="grid gap-6">
        <header className="grid gap-2">
          <h1 className="font-extrabold text-3xl leading-tight sm:text-4xl">{store.name}</h1>
          <div>
            <StoreOpenBadge isOpen={store.isOpen} pause={store.deliveriesPause} />
          </div>
          <p className="flex items-start gap-2 text-lg">
            <MapPin className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              <span className="block">{store.address}</span>
              <span className="block text-muted">
                {store.city} - {store.state}
              </span>
            </span>
          </p>
          {!store.isOpen ? (
            <p className="text-muted text-sm">
              Fechada agora: não recebe pedidos. Escolha outra loja para pedir.
            </p>
          ) : (
            store.deliveriesPause && (
              <p className="text-muted text-sm" data-testid="store-pause">
                {deliveriesPausedMessage(store.deliveriesPause, new Date())}
              </p>
            )
          )}
        </header>

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {orderHere}
          <a
            href={storeDirectionsUrl(store)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: "lg", variant: "outline" })}
          >
            <Navigation aria-hidden="true" />
            Como chegar
            {NEW_TAB}
          </a>
          <a
            href={storeWhatsappUrl(store, site)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: "lg", variant: "whatsapp" })}
          >
            <MessageCircle aria-hidden="true" />
            WhatsApp
            {NEW_TAB}
          </a>
        </div>
      </div>

      <section
        className="w-full max-w-md rounded-2xl border border-brand-100 bg-white p-4 shadow-sm lg:max-w-none"
        aria-labelledby="hours-heading"
      >
        <h2 id="hours-heading" className="mb-2 flex items-center gap-2 font-bold text-lg">
          <Clock className="size-5 text-brand-600" aria-hidden="true" />
          Horário de funcionamento
        </h2>
        {hours ?? (
          <p className="text-muted text-sm">
            Esta loja ainda não publicou seu horário. Pergunte pelo WhatsApp.
          </p>
        )}
      </section>
    </article>
  );
}
