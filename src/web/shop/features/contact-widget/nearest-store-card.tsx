import { LoaderCircle, MapPin, MapPinOff, Navigation } from "lucide-react";
import { mapsDirectionsUrl } from "./contact-links.ts";
import type { NearestStoreState } from "./use-nearest-store.ts";

interface NearestStoreCardProps {
  state: NearestStoreState;
  /** Id of the element that says a link opens in a new tab. */
  newTabHintId: string;
}

/** The contact widget's nearest-store card: searching, found and denied states. */
export function NearestStoreCard({ state, newTabHintId }: NearestStoreCardProps) {
  return (
    <div
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4"
      aria-live="polite"
      data-testid="nearest-store-card"
    >
      <NearestStoreContent state={state} newTabHintId={newTabHintId} />
    </div>
  );
}

function NearestStoreContent({ state, newTabHintId }: NearestStoreCardProps) {
  switch (state.status) {
    case "idle":
    case "searching":
      return (
        <p className="flex items-center gap-2 text-muted text-sm">
          <LoaderCircle className="size-4 shrink-0 animate-spin text-brand-600" aria-hidden />
          Buscando loja mais próxima...
        </p>
      );
    case "denied":
      return (
        <p className="flex items-start gap-2 text-muted text-sm">
          <MapPinOff className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          Permita acesso à localização para encontrar a loja mais próxima
        </p>
      );
    case "none":
      return (
        <p className="flex items-start gap-2 text-muted text-sm">
          <MapPinOff className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          Não encontramos uma loja próxima. Fale com a gente pelo WhatsApp.
        </p>
      );
    case "found": {
      const { store } = state;
      return (
        <div className="flex gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-white text-brand-600 shadow-sm">
            <MapPin className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-brand-700 text-xs uppercase tracking-wide">
              Loja mais próxima
            </h3>
            <p className="mt-1 font-bold text-ink">{store.name}</p>
            <p className="text-muted text-sm">{store.address}</p>
            <p className="text-muted text-sm">
              {store.city} - {store.state}
            </p>
            <a
              href={mapsDirectionsUrl(store.contact)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabHintId}
              className="mt-2 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-700 text-sm underline-offset-4 hover:underline"
            >
              <Navigation className="size-4" aria-hidden />
              Ver rota no Google Maps
            </a>
          </div>
        </div>
      );
    }
  }
}
