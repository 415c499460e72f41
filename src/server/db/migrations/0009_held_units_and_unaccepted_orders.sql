ALTER TABLE "order_status_history" ADD COLUMN "system_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address_keys" text[];--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cancel_unaccepted_after_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_held_address_keys_idx" ON "orders" USING gin ("client_address_keys") WHERE "orders"."status" in ('awaiting_payment', 'pending');--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_system_reason_known" CHECK ("order_status_history"."system_reason" in ('pix_not_paid', 'store_did_not_confirm'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_cancel_unaccepted_after_range" CHECK ("stores"."cancel_unaccepted_after_minutes" between 5 and 240);