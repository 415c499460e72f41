CREATE TABLE "delivery_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"min_order_cents" integer,
	"eta_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_areas_fee_range" CHECK ("delivery_areas"."fee_cents" between 0 and 100000),
	CONSTRAINT "delivery_areas_min_order_range" CHECK ("delivery_areas"."min_order_cents" between 1 and 10000000),
	CONSTRAINT "delivery_areas_eta_range" CHECK ("delivery_areas"."eta_minutes" between 5 and 480)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_for_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_txid" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_payload" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_confirmed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "payment_methods" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pix_merchant_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pix_merchant_city" text;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_areas_store_name_idx" ON "delivery_areas" USING btree ("store_id",lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_confirmed_by_user_id_user_id_fk" FOREIGN KEY ("payment_confirmed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pix_txid_unique" UNIQUE("pix_txid");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_type_known" CHECK ("orders"."card_type" in ('credit', 'debit'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_change_for_positive" CHECK ("orders"."change_for_cents" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'pending', 'preparing', 'ready', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('pix', 'cash', 'card', 'whatsapp', 'test'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_pix_receiver_whole" CHECK (("stores"."pix_key" is null) = ("stores"."pix_key_type" is null)
        and ("stores"."pix_key" is null) = ("stores"."pix_merchant_name" is null)
        and ("stores"."pix_key" is null) = ("stores"."pix_merchant_city" is null));