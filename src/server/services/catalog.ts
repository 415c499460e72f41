import { createHash, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { and, eq, isNull, lte, not, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  deliveryAreas,
  productAddons,
  products,
  productVariations,
  storeStock,
  stores,
} from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import type {
  Catalog,
  CatalogProduct,
  CatalogStore,
  CatalogWithSite,
  DeliveryArea,
  ProductSize,
  SiteConfig,
} from "#shared/catalog.ts";
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from "#shared/order-limits.ts";
import { storePaymentMethods } from "#shared/payment-methods.ts";
import { isStoreOpen } from "#shared/store-hours.ts";
import { deliveriesPauseOf } from "./admin-stores/admin-stores.ts";
import { nextOpeningChange } from "./admin-stores/next-opening-change.ts";
import { publishEvent } from "./events/publish-event.ts";
import { subscribeToEvents } from "./events/subscribe-events.ts";
import { orderLimitsOf } from "./orders/order-limits.ts";
import {
  pixReceiverAt,
  storeMethodSwitches,
  unusablePixReceivers,
} from "./settings/payment-settings.ts";
import { deliveryFeeOf, siteWithSavedContacts } from "./settings/shop-settings.ts";
import { readStoredSettings } from "./settings/stored-settings.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Product illustrations are all drawn on the same square canvas. */
const PRODUCT_IMAGE_SIZE = 240;
const SIZE_ORDER: Record<ProductSize, number> = { pequeno: 0, medio: 1, grande: 2 };

/**
 * The (store, product) pairs of the shop that cannot be ordered now: no stock row (none
 * counted), no units left, or switched off by the store's staff. Usually few of 138 × 29.
 */
function unorderablePairs(db: Database) {
  return db
    .select({ storeId: stores.id, productId: products.id })
    .from(stores)
    .crossJoin(products)
    .leftJoin(
      storeStock,
      and(eq(storeStock.storeId, stores.id), eq(storeStock.productId, products.id)),
    )
    .where(
      and(
        eq(stores.isActive, true),
        eq(products.isActive, true),
        // A party box has no stock of its own: its flavours' availability is what counts.
        eq(products.kind, "flavour"),
        or(
          isNull(storeStock.productId),
          not(storeStock.isAvailable),
          lte(storeStock.stockQuantity, 0),
        ),
      ),
    );
}

/** Every store's delivery areas, cheapest first, by store id. */
async function areasByStore(db: Database): Promise<Map<string, DeliveryArea[]>> {
  const rows = await db
    .select()
    .from(deliveryAreas)
    .orderBy(deliveryAreas.storeId, deliveryAreas.feeCents, deliveryAreas.name);
  const byStore = new Map<string, DeliveryArea[]>();
  for (const row of rows) {
    const area: DeliveryArea = {
      id: row.id,
      name: row.name,
      feeCents: row.feeCents,
      minOrderCents: row.minOrderCents,
      etaMinutes: row.etaMinutes,
    };
    const list = byStore.get(row.storeId);
    if (list) list.push(area);
    else byStore.set(row.storeId, [area]);
  }
  return byStore;
}

/**
 * The catalogue as of `now`, which decides each store's `isOpen` (by its hours). `payments`:
 * the Pix receiver from the environment, which makes Pix available where no receiver is saved;
 * `limitDefaults`: the order limits where staff saved none (the shop reads the unit caps).
 */
export async function loadCatalog(
  db: Database,
  now: Date = new Date(),
  payments: PaymentDefaults = { pixReceiver: null },
  limitDefaults: OrderLimits = DEFAULT_ORDER_LIMITS,
): Promise<Catalog> {
  const [productRows, variationRows, addonRows, storeRows, unorderable, areas, stored] =
    await Promise.all([
      db.select().from(products).where(eq(products.isActive, true)),
      db.select().from(productVariations),
      db.select().from(productAddons).where(eq(productAddons.isActive, true)),
      db.select().from(stores).where(eq(stores.isActive, true)),
      unorderablePairs(db),
      areasByStore(db),
      readStoredSettings(db, ["payment_methods", "pix_receiver", "order_limits"]),
    ]);
  const chainMethods = stored.payment_methods ?? {};
  const { maxUnitsPerLine, maxUnitsPerOrder } = orderLimitsOf(stored, limitDefaults);
  const unavailableAt = new Map<string, string[]>();
  const storesWithout = new Map<string, number>();
  for (const { storeId, productId } of unorderable) {
    const ids = unavailableAt.get(storeId);
    if (ids) ids.push(productId);
    else unavailableAt.set(storeId, [productId]);
    storesWithout.set(productId, (storesWithout.get(productId) ?? 0) + 1);
  }

  const catalogProducts: CatalogProduct[] = productRows
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      basePriceCents: row.basePriceCents,
      imageUrl: row.imageUrl,
      imageWidth: PRODUCT_IMAGE_SIZE,
      imageHeight: PRODUCT_IMAGE_SIZE,
      variations: variationRows
        .filter((v) => v.productId === row.id)
        .sort((a, b) => SIZE_ORDER[a.size] - SIZE_ORDER[b.size])
        .map((v) => ({ size: v.size, priceModifierCents: v.priceModifierCents })),
      addons: addonRows
        .filter((a) => a.productId === row.id)
        .map((a) => ({ id: a.id, name: a.name, priceCents: a.priceCents })),
      // Out at every store (the shop says so before a store is chosen).
      soldOut: (storesWithout.get(row.id) ?? 0) >= storeRows.length,
      kind: row.kind,
      box:
        row.kind === "box" && row.boxSize !== null
          ? {
              size: row.boxSize,
              leadHours: row.boxLeadHours ?? 0,
              flavourIds: row.boxFlavourIds ?? [],
            }
          : null,
    }))
    .sort(byNumericId);

  return {
    products: catalogProducts,
    stores: storeRows.sort(byNumericId).map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      state: row.state,
      contact:
        row.lat !== null && row.lng !== null && row.whatsapp !== null
          ? { lat: row.lat, lng: row.lng, whatsapp: row.whatsapp }
          : null,
      isOpen: isStoreOpen(row, now),
      deliveriesPause: deliveriesPauseOf(row, now),
      openingHours: row.openingHours,
      timeZone: row.timeZone,
      unavailableProductIds: (unavailableAt.get(row.id) ?? []).sort(byNumericText),
      paymentMethods: storePaymentMethods(
        chainMethods,
        storeMethodSwitches(row.paymentMethods),
        pixReceiverAt(row, stored, payments) !== null,
      ),
      deliveryAreas: areas.get(row.id) ?? [],
    })),
    orderLimits: { maxUnitsPerLine, maxUnitsPerOrder },
  };
}

/** Seeded ids are "1".."138"; ids staff create later sort after them by text. */
function byNumericText(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

function byNumericId(a: { id: string }, b: { id: string }): number {
  return byNumericText(a.id, b.id);
}

export interface CatalogSnapshot {
  json: string;
  etag: string;
  gzip: Buffer;
  brotli: Buffer;
  /** The products in the order the menu shows them (for the pages' preload hints). */
  products: readonly CatalogProduct[];
}

/**
 * The catalogue (with the site's contact details) is read on every page view and changes
 * rarely, so its serialized and compressed bytes are kept in memory until something that
 * changes it calls invalidate(). Every instance keeps its own copy: invalidate() also tells
 * the others (catalog.changed over LISTEN/NOTIFY, docs/decisions/002-catalog-cache.md).
 */
export class CatalogCache {
  private snapshot: Promise<CatalogSnapshot> | null = null;
  /** Tells this instance's own announcements from the others'. */
  private readonly origin = randomUUID();
  /** Resolves true once other instances' changes reach this one, false if they cannot. */
  private subscription: Promise<boolean> | null = null;

  constructor(
    private readonly db: Database,
    /** The contact details from the environment (staff settings may override them). */
    readonly site: SiteConfig,
    private readonly logger: Logger,
    /** The Pix receiver from the environment (staff settings may override it). */
    readonly payments: PaymentDefaults = { pixReceiver: null },
    /** The order limits from the environment (staff settings may override them). */
    readonly limitDefaults: OrderLimits = DEFAULT_ORDER_LIMITS,
  ) {}

  get(): Promise<CatalogSnapshot> {
    if (this.snapshot) return this.snapshot;
    return this.subscribe().then((live) => {
      // Unsubscribed, a kept copy could go stale for good: build a fresh one each time.
      if (!live) return this.build();
      if (!this.snapshot) {
        const pending = this.build();
        this.snapshot = pending;
        pending.catch(() => {
          if (this.snapshot === pending) this.snapshot = null;
        });
      }
      return this.snapshot;
    });
  }

  /** Drops this instance's copy and tells every other instance to drop theirs. */
  invalidate(): void {
    this.snapshot = null;
    publishEvent(this.db, { type: "catalog.changed", origin: this.origin }).catch((error) =>
      this.logger.warn({ err: error }, "could not tell other instances the catalogue changed"),
    );
  }

  /**
   * Listens before the first copy is built, so a change another instance commits after that
   * build starts always reaches this one. A failed subscription is tried again on a later get().
   */
  private subscribe(): Promise<boolean> {
    this.subscription ??= subscribeToEvents(
      this.db,
      {
        onEvent: (event) => {
          if (event.type === "catalog.changed" && event.origin !== this.origin)
            this.snapshot = null;
        },
        // Announcements may have been missed while the connection was down.
        onResync: () => {
          this.snapshot = null;
        },
        onClose: () => {
          this.snapshot = null;
          this.subscription = null;
        },
      },
      this.logger,
    ).then(
      () => true,
      (error: unknown) => {
        this.logger.warn({ err: error }, "catalogue cache cannot hear other instances");
        this.subscription = null;
        return false;
      },
    );
    return this.subscription;
  }

  /** Drops this instance's copy when the next store opens or closes by its hours. */
  private openingTimer: ReturnType<typeof setTimeout> | undefined;

  private async build(): Promise<CatalogSnapshot> {
    const now = new Date();
    const [catalog, stored, unusable] = await Promise.all([
      loadCatalog(this.db, now, this.payments, this.limitDefaults),
      readStoredSettings(this.db),
      unusablePixReceivers(this.db),
    ]);
    if (unusable.chain || unusable.storeIds.length > 0) {
      this.logger.warn(
        { chainPixReceiver: unusable.chain, storeIds: unusable.storeIds },
        "saved Pix receivers that cannot make a Pix code (name or city without letters or " +
          "digits) are ignored: Pix is off where they apply until staff save them again",
      );
    }
    this.refreshWhenOpeningChanges(catalog.stores, now);
    const body: CatalogWithSite = {
      ...catalog,
      site: siteWithSavedContacts(this.site, stored),
      deliveryFeeCents: deliveryFeeOf(stored),
    };
    const json = JSON.stringify(body);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 27);
    const [gz, br] = await Promise.all([
      gzipAsync(json, { level: 9 }),
      brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    return { json, etag: `"${hash}"`, gzip: gz, brotli: br, products: catalog.products };
  }

  /**
   * `isOpen` and `deliveriesPause` depend on the clock as well as on the data, so a copy is
   * only good until the next opening or closing time, or the end of a pause of deliveries.
   * Every instance keeps its own timer, so this drops the local copy only (no announcement).
   * Unref'd: it never keeps the process alive.
   */
  private refreshWhenOpeningChanges(catalogStores: readonly CatalogStore[], now: Date): void {
    clearTimeout(this.openingTimer);
    const ends = catalogStores.flatMap((store) =>
      store.deliveriesPause ? [Date.parse(store.deliveriesPause.until)] : [],
    );
    const opening = nextOpeningChange(catalogStores, now)?.getTime();
    const soonest = Math.min(...ends, opening ?? Number.POSITIVE_INFINITY);
    if (!Number.isFinite(soonest)) return;
    this.openingTimer = setTimeout(() => {
      this.snapshot = null;
    }, soonest - Date.now());
    this.openingTimer.unref();
  }
}
