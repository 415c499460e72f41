/**
 * The catalogue as the API serves it. Every price is integer cents. No zod here, so the shop's
 * pages can use these words at run time without loading the validation library: the answer's
 * schemas are in catalog-schemas.ts, and their types (z.infer of them) are re-exported below.
 */
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
 * Said where a quantity stepper stops at the catalogue's orderLimits.maxUnitsPerLine, and beside
 * a cart line over it (the server refuses more: 422 too_many_units).
 */
export const lineCapHint = (max: number) => `Máximo de ${max} unidades por item`;

/**
 * The id of the <script type="application/json"> in which the server sends the catalogue a
 * server-rendered page was rendered from: the browser hydrates that page from the same data.
 */
export const CATALOG_SCRIPT_ID = "frosty-catalog";
