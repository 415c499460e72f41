CREATE TABLE "staff_access_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"user_email" text NOT NULL,
	"user_id" text,
	"role" text,
	"store_id" text,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_access_log_action_known" CHECK ("staff_access_log"."action" in ('grant', 'revoke')),
	CONSTRAINT "staff_access_log_role_or_store" CHECK (("staff_access_log"."role" is null) <> ("staff_access_log"."store_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"store_ids" text[] NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_counters" (
	"store_id" text NOT NULL,
	"day" date NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "store_order_counters_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
CREATE TABLE "store_staff" (
	"user_id" text NOT NULL,
	"store_id" text NOT NULL,
	"granted_by_user_id" text,
	"granted_by_name" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_staff_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "store_stock" (
	"store_id" text NOT NULL,
	"product_id" text NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_stock_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "store_stock_not_negative" CHECK ("store_stock"."stock_quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_stock_not_negative";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "short_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
-- Orders placed before short numbers get theirs now: per store and day (São Paulo time), in the
-- order they were placed, and a pickup code each; the counters continue from the last.
UPDATE "orders" SET
	"business_day" = numbered."day",
	"short_number" = numbered."number",
	"pickup_code" = lpad(floor(random() * 10000)::int::text, 4, '0')
FROM (
	SELECT "id",
		("created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS "day",
		row_number() OVER (
			PARTITION BY "store_id", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date
			ORDER BY "created_at", "id"
		)::int AS "number"
	FROM "orders"
) AS numbered
WHERE numbered."id" = "orders"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "business_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "short_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "pickup_code" SET NOT NULL;--> statement-breakpoint
INSERT INTO "store_order_counters" ("store_id", "day", "last_number")
	SELECT "store_id", "business_day", max("short_number") FROM "orders" GROUP BY "store_id", "business_day";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ticket_prints" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "late_after_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ticket_paper" text DEFAULT '80mm' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "auto_print_tickets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_access_log" ADD CONSTRAINT "staff_access_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access_log" ADD CONSTRAINT "staff_access_log_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_streams" ADD CONSTRAINT "staff_streams_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_counters" ADD CONSTRAINT "store_order_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_granted_by_user_id_user_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock" ADD CONSTRAINT "store_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_access_log_user_idx" ON "staff_access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "staff_streams_seen_at_idx" ON "staff_streams" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "store_staff_store_idx" ON "store_staff" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_stock_product_idx" ON "store_stock" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_store_created_at_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_day_number_idx" ON "orders" USING btree ("store_id","business_day","short_number");--> statement-breakpoint
-- The one chain-wide stock figure becomes every store's starting stock.
INSERT INTO "store_stock" ("store_id", "product_id", "stock_quantity")
	SELECT "stores"."id", "products"."id", "products"."stock_quantity" FROM "stores" CROSS JOIN "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_quantity";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_code_digits" CHECK ("orders"."pickup_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ticket_prints_not_negative" CHECK ("orders"."ticket_prints" >= 0);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_ticket_paper_known" CHECK ("stores"."ticket_paper" in ('80mm', '58mm'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_late_after_range" CHECK ("stores"."late_after_minutes" between 1 and 240);