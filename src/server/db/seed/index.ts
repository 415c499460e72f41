import type { Database } from "#server/db/client.ts";
import {
  coupons,
  deliveryAreas,
  products,
  productVariations,
  settings,
  storeStock,
  stores,
} from "#server/db/schema.ts";
import type { Env } from "#server/env.ts";
import { DEFAULT_CATEGORY } from "#shared/catalog.ts";
import { timeZoneOfState } from "#shared/store-time-zone.ts";
import { BOX_CATEGORY, boxSeeds } from "./boxes-data.ts";
import { seedDeliveryAreas } from "./delivery-areas-data.ts";
import { productSeeds } from "./products-data.ts";
import { SETTING_DEFAULTS } from "./settings-data.ts";
import { seedStockQuantity } from "./stock-data.ts";
import { storeSeeds } from "./stores-data.ts";

export const SEED_BASE_PRICE_CENTS = 899;
/** The shop's one coupon: 10 % off the subtotal, no end date, no usage limit. */
export const SEED_COUPON = { code: "FROSTY10", percentOff: 10 } as const;

/** What the database is for (NODE_ENV): decides whether the seed's coupon starts on. */
export type SeedEnvironment = Env["NODE_ENV"];

/**
 * Inserts the catalogue (29 flavours and two party boxes), the stores, the coupon and the
 * settings that are missing. Rows that exist are left as they are, so re-seeding never
 * duplicates a row nor undoes what staff changed; a product's variations are seeded only
 * together with the product itself, and a store's stock of a flavour only together with the
 * store or the flavour (stock-data.ts).
 *
 * FROSTY10 is a code anyone can guess, taking 10 % off every order with no limit: it starts on
 * in development and tests (their flows and specs use it) and off in production, where HQ
 * switches it on in Cupons if they want it. The default is production, the safe side.
 */
export async function seedDatabase(
  db: Database,
  environment: SeedEnvironment = "production",
): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(
        productSeeds.map((seed) => ({
          id: seed.id,
          name: seed.name,
          description: seed.description,
          category: DEFAULT_CATEGORY,
          basePriceCents: SEED_BASE_PRICE_CENTS,
          imageUrl: seed.imageUrl,
          isActive: true,
        })),
      )
      .onConflictDoNothing({ target: products.id })
      .returning({ id: products.id });

    // The party boxes: no sizes and no stock rows of their own (boxes-data.ts).
    await tx
      .insert(products)
      .values(
        boxSeeds.map((seed) => ({
          id: seed.id,
          name: seed.name,
          description: seed.description,
          category: BOX_CATEGORY,
          basePriceCents: seed.priceCents,
          imageUrl: seed.imageUrl,
          isActive: true,
          kind: "box" as const,
          boxSize: seed.size,
          boxLeadHours: seed.leadHours,
          boxFlavourIds: seed.flavourIds,
        })),
      )
      .onConflictDoNothing({ target: products.id });

    if (inserted.length > 0) {
      await tx
        .insert(productVariations)
        .values(inserted.map(({ id }) => ({ productId: id, size: "medio" as const })))
        .onConflictDoNothing();
    }

    const insertedStores = await tx
      .insert(stores)
      .values(
        storeSeeds.map((seed) => ({
          id: seed.id,
          name: seed.name,
          address: seed.address,
          city: seed.city,
          state: seed.state,
          timeZone: timeZoneOfState(seed.state),
          lat: seed.contact?.lat ?? null,
          lng: seed.contact?.lng ?? null,
          whatsapp: seed.contact?.whatsapp ?? null,
        })),
      )
      .onConflictDoNothing({ target: stores.id })
      .returning({ id: stores.id });

    const newProducts = new Set(inserted.map(({ id }) => id));
    const newStores = new Set(insertedStores.map(({ id }) => id));
    const stock = storeSeeds.flatMap((store) =>
      productSeeds
        .filter((product) => newStores.has(store.id) || newProducts.has(product.id))
        .map((product) => ({
          storeId: store.id,
          productId: product.id,
          stockQuantity: seedStockQuantity(store.id, product.id),
        })),
    );
    if (stock.length > 0) await tx.insert(storeStock).values(stock).onConflictDoNothing();

    // A store's delivery areas, like its stock, only together with the store.
    const areas = storeSeeds.filter((store) => newStores.has(store.id)).flatMap(seedDeliveryAreas);
    if (areas.length > 0) await tx.insert(deliveryAreas).values(areas).onConflictDoNothing();

    await tx
      .insert(coupons)
      .values({ ...SEED_COUPON, isActive: environment !== "production" })
      .onConflictDoNothing({ target: coupons.code });

    await tx
      .insert(settings)
      .values(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key });
  });
}
