import { describe, expect, it } from "vitest";
import type { CatalogStore } from "#shared/catalog.ts";
import { storeStructuredData } from "./store-structured-data.ts";

const ORIGIN = "https://loja.frosty.example.com";

const store: CatalogStore = {
  id: "86",
  name: "Frosty Boa Viagem",
  address: "Av. Conselheiro Aguiar, 1200 - Boa Viagem",
  city: "Recife",
  state: "PE",
  contact: { lat: -8.1103, lng: -34.8931, whatsapp: "5581900000009" },
  isOpen: true,
  deliveriesPause: null,
  timeZone: "America/Sao_Paulo",
  // Sunday first: Sunday closed, weekdays 10–22, Saturday past midnight.
  openingHours: [
    null,
    { open: "10:00", close: "22:00" },
    { open: "10:00", close: "22:00" },
    { open: "10:00", close: "22:00" },
    { open: "10:00", close: "22:00" },
    { open: "10:00", close: "22:00" },
    { open: "18:00", close: "02:00" },
  ],
  unavailableProductIds: [],
  paymentMethods: ["pix"],
  deliveryAreas: [],
};

describe("a store's structured data", () => {
  it("is an IceCreamShop with address, map position, phone and hours", () => {
    expect(storeStructuredData(store, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "IceCreamShop",
      "@id": `${ORIGIN}/lojas/86`,
      name: "Frosty Boa Viagem",
      url: `${ORIGIN}/lojas/86`,
      image: `${ORIGIN}/og/site.png`,
      priceRange: "$",
      telephone: "+5581900000009",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Av. Conselheiro Aguiar, 1200 - Boa Viagem",
        addressLocality: "Recife",
        addressRegion: "PE",
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: -8.1103, longitude: -34.8931 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "10:00",
          closes: "22:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Saturday"],
          opens: "18:00",
          closes: "02:00",
        },
      ],
    });
  });

  it("leaves out what the store does not publish", () => {
    const bare = storeStructuredData(
      { ...store, id: "2", contact: null, openingHours: null },
      ORIGIN,
    ) as Record<string, unknown>;
    expect(bare.url).toBe(`${ORIGIN}/lojas/2`);
    expect(bare).not.toHaveProperty("telephone");
    expect(bare).not.toHaveProperty("geo");
    expect(bare).not.toHaveProperty("openingHoursSpecification");
    expect(bare.address).toMatchObject({ addressLocality: "Recife", addressCountry: "BR" });
  });

  it("takes the CEP from the address when it is written there", () => {
    const withCep = storeStructuredData(
      { ...store, address: "Av. Conselheiro Aguiar, 1200 - Boa Viagem, 51020000" },
      ORIGIN,
    ) as { address: Record<string, string> };
    expect(withCep.address.postalCode).toBe("51020-000");
  });
});
