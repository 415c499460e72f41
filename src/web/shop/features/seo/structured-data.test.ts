import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONFIG } from "#server/site-config.ts";
import type { CatalogProduct } from "#shared/catalog.ts";
import {
  absoluteUrl,
  internationalPhone,
  organizationJsonLd,
  priceFromCents,
  productJsonLd,
} from "./structured-data.ts";

const ORIGIN = "https://loja.frosty.example";

const caja: CatalogProduct = {
  id: "1",
  name: "Picolé de Cajá",
  description: "Feito com a polpa do cajá.",
  category: "Picolés Frosty",
  basePriceCents: 899,
  imageUrl: "/images/products/1.svg",
  imageWidth: 240,
  imageHeight: 240,
  variations: [],
  addons: [],
  soldOut: false,
  kind: "flavour",
  box: null,
};

describe("priceFromCents", () => {
  it("writes cents as schema.org's price: a dot and two decimals", () => {
    expect(priceFromCents(899)).toBe("8.99");
    expect(priceFromCents(1000)).toBe("10.00");
    expect(priceFromCents(5)).toBe("0.05");
    expect(priceFromCents(0)).toBe("0.00");
    expect(priceFromCents(100_000)).toBe("1000.00");
  });
});

describe("internationalPhone", () => {
  it("puts Brazil's code before a number as the site writes it", () => {
    expect(internationalPhone("(81) 3000-0000")).toBe("+55-81-3000-0000");
    expect(internationalPhone("(81) 99000-0000")).toBe("+55-81-99000-0000");
    expect(internationalPhone("+55 81 3000 0000")).toBe("+55-81-3000-0000");
    expect(internationalPhone(" 0800 123 ")).toBe("0800 123");
  });
});

describe("absoluteUrl", () => {
  it("puts the origin before a path, and leaves a full address alone", () => {
    expect(absoluteUrl(ORIGIN, "/images/uploads/ab")).toBe(`${ORIGIN}/images/uploads/ab`);
    expect(absoluteUrl(ORIGIN, "images/x.png")).toBe(`${ORIGIN}/images/x.png`);
    expect(absoluteUrl(ORIGIN, "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
});

describe("organizationJsonLd", () => {
  it("names the brand, its site, logo, profiles and contacts", () => {
    expect(organizationJsonLd(DEFAULT_SITE_CONFIG, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Frosty",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/icons/icon-512.png`,
      sameAs: DEFAULT_SITE_CONFIG.social.map((link) => link.url),
      contactPoint: [
        {
          "@type": "ContactPoint",
          telephone: "+55-81-3000-0000",
          email: "sac@frosty.example.com",
          contactType: "customer service",
          areaServed: "BR",
          availableLanguage: "Portuguese",
        },
        expect.objectContaining({ telephone: "+55-81-99000-0000" }),
      ],
    });
  });
});

describe("productJsonLd", () => {
  it("describes the flavour and its offer in BRL, with absolute images", () => {
    expect(productJsonLd(caja, ORIGIN, "InStock")).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Picolé de Cajá",
      description: "Feito com a polpa do cajá.",
      image: [`${ORIGIN}/og/produto/1.png`, `${ORIGIN}/images/products/1.svg`],
      sku: "1",
      productID: "1",
      category: "Picolés Frosty",
      brand: { "@type": "Brand", name: "Frosty" },
      url: `${ORIGIN}/produto/1`,
      offers: {
        "@type": "Offer",
        url: `${ORIGIN}/produto/1`,
        price: "8.99",
        priceCurrency: "BRL",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: { "@type": "Organization", name: "Frosty" },
      },
    });
  });

  it("offers the flavour at the price of its cheapest size", () => {
    const sized: CatalogProduct = {
      ...caja,
      variations: [
        { size: "medio", priceModifierCents: 0 },
        { size: "pequeno", priceModifierCents: -200 },
      ],
    };
    expect(productJsonLd(sized, ORIGIN, "InStock").offers.price).toBe("6.99");
  });

  it("says when no store can sell it", () => {
    const soldOut = productJsonLd({ ...caja, soldOut: true }, ORIGIN, "OutOfStock");
    expect(soldOut.offers.availability).toBe("https://schema.org/OutOfStock");
  });
});
