import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { CatalogStore } from "#shared/catalog.ts";
import { catalogQueries } from "#web/features/catalog/api.ts";
import { ContactActions } from "./contact-actions.tsx";
import { NearestStoreCard } from "./nearest-store-card.tsx";
import { useNearestStore } from "./use-nearest-store.ts";

const NO_STORES: CatalogStore[] = [];

/**
 * The contact panel's content: the nearest-store card and the contact links. It stays mounted
 * once the widget has opened, so the nearest-store lookup is made once per page.
 */
export function ContactPanelBody({
  open,
  newTabHintId,
  onLoaded,
}: {
  open: boolean;
  newTabHintId: string;
  onLoaded(): void;
}) {
  useEffect(() => onLoaded(), [onLoaded]);
  // Most pages already hold the catalogue; a closed widget never asks for it.
  const catalog = useQuery({ ...catalogQueries.current(), enabled: open });
  const stores = catalog.isError ? NO_STORES : catalog.data?.stores;
  const nearest = useNearestStore(open, stores);

  // Rendered only while open: a closed widget keeps no live region, so a modal dialog
  // elsewhere can hide it from assistive technology.
  if (!open) return null;
  return (
    <div className="grid gap-3">
      <NearestStoreCard state={nearest} newTabHintId={newTabHintId} />
      <ContactActions
        site={catalog.data?.site}
        nearest={nearest}
        newTabHintId={newTabHintId}
        onRetry={catalog.isError ? () => catalog.refetch() : undefined}
      />
    </div>
  );
}
