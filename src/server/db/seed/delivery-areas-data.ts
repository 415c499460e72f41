import { DELIVERY_FEE_CENTS } from "#shared/pricing.ts";
import type { StoreSeed } from "./types.js";

export interface DeliveryAreaSeed {
  id: string;
  storeId: string;
  name: string;
  feeCents: number;
  minOrderCents: number | null;
  etaMinutes: number;
}

/** "Boa Viagem" → "boa-viagem": a readable, stable part of a seeded area's id. */
function slug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Where a seeded store delivers: its own bairro (the part of its address after " - ") at the
 * default fee in 30 minutes with no minimum, and (when that is not it) the city's Centro a
 * little dearer and slower with a minimum order. Staff edit, add and remove areas in the panel; a store with none does pickup only.
 */
export function seedDeliveryAreas(store: StoreSeed): DeliveryAreaSeed[] {
  const own = store.address.split(" - ")[1]?.trim() || "Centro";
  const areas: DeliveryAreaSeed[] = [
    {
      id: `${store.id}-${slug(own)}`,
      storeId: store.id,
      name: own,
      feeCents: DELIVERY_FEE_CENTS,
      minOrderCents: null,
      etaMinutes: 30,
    },
  ];
  if (slug(own) === "centro") return areas;
  areas.push({
    id: `${store.id}-centro`,
    storeId: store.id,
    name: "Centro",
    feeCents: DELIVERY_FEE_CENTS + 300,
    minOrderCents: 2000,
    etaMinutes: 45,
  });
  return areas;
}
