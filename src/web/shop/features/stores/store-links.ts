import type { CatalogStore, SiteConfig } from "#shared/catalog.ts";
import { mapsDirectionsUrl, whatsappUrl } from "#web/shop/features/contact-widget/contact-links.ts";

/** A store's address as a map or a letter reads it: "Av. Paulista, 1578 - Bela Vista, São Paulo - SP". */
export const fullAddress = (store: Pick<CatalogStore, "address" | "city" | "state">) =>
  `${store.address}, ${store.city} - ${store.state}`;

/**
 * Google Maps directions to the store: to its coordinates when it publishes them, else to its
 * address (most stores have no coordinates; Maps finds an address as well).
 */
export function storeDirectionsUrl(
  store: Pick<CatalogStore, "contact" | "address" | "city" | "state">,
): string {
  if (store.contact) return mapsDirectionsUrl(store.contact);
  const destination = encodeURIComponent(`${fullAddress(store)}, Brasil`);
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/** WhatsApp to the store, or to the number that takes the site's orders when it has none. */
export function storeWhatsappUrl(store: CatalogStore, site: SiteConfig): string {
  return whatsappUrl(store.contact?.whatsapp ?? site.ordersWhatsapp, store.name);
}

/** "Frosty Boa Viagem — Recife/PE": every store's name starts with the brand already. */
export function storeTitle(store: Pick<CatalogStore, "name" | "city" | "state">): string {
  const name = /^frosty\b/i.test(store.name) ? store.name : `Frosty ${store.name}`;
  return `${name} — ${store.city}/${store.state}`;
}
