import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { PRODUCT_SIZES } from "../../shared/catalog.ts";

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
    stockQuantity: integer("stock_quantity").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    check("products_price_not_negative", sql`${table.basePriceCents} >= 0`),
    check("products_stock_not_negative", sql`${table.stockQuantity} >= 0`),
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

export const stores = pgTable("stores", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  whatsapp: text("whatsapp"),
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps,
});
