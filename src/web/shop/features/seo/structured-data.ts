/**
 * The shop's structured data (schema.org JSON-LD) that search engines read from a page's
 * <head>: the brand on the home page, a flavour and its offer on its page. Pure functions of
 * the catalogue and the public origin, so the server writes them into the first HTML.
 */
import { type CatalogProduct, fromPriceCents, type SiteConfig } from "#shared/catalog.ts";

const CONTEXT = "https://schema.org";
const BRAND_NAME = "Frosty";

export type Availability = "InStock" | "OutOfStock";

/** An address on the site, absolute; one that already is stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Integer cents as schema.org wants a price: "8.99", a dot and two decimals, no currency. */
export function priceFromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * A Brazilian phone as written on the site, "(81) 3000-0000", in the international form
 * schema.org asks for: "+55-81-3000-0000". Anything else is left as written.
 */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  const local = digits.startsWith("55") && digits.length >= 12 ? digits.slice(2) : digits;
  if (local.length !== 10 && local.length !== 11) return phone.trim();
  const area = local.slice(0, 2);
  const number = local.slice(2);
  return `+55-${area}-${number.slice(0, -4)}-${number.slice(-4)}`;
}

/** The brand, for the home page: its name, site, logo, social profiles and how to reach it. */
export function organizationJsonLd(site: SiteConfig, origin: string) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: BRAND_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    sameAs: site.social.map((link) => link.url),
    contactPoint: site.phones.map((phone) => ({
      "@type": "ContactPoint",
      telephone: internationalPhone(phone),
      email: site.supportEmail,
      contactType: "customer service",
      areaServed: "BR",
      availableLanguage: "Portuguese",
    })),
  };
}

/**
 * A flavour and its offer: the price the page shows ("A partir de": its cheapest size), in BRL,
 * and whether any store can sell it now.
 */
export function productJsonLd(product: CatalogProduct, origin: string, availability: Availability) {
  const url = `${origin}/produto/${encodeURIComponent(product.id)}`;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: [
      `${origin}/og/produto/${encodeURIComponent(product.id)}.png`,
      absoluteUrl(origin, product.imageUrl),
    ],
    sku: product.id,
    productID: product.id,
    category: product.category,
    brand: { "@type": "Brand", name: BRAND_NAME },
    url,
    offers: {
      "@type": "Offer",
      url,
      price: priceFromCents(fromPriceCents(product)),
      priceCurrency: "BRL",
      availability: `https://schema.org/${availability}`,
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: BRAND_NAME },
    },
  };
}
