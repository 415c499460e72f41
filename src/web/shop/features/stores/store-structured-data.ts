import type { CatalogStore } from "#shared/catalog.ts";
import type { DayHours } from "#shared/store-hours.ts";
import { WEEK_FROM_MONDAY } from "./store-hours-text.ts";

/** schema.org's DayOfWeek, by our weekday number (0 = Sunday). */
const SCHEMA_DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** A CEP written in the address ("… - Boa Viagem, 51020-000"), when there is one. */
const CEP = /\b(\d{5})-?(\d{3})\b/;

interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The week as schema.org says it: one entry per distinct open–close, with the days that keep it
 * (a close before the open runs past midnight, as Google reads it). Closed days are left out.
 */
function openingHoursSpecification(
  hours: readonly (DayHours | null)[],
): OpeningHoursSpecification[] {
  const specs = new Map<string, OpeningHoursSpecification>();
  for (const weekday of WEEK_FROM_MONDAY) {
    const day = hours[weekday];
    if (!day) continue;
    const key = `${day.open}-${day.close}`;
    const spec = specs.get(key);
    if (spec) spec.dayOfWeek.push(SCHEMA_DAYS[weekday]);
    else
      specs.set(key, {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [SCHEMA_DAYS[weekday]],
        opens: day.open,
        closes: day.close,
      });
  }
  return [...specs.values()];
}

/**
 * A store page's JSON-LD: an IceCreamShop with its address, place on the map, phone and opening
 * hours, for search engines' local results. What the store does not publish is left out.
 */
export function storeStructuredData(store: CatalogStore, origin: string): object {
  const postalCode = CEP.exec(store.address);
  return {
    "@context": "https://schema.org",
    "@type": "IceCreamShop",
    "@id": `${origin}/lojas/${store.id}`,
    name: store.name,
    url: `${origin}/lojas/${store.id}`,
    image: `${origin}/og/site.png`,
    priceRange: "$",
    ...(store.contact ? { telephone: `+${store.contact.whatsapp}` } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      ...(postalCode ? { postalCode: `${postalCode[1]}-${postalCode[2]}` } : {}),
      addressCountry: "BR",
    },
    ...(store.contact
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: store.contact.lat,
            longitude: store.contact.lng,
          },
        }
      : {}),
    ...(store.openingHours
      ? { openingHoursSpecification: openingHoursSpecification(store.openingHours) }
      : {}),
  };
}
