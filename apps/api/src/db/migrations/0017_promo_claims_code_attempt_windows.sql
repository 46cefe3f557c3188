CREATE TABLE "code_attempt_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "pending_request_id" uuid;--> statement-breakpoint
CREATE INDEX "code_attempt_windows_started_idx" ON "code_attempt_windows" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "promo_redemptions_pending_idx" ON "promo_redemptions" USING btree ("pending_request_id") WHERE "promo_redemptions"."pending_request_id" IS NOT NULL;