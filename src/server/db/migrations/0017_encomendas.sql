ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "box_parts" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_units" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_cancel_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'flavour' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_lead_hours" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_flavour_ids" text[];--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "preparation_minutes" integer DEFAULT 45 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "daily_capacity" integer[] DEFAULT '{300,300,300,300,300,300,300}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_scheduled_day_idx" ON "orders" USING btree ("store_id","scheduled_day") WHERE "orders"."scheduled_day" is not null;--> statement-breakpoint
CREATE INDEX "orders_scheduled_waiting_idx" ON "orders" USING btree ("scheduled_for") WHERE "orders"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_scheduled_whole" CHECK (("orders"."scheduled_for" is null) = ("orders"."scheduled_day" is null)
        and ("orders"."scheduled_for" is null) = ("orders"."scheduled_units" is null)
        and ("orders"."scheduled_for" is null) = ("orders"."scheduled_cancel_until" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'scheduled', 'pending', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kind_known" CHECK ("products"."kind" in ('flavour', 'box'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_box_whole" CHECK (("products"."kind" = 'box') = ("products"."box_size" is not null)
        and ("products"."box_size" is null) = ("products"."box_lead_hours" is null)
        and ("products"."box_size" is null) = ("products"."box_flavour_ids" is null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_box_size_range" CHECK ("products"."box_size" between 2 and 200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_box_lead_range" CHECK ("products"."box_lead_hours" between 0 and 336);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_preparation_range" CHECK ("stores"."preparation_minutes" between 5 and 480);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_daily_capacity_week" CHECK (cardinality("stores"."daily_capacity") = 7 and 0 <= all("stores"."daily_capacity"));