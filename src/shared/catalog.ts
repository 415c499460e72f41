/** The catalogue as the API serves it. Every price is integer cents. */

import type { WeeklyHours } from "./store-hours.ts";

export const PRODUCT_SIZES = ["pequeno", "medio", "grande"] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

export const SIZE_LABELS: Record<ProductSize, string> = {
  pequeno: "Pequeno",
  medio: "Médio",
  grande: "Grande",
};

export const DEFAULT_CATEGORY = "Picolés Frosty";

export interface ProductVariation {
  size: ProductSize;
  priceModifierCents: number;
}

export interface ProductAddon {
  id: string;
  name: string;
  priceCents: number;
}

export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  category: string;
  basePriceCents: number;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  variations: ProductVariation[];
  addons: ProductAddon[];
  soldOut: boolean;
}

export interface StoreContact {
  lat: number;
  lng: number;
  /** Digits only: 55 + area code + number. */
  whatsapp: string;
}

export interface CatalogStore {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  contact: StoreContact | null;
  /**
   * Whether the store takes pickup orders now (staff switch and hours, src/shared/store-hours.ts).
   * A closed store still takes delivery orders: docs/decisions/008-closed-stores.md.
   */
  isOpen: boolean;
  /** Seven entries, Sunday first; null: no hours published. */
  openingHours: WeeklyHours | null;
}

export interface Catalog {
  products: CatalogProduct[];
  stores: CatalogStore[];
}

export interface SocialLink {
  name: string;
  url: string;
}

/** Contact details and links the shop shows; fictitious defaults, overridable by env. */
export interface SiteConfig {
  headOffice: string;
  phones: string[];
  supportEmail: string;
  /** Digits only: WhatsApp used when no nearest shop is found. */
  defaultWhatsapp: string;
  /** Digits only: WhatsApp that receives orders sent from checkout. */
  ordersWhatsapp: string;
  chatUrl: string;
  resellerUrl: string;
  social: SocialLink[];
}

export interface CatalogWithSite extends Catalog {
  site: SiteConfig;
  /** What a delivery costs now (staff change it in Configurações); pickup is free. */
  deliveryFeeCents: number;
}
