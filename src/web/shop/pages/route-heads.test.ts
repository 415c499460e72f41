import { describe, expect, it } from "vitest";
import { productSeeds } from "#server/db/seed/products-data.ts";
import { DEFAULT_SITE_CONFIG } from "#server/site-config.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { HeadContext } from "#web/lib/page-head.ts";
import { SITE_DESCRIPTION, SITE_TITLE } from "#web/lib/page-head.ts";
import { head as aboutHead } from "./about.tsx";
import { head as cartHead } from "./cart.tsx";
import { head as checkoutHead } from "./checkout.tsx";
import { head as homeHead } from "./home.tsx";
import { head as menuHead } from "./menu.tsx";
import { head as notFoundHead } from "./not-found.tsx";
import { head as productHead } from "./product.tsx";

const ORIGIN = "https://loja.frosty.example";

const catalog: CatalogWithSite = {
  products: productSeeds.map((seed, index) => ({
    ...seed,
    category: "Picolés Frosty",
    basePriceCents: 899,
    imageWidth: 240,
    imageHeight: 240,
    variations: [],
    addons: [],
    soldOut: index === 4,
    kind: "flavour" as const,
    box: null,
  })),
  stores: [],
  orderLimits: { maxUnitsPerLine: 20, maxUnitsPerOrder: 50 },
  site: DEFAULT_SITE_CONFIG,
  deliveryFeeCents: 500,
};

const context = (params: HeadContext["params"] = {}): HeadContext => ({
  params,
  catalog,
  origin: ORIGIN,
});

describe("the shop pages' heads", () => {
  it("home: the site's title and description, and the brand's structured data", () => {
    const head = homeHead(context());
    expect(head).toMatchObject({ title: SITE_TITLE, description: SITE_DESCRIPTION });
    expect(head.jsonLd).toEqual([
      expect.objectContaining({ "@type": "Organization", url: `${ORIGIN}/` }),
    ]);
  });

  it("menu: its own title, and a description from the catalogue", () => {
    const head = menuHead(context());
    expect(head.title).toBe("Cardápio | Frosty");
    expect(head.description).toContain("29 sabores");
    expect(head.description).toContain("Cajá");
    // The first card's photo is the page's largest paint: asked for before the scripts.
    expect(head.lcpImage).toBe(catalog.products[0]?.imageUrl);
  });

  it("product: the flavour's name, description and price, preview and offer", () => {
    const head = productHead(context({ id: "3" }));
    expect(head).toMatchObject({
      title: "Picolé de Tapioca | Frosty",
      image: "/og/produto/3.png",
      lcpImage: catalog.products.find((product) => product.id === "3")?.imageUrl,
      type: "product",
    });
    expect(head.status ?? 200).toBe(200);
    expect(head.description).toMatch(/^Cremoso, feito com tapioca.*A partir de R\$ 8,99\.$/);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        "@type": "Product",
        name: "Picolé de Tapioca",
        offers: expect.objectContaining({
          price: "8.99",
          availability: "https://schema.org/InStock",
        }),
      }),
    ]);
    const soldOut = productHead(context({ id: "5" })).jsonLd?.[0];
    expect(soldOut).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });
  });

  it("product: an id the catalogue does not know is a 404", () => {
    const head = productHead(context({ id: "9999" }));
    expect(head).toMatchObject({ title: "Produto não encontrado | Frosty", status: 404 });
    expect(head.jsonLd).toBeUndefined();
  });

  it("about and the 404 page have their own titles; the 404 says so in its status", () => {
    expect(aboutHead(context()).title).toBe("Quem somos | Frosty");
    expect(notFoundHead(context())).toMatchObject({
      title: "Página não encontrada | Frosty",
      status: 404,
    });
  });

  it("the cart and the checkout stay out of search engines", () => {
    expect(cartHead(context())).toMatchObject({ title: "Carrinho | Frosty", index: false });
    expect(checkoutHead(context())).toMatchObject({
      title: "Finalizar pedido | Frosty",
      index: false,
    });
  });
});
