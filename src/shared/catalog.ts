/** The catalogue as the API serves it. Every price is integer cents. */

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
}
