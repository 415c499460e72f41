ALTER TABLE "orders" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cashback_spent_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cashback_base_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at") WHERE "orders"."member_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cashback_spent_not_negative" CHECK ("orders"."cashback_spent_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cashback_base_not_negative" CHECK ("orders"."cashback_base_cents" >= 0);