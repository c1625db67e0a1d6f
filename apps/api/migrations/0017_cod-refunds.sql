CREATE TYPE "public"."refund_method" AS ENUM('GATEWAY', 'PAYOUT', 'BY_HAND', 'UNCOLLECTED');--> statement-breakpoint
ALTER TYPE "public"."refund_status" ADD VALUE 'REVERSED';--> statement-breakpoint
CREATE TABLE "sandbox_payout_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"body" jsonb NOT NULL,
	"next_auto_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_to" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" "refund_method" DEFAULT 'GATEWAY' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "utr" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payout_entities_dedupe_key" ON "sandbox_payout_entities" USING btree ("entity","dedupe_key");--> statement-breakpoint
CREATE INDEX "sandbox_payout_entities_auto_idx" ON "sandbox_payout_entities" USING btree ("next_auto_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payout_id_key" ON "refunds" USING btree ("payout_id");