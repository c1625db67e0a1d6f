CREATE TYPE "public"."consent_purpose" AS ENUM('WHATSAPP_UPDATES', 'WHATSAPP_MARKETING');--> statement-breakpoint
ALTER TYPE "public"."notification_channel" ADD VALUE 'WHATSAPP';--> statement-breakpoint
ALTER TYPE "public"."notification_status" ADD VALUE 'SENDING' BEFORE 'SENT';--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"browser_key" text,
	"mobile" text,
	"language" "language" DEFAULT 'en' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_paise" integer DEFAULT 0 NOT NULL,
	"contact_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"recovered_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"user_id" uuid,
	"purpose" "consent_purpose" NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" text NOT NULL,
	"wording" text NOT NULL,
	"language" "language" NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_consents" (
	"mobile" text NOT NULL,
	"purpose" "consent_purpose" NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" text NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_consents_mobile_purpose_pk" PRIMARY KEY("mobile","purpose")
);
--> statement-breakpoint
CREATE TABLE "sandbox_whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"direction" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"user_id" uuid,
	"language" "language" DEFAULT 'en' NOT NULL,
	"notified_at" timestamp with time zone,
	"notification_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_events" (
	"key" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "fallback_for" uuid;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_open_key" ON "carts" USING btree ("user_id") WHERE "carts"."user_id" is not null and "carts"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_browser_key" ON "carts" USING btree ("browser_key");--> statement-breakpoint
CREATE INDEX "carts_reminder_due_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."closed_at" is null and "carts"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "consent_records_mobile_idx" ON "consent_records" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_whatsapp_messages_mobile_idx" ON "sandbox_whatsapp_messages" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_key" ON "stock_alerts" USING btree ("size_id","mobile") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_size_waiting_idx" ON "stock_alerts" USING btree ("size_id","created_at") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_mobile_waiting_idx" ON "stock_alerts" USING btree ("mobile") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_provider_message_key" ON "notifications" USING btree ("provider_message_id") WHERE "notifications"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_provider_sent_idx" ON "notifications" USING btree ("sent_at") WHERE "notifications"."provider_message_id" is not null and "notifications"."status" = 'SENT';