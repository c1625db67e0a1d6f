ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_orders" ADD COLUMN "paid_amount_paise" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_within_limit" CHECK ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses");--> statement-breakpoint
-- The demo's welcome coupon says "your first order": hold existing shops to it too.
UPDATE "coupons" SET "first_order_only" = true, "max_uses_per_customer" = 1 WHERE "code" = 'WELCOME10';
