import { LoaderCircle, LocateFixed, Search } from "lucide-react";
import { storeCountLabel } from "#shared/store-search.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/utils.ts";
import type { NearMeState } from "./use-near-me.ts";

export const STORE_SEARCH_PLACEHOLDER = "Buscar por cidade, bairro ou loja...";

interface StoreSearchControlsProps {
  /** The search box's id, for a list that reads what was typed before it was hydrated. */
  inputId?: string;
  query: string;
  onQueryChange(query: string): void;
  /** How many stores the search finds. */
  count: number;
  nearMe: NearMeState;
  onNearMeToggle(): void;
}

/**
 * The store search of the picker and of /lojas: the search box (accents and case do not matter),
 * "Perto de mim", how many stores were found, and what became of the location request.
 */
export function StoreSearchControls({
  inputId,
  query,
  onQueryChange,
  count,
  nearMe,
  onNearMeToggle,
}: StoreSearchControlsProps) {
  const locating = nearMe.status === "locating";
  return (
    // A container: in the picker on a phone, the button drops its icon to stay beside the count.
    <div className="@container grid gap-2">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={STORE_SEARCH_PLACEHOLDER}
          aria-label={STORE_SEARCH_PLACEHOLDER}
          className="h-11 w-full rounded-xl border border-brand-200 bg-white pr-3 pl-9 text-base"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="text-muted text-sm" aria-live="polite">
          {storeCountLabel(count)}
        </p>
        <Button
          type="button"
          size="sm"
          className="px-3"
          variant={nearMe.status === "on" ? "default" : "outline"}
          aria-pressed={nearMe.status === "on"}
          aria-busy={locating || undefined}
          onClick={onNearMeToggle}
        >
          {locating ? (
            <LoaderCircle className="animate-spin @max-[21rem]:hidden" aria-hidden="true" />
          ) : (
            <LocateFixed className="@max-[21rem]:hidden" aria-hidden="true" />
          )}
          Perto de mim
        </Button>
      </div>
      {/* Always in the page, so that what it comes to say is announced. */}
      <p
        className={cn(
          "text-sm empty:hidden",
          nearMe.status === "failed" ? "font-semibold text-red-700" : "text-muted",
        )}
        aria-live="polite"
        data-testid="near-me-status"
      >
        {nearMeMessage(nearMe)}
      </p>
    </div>
  );
}

function nearMeMessage(nearMe: NearMeState): string {
  switch (nearMe.status) {
    case "off":
      return "";
    case "locating":
      return "Obtendo sua localização...";
    case "on":
      return "Da mais perto para a mais longe de você.";
    case "failed":
      return nearMe.failure === "denied"
        ? "Não foi possível obter sua localização. Permita o acesso à localização no navegador e tente de novo."
        : "Não foi possível obter sua localização. Tente de novo em instantes.";
  }
}
