ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_order_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "store_ids" text[];--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "states" text[];--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "deliveries_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "deliveries_pause_reason" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_known" CHECK ("coupons"."kind" in ('percent', 'amount', 'free_delivery'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percent_off_with_kind" CHECK (("coupons"."kind" = 'percent') = ("coupons"."percent_off" is not null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_off_with_kind" CHECK (("coupons"."kind" = 'amount') = ("coupons"."amount_off_cents" is not null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_off_positive" CHECK ("coupons"."amount_off_cents" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_min_order_not_negative" CHECK ("coupons"."min_order_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('awaiting_payment', 'pending', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_deliveries_pause_reason_with_pause" CHECK ("stores"."deliveries_pause_reason" is null or "stores"."deliveries_paused_until" is not null);