CREATE TABLE "cashback_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashback_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" text,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lot_id" bigint,
	"order_id" text NOT NULL,
	"store_id" text NOT NULL,
	"refund_id" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_entries_kind_known" CHECK ("cashback_entries"."kind" in ('earn', 'release', 'spend', 'return', 'void', 'take_back', 'expire')),
	CONSTRAINT "cashback_entries_sign" CHECK (case "cashback_entries"."kind"
        when 'earn' then "cashback_entries"."amount_cents" > 0
        when 'release' then "cashback_entries"."amount_cents" = 0
        when 'spend' then "cashback_entries"."amount_cents" < 0
        when 'return' then "cashback_entries"."amount_cents" > 0
        when 'expire' then "cashback_entries"."amount_cents" < 0
        else "cashback_entries"."amount_cents" <= 0 end),
	CONSTRAINT "cashback_entries_refund_id" CHECK (("cashback_entries"."kind" = 'take_back') = ("cashback_entries"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "cashback_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashback_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" text,
	"order_id" text NOT NULL,
	"store_id" text NOT NULL,
	"returned_from_lot_id" bigint,
	"amount_cents" integer NOT NULL,
	"remaining_cents" integer NOT NULL,
	"status" text NOT NULL,
	"expiry_days" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "cashback_lots_status_known" CHECK ("cashback_lots"."status" in ('pending', 'available', 'void', 'expired', 'taken_back')),
	CONSTRAINT "cashback_lots_amount_positive" CHECK ("cashback_lots"."amount_cents" > 0),
	CONSTRAINT "cashback_lots_remaining_in_amount" CHECK ("cashback_lots"."remaining_cents" >= 0 and "cashback_lots"."remaining_cents" <= "cashback_lots"."amount_cents"),
	CONSTRAINT "cashback_lots_expiry_days_positive" CHECK ("cashback_lots"."expiry_days" > 0),
	CONSTRAINT "cashback_lots_available_expires" CHECK ("cashback_lots"."status" <> 'available' or "cashback_lots"."expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "cashback_spend_parts" (
	"entry_id" bigint NOT NULL,
	"lot_id" bigint NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "cashback_spend_parts_entry_id_lot_id_pk" PRIMARY KEY("entry_id","lot_id"),
	CONSTRAINT "cashback_spend_parts_cents_positive" CHECK ("cashback_spend_parts"."cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_lot_id_cashback_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."cashback_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_lots" ADD CONSTRAINT "cashback_lots_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_lots" ADD CONSTRAINT "cashback_lots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_lots" ADD CONSTRAINT "cashback_lots_returned_from_lot_id_cashback_lots_id_fk" FOREIGN KEY ("returned_from_lot_id") REFERENCES "public"."cashback_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_spend_parts" ADD CONSTRAINT "cashback_spend_parts_entry_id_cashback_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cashback_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_spend_parts" ADD CONSTRAINT "cashback_spend_parts_lot_id_cashback_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."cashback_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_once_per_order" ON "cashback_entries" USING btree ("order_id","kind") WHERE "cashback_entries"."kind" in ('earn', 'release', 'void', 'spend');--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_return_once" ON "cashback_entries" USING btree ("order_id","lot_id") WHERE "cashback_entries"."kind" = 'return';--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_refund_once" ON "cashback_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_entries_expire_once" ON "cashback_entries" USING btree ("lot_id") WHERE "cashback_entries"."kind" = 'expire';--> statement-breakpoint
CREATE INDEX "cashback_entries_member_idx" ON "cashback_entries" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "cashback_entries_order_idx" ON "cashback_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_lots_earned_once" ON "cashback_lots" USING btree ("order_id") WHERE "cashback_lots"."returned_from_lot_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_lots_returned_once" ON "cashback_lots" USING btree ("order_id","returned_from_lot_id") WHERE "cashback_lots"."returned_from_lot_id" is not null;--> statement-breakpoint
CREATE INDEX "cashback_lots_member_idx" ON "cashback_lots" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "cashback_lots_due_idx" ON "cashback_lots" USING btree ("expires_at") WHERE "cashback_lots"."status" = 'available' and "cashback_lots"."remaining_cents" > 0;