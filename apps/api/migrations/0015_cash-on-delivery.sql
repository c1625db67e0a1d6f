ALTER TYPE "public"."payment_status" ADD VALUE 'COD_PENDING';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'COD_COLLECTED';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_level" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_cod_contact_idx" ON "orders" USING btree ("contact_mobile","created_at") WHERE "orders"."payment_method" = 'COD';--> statement-breakpoint
CREATE INDEX "orders_cod_unconfirmed_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'COD' and "orders"."cod_confirmed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cod_confirm_token_key" ON "orders" USING btree ("cod_confirm_token_hash");--> statement-breakpoint
CREATE INDEX "orders_pincode_created_idx" ON "orders" USING btree (("shipping_address" ->> 'zipcode'),"created_at");