ALTER TABLE "stores" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_time_zone_known" CHECK ("stores"."time_zone" in ('America/Sao_Paulo', 'America/Manaus', 'America/Cuiaba', 'America/Campo_Grande', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Rio_Branco'));--> statement-breakpoint
-- The stores already open keep their state's clock (src/shared/store-time-zone.ts).
UPDATE "stores" SET "time_zone" = CASE "state"
  WHEN 'AM' THEN 'America/Manaus'
  WHEN 'MT' THEN 'America/Cuiaba'
  WHEN 'MS' THEN 'America/Campo_Grande'
  WHEN 'RO' THEN 'America/Porto_Velho'
  WHEN 'RR' THEN 'America/Boa_Vista'
  WHEN 'AC' THEN 'America/Rio_Branco'
  ELSE 'America/Sao_Paulo' END;
