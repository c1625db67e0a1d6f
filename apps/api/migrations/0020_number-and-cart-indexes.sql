DROP INDEX "orders_cod_contact_idx";--> statement-breakpoint
CREATE INDEX "carts_mobile_open_idx" ON "carts" USING btree ("mobile") WHERE "carts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "order_lines_size_idx" ON "order_lines" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "orders_contact_idx" ON "orders" USING btree ("contact_mobile","created_at");