CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_charges" (
	"order_id" text PRIMARY KEY NOT NULL,
	"txid" text NOT NULL,
	"connection_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"pix_copia_e_cola" text,
	"fallback_reason" text,
	"end_to_end_id" text,
	"paid_cents" integer,
	"paid_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_txid_unique" UNIQUE("txid"),
	CONSTRAINT "pix_charges_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "pix_charges_txid_shape" CHECK ("pix_charges"."txid" ~ '^[a-zA-Z0-9]{26,35}$'),
	CONSTRAINT "pix_charges_status_known" CHECK ("pix_charges"."status" in ('creating', 'active', 'paid', 'fallback', 'closed')),
	CONSTRAINT "pix_charges_amount_positive" CHECK ("pix_charges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "pix_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text,
	"api_url" text NOT NULL,
	"token_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"cert_pem" text NOT NULL,
	"key_pem_sealed" text NOT NULL,
	"ca_pem" text,
	"pix_key" text NOT NULL,
	"secrets_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"webhook_status" text DEFAULT 'pending' NOT NULL,
	"webhook_error" text,
	"webhook_checked_at" timestamp with time zone,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_connections_store_id_unique" UNIQUE("store_id"),
	CONSTRAINT "pix_connections_id_shape" CHECK ("pix_connections"."id" ~ '^(chain|store-.+)$'),
	CONSTRAINT "pix_connections_scope" CHECK (("pix_connections"."id" = 'chain') = ("pix_connections"."store_id" is null)),
	CONSTRAINT "pix_connections_webhook_status_known" CHECK ("pix_connections"."webhook_status" in ('pending', 'registered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pix_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"connection_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"failure_reason" text,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_refunds_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "pix_refunds_id_shape" CHECK ("pix_refunds"."id" ~ '^[a-zA-Z0-9]{1,35}$'),
	CONSTRAINT "pix_refunds_status_known" CHECK ("pix_refunds"."status" in ('requested', 'processing', 'refunded', 'failed')),
	CONSTRAINT "pix_refunds_reason_known" CHECK ("pix_refunds"."reason" in ('order_cancelled', 'paid_after_expiry'))
);
--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_connections" ADD CONSTRAINT "pix_connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_refunds" ADD CONSTRAINT "pix_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charges_due_idx" ON "pix_charges" USING btree ("next_check_at") WHERE "pix_charges"."status" in ('creating', 'active');--> statement-breakpoint
CREATE INDEX "pix_refunds_order_idx" ON "pix_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pix_refunds_due_idx" ON "pix_refunds" USING btree ("next_check_at") WHERE "pix_refunds"."status" in ('requested', 'processing');