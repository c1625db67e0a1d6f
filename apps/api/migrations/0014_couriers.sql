CREATE TYPE "public"."shipment_kind" AS ENUM('FORWARD', 'RETURN');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('NEW', 'AWB_ASSIGNED', 'PICKUP_SCHEDULED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'UNDELIVERED', 'DELIVERED', 'RTO_INITIATED', 'RTO_DELIVERED', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'IN_TRANSIT' BEFORE 'DELIVERED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'OUT_FOR_DELIVERY' BEFORE 'DELIVERED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'DELIVERY_FAILED' BEFORE 'DELIVERED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RTO';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'RTO_RECEIVED';--> statement-breakpoint
CREATE TABLE "provider_tokens" (
	"provider" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"channel_order_id" text NOT NULL,
	"is_return" boolean DEFAULT false NOT NULL,
	"request" jsonb NOT NULL,
	"awb" text,
	"courier_company_id" integer,
	"courier_name" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pickup_requested_at" timestamp with time zone,
	"next_auto_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" "shipment_status" NOT NULL,
	"courier_status" text,
	"location" text,
	"activity" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "shipment_kind" DEFAULT 'FORWARD' NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_id" text,
	"courier_name" text,
	"status" "shipment_status" DEFAULT 'NEW' NOT NULL,
	"status_at" timestamp with time zone,
	"estimated_delivery" text,
	"rate_paise" integer,
	"cod_amount_paise" integer DEFAULT 0 NOT NULL,
	"parcel" jsonb NOT NULL,
	"pickup_requested_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"last_failure_reason" text,
	"last_news_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_polled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_cod_non_negative" CHECK ("shipments"."cod_amount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "weight_grams" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "length_cm" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "breadth_cm" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "height_cm" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_shipments_awb_key" ON "sandbox_shipments" USING btree ("awb");--> statement-breakpoint
CREATE INDEX "sandbox_shipments_auto_idx" ON "sandbox_shipments" USING btree ("next_auto_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_scans_key" ON "shipment_scans" USING btree ("key");--> statement-breakpoint
CREATE INDEX "shipment_scans_shipment_idx" ON "shipment_scans" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_awb_key" ON "shipments" USING btree ("provider","awb");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_key" ON "shipments" USING btree ("order_id","kind") WHERE "shipments"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "shipments_quiet_idx" ON "shipments" USING btree ("last_news_at") WHERE "shipments"."status" not in ('DELIVERED', 'RTO_DELIVERED', 'CANCELLED');--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_parcel_positive" CHECK ("product_sizes"."weight_grams" > 0 and "product_sizes"."length_cm" > 0 and "product_sizes"."breadth_cm" > 0 and "product_sizes"."height_cm" > 0);