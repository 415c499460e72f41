/** How the panel names a store wherever staff choose one: "Frosty Boa Viagem — Recife/PE". */
export const storeLabel = (store: { name: string; city: string; state: string }): string =>
  `${store.name} — ${store.city}/${store.state}`;
