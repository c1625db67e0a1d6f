CREATE TABLE "instagram_feed" (
	"id" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"seed_token_hash" text NOT NULL,
	"token_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_expires_at" timestamp with time zone,
	"last_refreshed_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "instagram_media" (
	"media_id" text PRIMARY KEY NOT NULL,
	"video" text NOT NULL,
	"poster" text NOT NULL,
	"permalink" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "instagram_media_posted_idx" ON "instagram_media" USING btree ("posted_at");