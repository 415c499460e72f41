ALTER TABLE "order_status_history" ADD COLUMN "system_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address_keys" text[];--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cancel_unaccepted_after_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_held_address_keys_idx" ON "orders" USING gin ("client_address_keys") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_system_reason_known" CHECK ("order_status_history"."system_reason" in ('pix_not_paid', 'store_did_not_confirm'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_cancel_unaccepted_after_range" CHECK ("stores"."cancel_unaccepted_after_minutes" between 5 and 240);--> statement-breakpoint
-- An order keeps its client's address keys only while it holds stock on a promise (held-units.ts):
-- paid, accepted or cancelled, they go, whichever path moved it.
CREATE FUNCTION "orders_forget_client_address"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT (NEW.status = 'awaiting_payment'
          OR (NEW.status = 'pending' AND NEW.payment_confirmed_at IS NULL)) THEN
    NEW.client_address_keys := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_forget_client_address"
  BEFORE INSERT OR UPDATE OF "status", "payment_confirmed_at", "client_address_keys" ON "orders"
  FOR EACH ROW WHEN (NEW.client_address_keys IS NOT NULL)
  EXECUTE FUNCTION "orders_forget_client_address"();
