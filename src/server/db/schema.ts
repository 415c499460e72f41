import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { COUPON_KINDS } from "#shared/admin-coupons.ts";
import { SYSTEM_CANCEL_REASONS } from "#shared/cancel-reasons.ts";
import { CASHBACK_ENTRY_KINDS, CASHBACK_LOT_STATUSES } from "#shared/cashback.ts";
import { PRODUCT_SIZES, type ProductAddon } from "#shared/catalog.ts";
import {
  CARD_TYPES,
  DELIVERY_METHODS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "#shared/orders.ts";
import { type BoxPartView, PRODUCT_KINDS } from "#shared/party-boxes.ts";
import { PIX_KEY_TYPES } from "#shared/pix/pix-key.ts";
import { DEFAULT_PREPARATION_MINUTES } from "#shared/scheduling.ts";
import { ACCESS_ACTIONS } from "#shared/staff-auth.ts";
import type { WeeklyHours } from "#shared/store-hours.ts";
import { STORE_TIME_ZONE_IDS } from "#shared/store-time-zone.ts";
import { DEFAULT_CANCEL_UNACCEPTED_AFTER_MINUTES, TICKET_PAPERS } from "#shared/stores.ts";

export const productSize = pgEnum("product_size", PRODUCT_SIZES);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    imageUrl: text("image_url").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** Soft delete: a product that has orders keeps its row for their history. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** A flavour, or a party box the customer fills with flavours (src/shared/party-boxes.ts). */
    kind: text("kind", { enum: PRODUCT_KINDS }).notNull().default("flavour"),
    /** A box: how many picolés it holds, its lead time, and the flavours that may go in it. */
    boxSize: integer("box_size"),
    boxLeadHours: integer("box_lead_hours"),
    boxFlavourIds: text("box_flavour_ids").array(),
    ...timestamps,
  },
  (table) => [
    check("products_price_not_negative", sql`${table.basePriceCents} >= 0`),
    check("products_kind_known", oneOf(table.kind, PRODUCT_KINDS)),
    check(
      "products_box_whole",
      sql`(${table.kind} = 'box') = (${table.boxSize} is not null)
        and (${table.boxSize} is null) = (${table.boxLeadHours} is null)
        and (${table.boxSize} is null) = (${table.boxFlavourIds} is null)`,
    ),
    check("products_box_size_range", sql`${table.boxSize} between 2 and 200`),
    check("products_box_lead_range", sql`${table.boxLeadHours} between 0 and 336`),
  ],
);

export const productVariations = pgTable(
  "product_variations",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: productSize("size").notNull(),
    priceModifierCents: integer("price_modifier_cents").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.size] })],
);

export const productAddons = pgTable(
  "product_addons",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [check("product_addons_price_not_negative", sql`${table.priceCents} >= 0`)],
);

export const stores = pgTable(
  "stores",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    /** The store's clock (IANA zone): its hours, "aberta agora" and its orders' day. */
    timeZone: text("time_zone", { enum: STORE_TIME_ZONE_IDS })
      .notNull()
      .default("America/Sao_Paulo"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    whatsapp: text("whatsapp"),
    isActive: boolean("is_active").notNull().default(true),
    /** Staff's open/closed switch: a closed store takes no pickup orders. */
    acceptsOrders: boolean("accepts_orders").notNull().default(true),
    /** Opening hours per weekday (see src/shared/store-hours.ts); null: no hours published. */
    openingHours: jsonb("opening_hours").$type<WeeklyHours>(),
    /** A "Pendente" order older than this is marked late on the board and on HQ's overview. */
    lateAfterMinutes: integer("late_after_minutes").notNull().default(5),
    /**
     * A non-Pix order still in "Pendente" this long after it was placed, that no staff member
     * opened, printed or moved, is cancelled by the system and its units go back on sale
     * (expire-unpaid-orders.ts).
     */
    cancelUnacceptedAfterMinutes: integer("cancel_unaccepted_after_minutes")
      .notNull()
      .default(DEFAULT_CANCEL_UNACCEPTED_AFTER_MINUTES),
    /** The width of the store's kitchen-ticket printer's paper. */
    ticketPaper: text("ticket_paper", { enum: TICKET_PAPERS }).notNull().default("80mm"),
    /** Print the kitchen ticket by itself when an order is accepted (moved to "Em preparo"). */
    autoPrintTickets: boolean("auto_print_tickets").notNull().default(false),
    /** The store's own switch per payment method; a method it does not name follows the chain's. */
    paymentMethods: jsonb("payment_methods")
      .$type<Partial<Record<PaymentMethod, boolean>>>()
      .notNull()
      .default({}),
    /**
     * The store's own Pix receiver (a franchisee is a company of its own); null: the chain's.
     * All four are set together or none.
     */
    pixKeyType: text("pix_key_type", { enum: PIX_KEY_TYPES }),
    pixKey: text("pix_key"),
    pixMerchantName: text("pix_merchant_name"),
    pixMerchantCity: text("pix_merchant_city"),
    /**
     * Deliveries paused ("só retirada") until this time, the store still taking pickups; null:
     * deliveries as usual. The reason is told to customers.
     */
    deliveriesPausedUntil: timestamp("deliveries_paused_until", { withTimezone: true }),
    deliveriesPauseReason: text("deliveries_pause_reason"),
    /** How long before its slot a scheduled order enters the live queue (minutes). */
    preparationMinutes: integer("preparation_minutes")
      .notNull()
      .default(DEFAULT_PREPARATION_MINUTES),
    /** Picolés the store makes per day for scheduled orders, Sunday first (seven entries). */
    dailyCapacity: integer("daily_capacity")
      .array()
      .notNull()
      .default(sql`'{300,300,300,300,300,300,300}'::integer[]`),
    ...timestamps,
  },
  (table) => [
    check("stores_preparation_range", sql`${table.preparationMinutes} between 5 and 480`),
    check(
      "stores_daily_capacity_week",
      sql`cardinality(${table.dailyCapacity}) = 7 and 0 <= all(${table.dailyCapacity})`,
    ),
    check("stores_time_zone_known", oneOf(table.timeZone, STORE_TIME_ZONE_IDS)),
    check(
      "stores_deliveries_pause_reason_with_pause",
      sql`${table.deliveriesPauseReason} is null or ${table.deliveriesPausedUntil} is not null`,
    ),
    check("stores_ticket_paper_known", oneOf(table.ticketPaper, TICKET_PAPERS)),
    check(
      "stores_pix_receiver_whole",
      sql`(${table.pixKey} is null) = (${table.pixKeyType} is null)
        and (${table.pixKey} is null) = (${table.pixMerchantName} is null)
        and (${table.pixKey} is null) = (${table.pixMerchantCity} is null)`,
    ),
    check("stores_late_after_range", sql`${table.lateAfterMinutes} between 1 and 240`),
    check(
      "stores_cancel_unaccepted_after_range",
      sql`${table.cancelUnacceptedAfterMinutes} between 5 and 240`,
    ),
  ],
);

/**
 * A bairro a store delivers to, with its fee, minimum order and estimated time. A store with
 * none does pickup only. Orders copy the name and time, so renaming or removing an area never
 * changes an order placed before.
 */
export const deliveryAreas = pgTable(
  "delivery_areas",
  {
    id: text("id").primaryKey(),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    feeCents: integer("fee_cents").notNull(),
    /** Null: no minimum. Compared with the order's subtotal (before the fee). */
    minOrderCents: integer("min_order_cents"),
    etaMinutes: integer("eta_minutes").notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("delivery_areas_store_name_idx").on(table.storeId, sql`lower(${table.name})`),
    check("delivery_areas_fee_range", sql`${table.feeCents} between 0 and 100000`),
    check("delivery_areas_min_order_range", sql`${table.minOrderCents} between 1 and 10000000`),
    check("delivery_areas_eta_range", sql`${table.etaMinutes} between 5 and 480`),
  ],
);

/**
 * A flavour's stock and availability at one store (the catalogue is the chain's, the stock each
 * store's). No row: none in stock, available once counted.
 */
export const storeStock = pgTable(
  "store_stock",
  {
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    /** The store's "esgotado" switch: off, the flavour cannot be ordered there whatever its count. */
    isAvailable: boolean("is_available").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.productId] }),
    index("store_stock_product_idx").on(table.productId),
    check("store_stock_not_negative", sql`${table.stockQuantity} >= 0`),
  ],
);

/** The last short number (#042) given to an order of a store on a day (shop time zone). */
export const storeOrderCounters = pgTable(
  "store_order_counters",
  {
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day] })],
);

/** `column IN ('a', 'b', …)` for a check constraint that mirrors one of the shared enums. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;
}

export const coupons = pgTable(
  "coupons",
  {
    /** Stored upper-case; customers' input is upper-cased before it is compared. */
    code: text("code").primaryKey(),
    /** What the coupon takes off: a percent of the products, reais off them, or the delivery fee. */
    kind: text("kind", { enum: COUPON_KINDS }).notNull().default("percent"),
    /** Set exactly when kind is "percent". */
    percentOff: integer("percent_off"),
    /** Set exactly when kind is "amount". */
    amountOffCents: integer("amount_off_cents"),
    /** Null: any subtotal. Compared with the products' subtotal (before the fee). */
    minOrderCents: integer("min_order_cents"),
    /** Null: every store. Otherwise the coupon works only at these stores or in these states. */
    storeIds: text("store_ids").array(),
    states: text("states").array(),
    isActive: boolean("is_active").notNull().default(true),
    /** Either bound may be open (null). */
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    /** Null: no limit. */
    usageLimit: integer("usage_limit"),
    usageCount: integer("usage_count").notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check("coupons_code_upper_case", sql`${table.code} = upper(${table.code})`),
    check("coupons_kind_known", oneOf(table.kind, COUPON_KINDS)),
    check("coupons_percent_off_range", sql`${table.percentOff} between 1 and 100`),
    check(
      "coupons_percent_off_with_kind",
      sql`(${table.kind} = 'percent') = (${table.percentOff} is not null)`,
    ),
    check(
      "coupons_amount_off_with_kind",
      sql`(${table.kind} = 'amount') = (${table.amountOffCents} is not null)`,
    ),
    check("coupons_amount_off_positive", sql`${table.amountOffCents} > 0`),
    check("coupons_min_order_not_negative", sql`${table.minOrderCents} >= 0`),
    check("coupons_usage_count_not_negative", sql`${table.usageCount} >= 0`),
    check("coupons_usage_limit_not_negative", sql`${table.usageLimit} >= 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    /** `ORD-{ms timestamp}`, as the original shop numbered orders. */
    id: text("id").primaryKey(),
    /** Lets the customer read this order without an account. */
    accessToken: text("access_token").notNull().unique(),
    /** The client's Idempotency-Key: a retry finds this order instead of placing another. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** sha256 of the validated request, to tell a retry from a different order under one key. */
    requestHash: text("request_hash").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    customerCpf: text("customer_cpf"),
    customerAddress: text("customer_address"),
    /** Who took a delivery out ("Saiu para entrega"), if staff named them. */
    courierName: text("courier_name"),
    deliveryMethod: text("delivery_method", { enum: DELIVERY_METHODS }).notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    couponCode: text("coupon_code"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Bumped by every staff update, which names the version it read (optimistic locking). */
    version: integer("version").notNull().default(1),
    /** When a staff member first opened the order; until then it is "new" in the queue. */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    /** The store's day (shop time zone) the order was placed on; its short number counts in it. */
    businessDay: date("business_day", { mode: "string" }).notNull(),
    /** #042: the order's number at its store on its day, from 1. */
    shortNumber: integer("short_number").notNull(),
    /** Four digits the customer tells the counter when collecting the order. */
    pickupCode: text("pickup_code").notNull(),
    /** When the customer showed the pickup code at hand-over (a delivery may record it too). */
    pickupCodeCheckedAt: timestamp("pickup_code_checked_at", { withTimezone: true }),
    /** How many times the kitchen ticket was printed; from the second on it reads REIMPRESSÃO. */
    ticketPrints: integer("ticket_prints").notNull().default(0),
    /** Cash: the note the customer will pay with ("troco para R$ 50"); null: no change needed. */
    changeForCents: integer("change_for_cents"),
    /** Card on delivery or pickup: which the machine should be set to. */
    cardType: text("card_type", { enum: CARD_TYPES }),
    /** Pix: the BR Code's txid (unique per order) and the whole "copia e cola" payload. */
    pixTxid: text("pix_txid").unique(),
    pixPayload: text("pix_payload"),
    /** Pix: an order still awaiting payment at this time is cancelled by the server. */
    paymentExpiresAt: timestamp("payment_expires_at", { withTimezone: true }),
    /** Pix: when staff saw the money in the bank statement, and who ("Pix recebido"). */
    paymentConfirmedAt: timestamp("payment_confirmed_at", { withTimezone: true }),
    paymentConfirmedByUserId: text("payment_confirmed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    paymentConfirmedByName: text("payment_confirmed_by_name"),
    /** A delivery's address as typed, with the bairro's name and time as they were. */
    deliveryAddress: jsonb("delivery_address").$type<StoredDeliveryAddress>(),
    /**
     * When the order's units went back to stock and its coupon use back to the coupon
     * (cancelled by staff or by the Pix expiry); null while the order holds them. Set once per
     * cancellation, cleared when a reopened order takes its units again.
     */
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /**
     * The client's address keys (held-units.ts: an IPv4 address, or an IPv6 /64 with its /56
     * and /48): the units of its orders not yet paid or accepted count against their caps.
     * Kept only while the order holds stock on a promise: a trigger (migration 0009) clears
     * them as soon as it is paid, accepted or cancelled, so an address is not kept longer than
     * the limit needs it, and the index holds only the orders the count reads. Null when the
     * address was unknown (an in-process request) and for orders placed before.
     */
    clientAddressKeys: text("client_address_keys").array(),
    /** The Clube Frosty member who placed it (signed in at checkout); null for everyone else. */
    memberId: text("member_id").references(() => users.id, { onDelete: "set null" }),
    /** What the order took from the member's cashback: off its total, never off the delivery fee. */
    cashbackSpentCents: integer("cashback_spent_cents").notNull().default(0),
    /**
     * What a member's order earns cashback on: the products after the coupon and the cashback
     * it used (never the delivery fee); the lot is made when the order is paid.
     */
    cashbackBaseCents: integer("cashback_base_cents").notNull().default(0),
    /**
     * An encomenda: the start of its slot, the store's day it is for (its capacity counts in
     * it) and the picolés it makes; null for an order for now. It waits as "scheduled" until
     * its slot minus the store's preparation time (release-scheduled-orders.ts).
     */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    scheduledDay: date("scheduled_day", { mode: "string" }),
    scheduledUnits: integer("scheduled_units"),
    /** Until when its customer may cancel it (the rules when it was placed); then only staff. */
    scheduledCancelUntil: timestamp("scheduled_cancel_until", { withTimezone: true }),
    /** When the day-before reminder went to the order's browsers. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("orders_created_at_idx").on(table.createdAt),
    // A store's encomendas by day: its capacity, "Agendados" and the production list.
    index("orders_scheduled_day_idx")
      .on(table.storeId, table.scheduledDay)
      .where(sql`${table.scheduledDay} is not null`),
    // What the release sweep looks at: only the encomendas still waiting for their time.
    index("orders_scheduled_waiting_idx")
      .on(table.scheduledFor)
      .where(sql`${table.status} = 'scheduled'`),
    check(
      "orders_scheduled_whole",
      sql`(${table.scheduledFor} is null) = (${table.scheduledDay} is null)
        and (${table.scheduledFor} is null) = (${table.scheduledUnits} is null)
        and (${table.scheduledFor} is null) = (${table.scheduledCancelUntil} is null)`,
    ),
    // "Meus pedidos" of a member, on any device.
    index("orders_member_idx")
      .on(table.memberId, table.createdAt)
      .where(sql`${table.memberId} is not null`),
    check("orders_cashback_spent_not_negative", sql`${table.cashbackSpentCents} >= 0`),
    check("orders_cashback_base_not_negative", sql`${table.cashbackBaseCents} >= 0`),
    // The orders holding units per client address (only those keep their keys): with no
    // status in it, a count by key can only be served by this index, whatever the statistics
    // (PGlite's are never refreshed) say of the status indexes. No fast update: its pending
    // list is merged only by a vacuum PGlite never runs, and every count would scan it.
    index("orders_held_address_keys_idx")
      .using("gin", table.clientAddressKeys)
      .with({ fastupdate: false }),
    // What the Pix expiry sweep looks at: only the orders still waiting.
    index("orders_awaiting_payment_idx")
      .on(table.paymentExpiresAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
    check("orders_card_type_known", oneOf(table.cardType, CARD_TYPES)),
    check("orders_change_for_positive", sql`${table.changeForCents} > 0`),
    index("orders_store_created_at_idx").on(table.storeId, table.createdAt),
    // What waits at each store (the board's Pendente column, Lojas ao vivo): a small index
    // however long the order history grows.
    index("orders_pending_idx")
      .on(table.storeId, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex("orders_store_day_number_idx").on(
      table.storeId,
      table.businessDay,
      table.shortNumber,
    ),
    check("orders_pickup_code_digits", sql`${table.pickupCode} ~ '^[0-9]{4}$'`),
    check("orders_ticket_prints_not_negative", sql`${table.ticketPrints} >= 0`),
    check("orders_status_known", oneOf(table.status, ORDER_STATUSES)),
    check("orders_delivery_method_known", oneOf(table.deliveryMethod, DELIVERY_METHODS)),
    check("orders_payment_method_known", oneOf(table.paymentMethod, PAYMENT_METHODS)),
    check("orders_subtotal_not_negative", sql`${table.subtotalCents} >= 0`),
    check("orders_discount_not_negative", sql`${table.discountCents} >= 0`),
    check("orders_delivery_fee_not_negative", sql`${table.deliveryFeeCents} >= 0`),
    check("orders_total_not_negative", sql`${table.totalCents} >= 0`),
  ],
);

/** What an order keeps of its delivery address (src/shared/orders.ts OrderDeliveryView). */
export interface StoredDeliveryAddress {
  areaId: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighbourhood: string;
  city: string;
  state: string;
  etaMinutes: number;
}

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The line's place in the order as the customer built it. */
    position: integer("position").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    // Name, image and prices are copied: the order keeps what was bought even after staff
    // rename or reprice the product. The foreign key keeps ordered products from being deleted
    // (staff deactivate them instead), so reports can still group by product.
    productName: text("product_name").notNull(),
    imageUrl: text("image_url").notNull(),
    size: productSize("size").notNull(),
    addons: jsonb("addons").$type<ProductAddon[]>().notNull().default([]),
    /** A party box: its flavours and how many of each, per box (null for anything else). */
    boxParts: jsonb("box_parts").$type<BoxPartView[]>(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (table) => [
    uniqueIndex("order_items_order_position_idx").on(table.orderId, table.position),
    index("order_items_product_id_idx").on(table.productId),
    check("order_items_quantity_positive", sql`${table.quantity} > 0`),
    check("order_items_unit_price_not_negative", sql`${table.unitPriceCents} >= 0`),
    check("order_items_line_total_not_negative", sql`${table.lineTotalCents} >= 0`),
  ],
);

// ─── Staff accounts ─────────────────────────────────────────────────────────────────────────
// The tables Better Auth 1.7 reads and writes (its drizzle adapter addresses them as user,
// session, account, verification and rateLimit, by property name; src/server/auth/create-auth.ts
// maps them). Columns follow Better Auth's own generated schema, in snake_case like ours.

/** A staff member's account. Better Auth stores the e-mail lower-cased. */
export const users = pgTable("user", {
  id: text("id").primaryKey(),
  /** The full name typed at sign-up. */
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** A Clube Frosty member's mobile, E.164 ("+55…"), set only by verifying a code; staff have none. */
  phoneNumber: text("phone_number").unique(),
  phoneNumberVerified: boolean("phone_number_verified"),
  ...timestamps,
});

/** One signed-in browser. Signing out deletes the row, so the cookie dies with it. */
export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

/** How a user signs in; for e-mail and password, providerId "credential" and the scrypt hash. */
export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

/** Short-lived tokens (password reset, e-mail verification) when those flows are switched on. */
export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * Better Auth's rate-limit counters ("ip|path" keys). Kept in the database so that every
 * instance counts the same attempts.
 */
export const rateLimits = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  /** Milliseconds since the epoch, as Better Auth writes it. */
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Staff roles; `admin` (HQ) opens /admin. Granted only by the staff CLI. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * Store staff: who works at which store. HQ (the admin role) needs no rows, it sees the chain.
 * Granted only by HQ (the panel's "Equipe" or `npm run staff:grant`).
 */
export const storeStaff = pgTable(
  "store_staff",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    grantedByUserId: text("granted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** As written at the time: "linha de comando" for the shell, else the HQ member's name. */
    grantedByName: text("granted_by_name").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.storeId] }),
    index("store_staff_store_idx").on(table.storeId),
  ],
);

/** Every grant and revoke of a role or a store membership: what, to whom, by whom, when. */
export const staffAccessLog = pgTable(
  "staff_access_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    action: text("action", { enum: ACCESS_ACTIONS }).notNull(),
    /** Kept as written at the time, like the by-name: the log outlives a deleted account. */
    userEmail: text("user_email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** A role's change names the role; a membership's, the store. */
    role: text("role"),
    storeId: text("store_id"),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    byName: text("by_name").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("staff_access_log_user_idx").on(table.userId, table.at),
    check("staff_access_log_action_known", oneOf(table.action, ACCESS_ACTIONS)),
    check(
      "staff_access_log_role_or_store",
      sql`(${table.role} is null) <> (${table.storeId} is null)`,
    ),
  ],
);

/**
 * The staff panels' live streams open right now, across instances: each refreshes its row while
 * it lives (HQ's "Lojas ao vivo" counts a store's panel as connected within the last 60 s).
 */
export const staffStreams = pgTable(
  "staff_streams",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The stores the stream carries; empty for HQ's chain-wide stream. */
    storeIds: text("store_ids").array().notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("staff_streams_seen_at_idx").on(table.seenAt)],
);

/** Settings staff can change without a deploy (the dashboard's monthly goals, for a start). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every status an order went through: who moved it and when (null user: the customer). */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    changedByUserId: text("changed_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** Kept as written at the time, so history survives a renamed or deleted account. */
    changedByName: text("changed_by_name").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the move did besides the status, in Portuguese ("Estoque e cupom devolvidos"). */
    note: text("note"),
    /** Why the system (not staff) cancelled the order, which the customer is told; else null. */
    systemReason: text("system_reason", { enum: SYSTEM_CANCEL_REASONS }),
  },
  (table) => [
    index("order_status_history_order_idx").on(table.orderId, table.changedAt),
    check(
      "order_status_history_system_reason_known",
      oneOf(table.systemReason, SYSTEM_CANCEL_REASONS),
    ),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Product images staff upload. Kept in the database (not on one server's disk) so every
 * instance serves them; the id is the content's hash, so a URL never changes meaning.
 */
export const uploadedImages = pgTable("uploaded_images", {
  id: text("id").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters every instance shares (rate limits kept in the database): orders per
 * client address and per phone, coupon checks, failed sign-ins per account. One row per key;
 * a request past its window starts the count again.
 */
export const requestCounters = pgTable(
  "request_counters",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    windowSeconds: integer("window_seconds").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [index("request_counters_window_idx").on(table.windowStartedAt)],
);

/**
 * A one-time invitation HQ creates for an e-mail address: whoever opens its link and signs in
 * (or signs up) becomes staff of its stores. Only the token's sha256 is kept.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    storeIds: jsonb("store_ids").$type<string[]>().notNull(),
    createdByUserId: text("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdByName: text("created_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedByUserId: text("accepted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("staff_invitations_email_idx").on(table.email, table.createdAt)],
);

/**
 * A browser that asked to be told when an order's status changes (Web Push). Whoever holds the
 * order's access token may add one; a few per order (the customer's phone, a laptop, whoever
 * they shared the tracking link with), the oldest dropped past the limit. `notifiedVersion` is
 * the order version this browser was last told of: every instance hears each status change, and
 * the one whose UPDATE raises it is the one that sends, once.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The push service's URL for this browser (the Web Push endpoint). */
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt the message. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    notifiedVersion: integer("notified_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("push_subscriptions_order_endpoint_idx").on(table.orderId, table.endpoint),
  ],
);

/** Pix automático: what a connection's webhook registration with the PSP last came to. */
export const PIX_WEBHOOK_STATES = ["pending", "registered", "failed"] as const;

/**
 * Pix automático (decision 027): a connection to a PSP's API Pix (the Banco Central's
 * standard), the chain's (`id` 'chain', no store) or one store's own (`id` 'store-<id>', a
 * franchisee's account). Secrets (the OAuth client secret and the certificate's private key)
 * are sealed with the secrets key (AES-256-GCM, pix-connections/sealed-secrets.ts) and never
 * leave the server. A connection from the environment (PIX_PSP_*) has no row: its id is 'env'.
 */
export const pixConnections = pgTable(
  "pix_connections",
  {
    id: text("id").primaryKey(),
    storeId: text("store_id")
      .unique()
      .references(() => stores.id, { onDelete: "cascade" }),
    apiUrl: text("api_url").notNull(),
    tokenUrl: text("token_url").notNull(),
    clientId: text("client_id").notNull(),
    clientSecretSealed: text("client_secret_sealed").notNull(),
    certPem: text("cert_pem").notNull(),
    keyPemSealed: text("key_pem_sealed").notNull(),
    caPem: text("ca_pem"),
    pixKey: text("pix_key").notNull(),
    /** When the secret or the private key was last replaced ("configurado em …"). */
    secretsUpdatedAt: timestamp("secrets_updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    webhookStatus: text("webhook_status", { enum: PIX_WEBHOOK_STATES })
      .notNull()
      .default("pending"),
    webhookError: text("webhook_error"),
    webhookCheckedAt: timestamp("webhook_checked_at", { withTimezone: true }),
    updatedByName: text("updated_by_name"),
    ...timestamps,
  },
  (table) => [
    check("pix_connections_id_shape", sql`${table.id} ~ '^(chain|store-.+)$'`),
    check("pix_connections_scope", sql`(${table.id} = 'chain') = (${table.storeId} is null)`),
    check("pix_connections_webhook_status_known", oneOf(table.webhookStatus, PIX_WEBHOOK_STATES)),
  ],
);

/**
 * A Pix order's charge at the PSP (`cob`): `creating` while Frosty asks for it, `active` once
 * the PSP made it (the customer pays its own copia e cola), `paid` when a `GET /cob/{txid}`
 * found it CONCLUIDA for the order's amount, `fallback` when none could be made in time (the
 * order keeps the static BR Code and staff confirm it), `closed` when it expired unpaid.
 */
export const PIX_CHARGE_STATES = ["creating", "active", "paid", "fallback", "closed"] as const;

export const pixCharges = pgTable(
  "pix_charges",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Ours: 26–35 letters and digits, so a retried PUT /cob/{txid} never makes a second charge. */
    txid: text("txid").notNull().unique(),
    /** 'env', 'chain' or 'store-<id>': which connection made it (and is asked about it). */
    connectionId: text("connection_id").notNull(),
    status: text("status", { enum: PIX_CHARGE_STATES }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** What the customer pays when the charge is active: the PSP's pixCopiaECola. */
    pixCopiaECola: text("pix_copia_e_cola"),
    /** Why the order fell back to the static BR Code (pt-BR, shown to staff). */
    fallbackReason: text("fallback_reason"),
    endToEndId: text("end_to_end_id").unique(),
    paidCents: integer("paid_cents"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Reconciliation: when this charge is next asked about, and when it last was. */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /** When the PSP stops accepting a payment (the order's Pix deadline). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    check("pix_charges_txid_shape", sql`${table.txid} ~ '^[a-zA-Z0-9]{26,35}$'`),
    check("pix_charges_status_known", oneOf(table.status, PIX_CHARGE_STATES)),
    check("pix_charges_amount_positive", sql`${table.amountCents} > 0`),
    // What reconciliation reads: the charges that may still be paid.
    index("pix_charges_due_idx")
      .on(table.nextCheckAt)
      .where(sql`${table.status} in ('creating', 'active')`),
  ],
);

/** A devolução: `requested` until the PSP took it, then the standard's states. */
export const PIX_REFUND_STATES = ["requested", "processing", "refunded", "failed"] as const;
/** Why money goes back: staff cancelled a paid order, or it was paid after its order expired. */
export const PIX_REFUND_REASONS = ["order_cancelled", "paid_after_expiry"] as const;

export const pixRefunds = pgTable(
  "pix_refunds",
  {
    /** Ours, the devolução's `id` in PUT /pix/{e2eid}/devolucao/{id}: a retry never refunds twice. */
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** One refund per paid Pix: the second instance's insert finds it and does nothing. */
    endToEndId: text("end_to_end_id").notNull().unique(),
    connectionId: text("connection_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason", { enum: PIX_REFUND_REASONS }).notNull(),
    status: text("status", { enum: PIX_REFUND_STATES }).notNull().default("requested"),
    /** The PSP's motivo when it could not refund, or why Frosty could not ask (pt-BR). */
    failureReason: text("failure_reason"),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    check("pix_refunds_id_shape", sql`${table.id} ~ '^[a-zA-Z0-9]{1,35}$'`),
    check("pix_refunds_status_known", oneOf(table.status, PIX_REFUND_STATES)),
    check("pix_refunds_reason_known", oneOf(table.reason, PIX_REFUND_REASONS)),
    index("pix_refunds_order_idx").on(table.orderId),
    index("pix_refunds_due_idx")
      .on(table.nextCheckAt)
      .where(sql`${table.status} in ('requested', 'processing')`),
  ],
);

/**
 * Work one instance of the fleet does at a time (Pix reconciliation): whoever holds an
 * unexpired lease does it; a holder that died loses it when it expires.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// Clube Frosty's wallet (issue 29): a ledger. A lot is what one order earned (or what a cancel
// gave back when the lot it came from had expired); every change is an entry with its order,
// store and time. A member's balance is the sum of the remaining cents of their available lots.
// order_id has no foreign key on purpose: the ledger is the accounts' record and outlives any
// order row; the uniqueness below is what makes each operation happen exactly once.

/** One order's cashback: pending until delivered or picked up, then available until it expires. */
export const cashbackLots = pgTable(
  "cashback_lots",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the member deleted their account: the ledger stays, anonymised. */
    memberId: text("member_id").references(() => users.id, { onDelete: "set null" }),
    orderId: text("order_id").notNull(),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id),
    /** Set on a lot made by a cancel that gave back cents drawn from this (expired) lot. */
    returnedFromLotId: bigint("returned_from_lot_id", { mode: "number" }).references(
      (): AnyPgColumn => cashbackLots.id,
    ),
    amountCents: integer("amount_cents").notNull(),
    remainingCents: integer("remaining_cents").notNull(),
    status: text("status", { enum: CASHBACK_LOT_STATUSES }).notNull(),
    /** The rules' days in force when it was earned: its expiry counts from its release. */
    expiryDays: integer("expiry_days").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    availableAt: timestamp("available_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** What a refund could not take back (the member had spent it), settled from later returns. */
    owedCents: integer("owed_cents").notNull().default(0),
  },
  (table) => [
    check("cashback_lots_owed_not_negative", sql`${table.owedCents} >= 0`),
    check("cashback_lots_status_known", oneOf(table.status, CASHBACK_LOT_STATUSES)),
    check("cashback_lots_amount_positive", sql`${table.amountCents} > 0`),
    check(
      "cashback_lots_remaining_in_amount",
      sql`${table.remainingCents} >= 0 and ${table.remainingCents} <= ${table.amountCents}`,
    ),
    check("cashback_lots_expiry_days_positive", sql`${table.expiryDays} > 0`),
    check(
      "cashback_lots_available_expires",
      sql`${table.status} <> 'available' or ${table.expiresAt} is not null`,
    ),
    // One earning per order; one given-back lot per (order, lot it came from).
    uniqueIndex("cashback_lots_earned_once")
      .on(table.orderId)
      .where(sql`${table.returnedFromLotId} is null`),
    uniqueIndex("cashback_lots_returned_once")
      .on(table.orderId, table.returnedFromLotId)
      .where(sql`${table.returnedFromLotId} is not null`),
    index("cashback_lots_member_idx").on(table.memberId, table.status),
    // What the expiry job reads.
    index("cashback_lots_due_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} = 'available' and ${table.remainingCents} > 0`),
  ],
);

/**
 * Every change to a wallet, signed: the sum of a member's entries is their available plus
 * pending cents (a release moves cents from pending to available, so it is 0).
 */
export const cashbackEntries = pgTable(
  "cashback_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: text("member_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: CASHBACK_ENTRY_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The lot it changed; null for a spend, whose lots are its cashback_spend_parts. */
    lotId: bigint("lot_id", { mode: "number" }).references(() => cashbackLots.id),
    orderId: text("order_id").notNull(),
    storeId: text("store_id")
      .notNull()
      .references(() => stores.id),
    /** A take-back's idempotency key: one entry per refund, however often it is asked for. */
    refundId: text("refund_id"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("cashback_entries_kind_known", oneOf(table.kind, CASHBACK_ENTRY_KINDS)),
    check(
      "cashback_entries_sign",
      sql`case ${table.kind}
        when 'earn' then ${table.amountCents} > 0
        when 'release' then ${table.amountCents} = 0
        when 'spend' then ${table.amountCents} < 0
        when 'return' then ${table.amountCents} > 0
        when 'expire' then ${table.amountCents} < 0
        else ${table.amountCents} <= 0 end`,
    ),
    check(
      "cashback_entries_refund_id",
      sql`(${table.kind} = 'take_back') = (${table.refundId} is not null)`,
    ),
    // Exactly once, held by the database: per order one earn, release, void and spend; one
    // return per lot given back to; one take-back per refund; one expiry per lot.
    uniqueIndex("cashback_entries_once_per_order")
      .on(table.orderId, table.kind)
      .where(sql`${table.kind} in ('earn', 'release', 'void', 'spend')`),
    uniqueIndex("cashback_entries_return_once")
      .on(table.orderId, table.lotId)
      .where(sql`${table.kind} = 'return'`),
    uniqueIndex("cashback_entries_refund_once").on(table.refundId),
    uniqueIndex("cashback_entries_expire_once")
      .on(table.lotId)
      .where(sql`${table.kind} = 'expire'`),
    index("cashback_entries_member_idx").on(table.memberId, table.at),
    index("cashback_entries_order_idx").on(table.orderId),
  ],
);

/** Which lots a spend drew from, so a cancel gives back exactly what it took from each. */
export const cashbackSpendParts = pgTable(
  "cashback_spend_parts",
  {
    entryId: bigint("entry_id", { mode: "number" })
      .notNull()
      .references(() => cashbackEntries.id),
    lotId: bigint("lot_id", { mode: "number" })
      .notNull()
      .references(() => cashbackLots.id),
    cents: integer("cents").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.lotId] }),
    check("cashback_spend_parts_cents_positive", sql`${table.cents} > 0`),
  ],
);

/**
 * The LGPD consent a Clube Frosty member gave on joining: the text as shown and its version,
 * kept as they were then (src/shared/club.ts holds the current ones).
 */
export const memberConsents = pgTable(
  "member_consents",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    version: text("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("member_consents_user_idx").on(table.userId)],
);
