ALTER TABLE "sandbox_payment_methods" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
CREATE INDEX "tips_failed_created_idx" ON "tips" USING btree ("created_at") WHERE "tips"."status" = 'failed';