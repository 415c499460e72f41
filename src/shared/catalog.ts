/**
 * The catalogue as the API serves it. Every price is integer cents. No zod here, so the shop's
 * pages can use these words at run time without loading the validation library: the answer's
 * schemas are in catalog-schemas.ts, and their types (z.infer of them) are re-exported below.
 */
import type { CatalogProduct } from "./catalog-schemas.ts";
import type { ProductSize } from "./product-sizes.ts";

export type {
  Catalog,
  CatalogOrderLimits,
  CatalogProduct,
  CatalogStore,
  CatalogWithSite,
  DeliveryArea,
  ProductAddon,
  ProductVariation,
  SiteConfig,
  SocialLink,
  StoreContact,
} from "./catalog-schemas.ts";
export { PRODUCT_SIZES, type ProductSize } from "./product-sizes.ts";

export const SIZE_LABELS: Record<ProductSize, string> = {
  pequeno: "Pequeno",
  medio: "Médio",
  grande: "Grande",
};

export const DEFAULT_CATEGORY = "Picolés Frosty";

/**
 * What a flavour costs "a partir de": its cheapest size (the base price plus the lowest size
 * modifier, which may be negative), add-ons apart. The menu, the product page, its description
 * and its structured data all say this one figure.
 */
export function fromPriceCents(
  product: Pick<CatalogProduct, "basePriceCents" | "variations">,
): number {
  const modifiers = product.variations.map((variation) => variation.priceModifierCents);
  return product.basePriceCents + (modifiers.length > 0 ? Math.min(...modifiers) : 0);
}

/**
 * Said where a quantity stepper stops at the catalogue's orderLimits.maxUnitsPerLine, and beside
 * a cart line over it (the server refuses more: 422 too_many_units).
 */
export const lineCapHint = (max: number) => `Máximo de ${max} unidades por item`;

/**
 * The id of the <script type="application/json"> in which the server sends the catalogue a
 * server-rendered page was rendered from: the browser hydrates that page from the same data.
 */
export const CATALOG_SCRIPT_ID = "frosty-catalog";
