import type { ProductInput } from "#shared/admin-products.ts";
import type { AdminEndpoint } from "./types.ts";

/** A 1×1 PNG; the matrix sends JSON bodies, so the upload goes in its base64 form. */
const ONE_PIXEL_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

const product: ProductInput = {
  name: "Picolé de Teste",
  description: "Feito para a matriz de permissões.",
  priceCents: 999,
  category: "Picolés Frosty",
  variations: [{ size: "medio", priceModifierCents: 0 }],
  addons: [],
  isActive: true,
  imageUrl: "/images/products/3.svg",
};

/** The picolés' create, detail, edit, delete and image upload. */
export const CATALOG_ENDPOINTS: AdminEndpoint[] = [
  { method: "GET", access: "hq", route: "/api/admin/products/:id", path: "/api/admin/products/2" },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/products",
    path: "/api/admin/products",
    body: product,
  },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/products/:id",
    path: "/api/admin/products/3",
    body: { ...product, name: "Picolé de Tapioca" },
  },
  // A product nobody has ordered in the matrix's database: removed for good.
  {
    method: "DELETE",
    access: "hq",
    route: "/api/admin/products/:id",
    path: "/api/admin/products/27",
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/product-images",
    path: "/api/admin/product-images",
    body: { contentType: "image/png", base64: ONE_PIXEL_PNG_BASE64 },
  },
];
