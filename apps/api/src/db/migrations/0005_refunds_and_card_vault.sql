CREATE TABLE "tip_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tip_id" uuid NOT NULL,
	"requested_by" uuid,
	"amount" bigint NOT NULL,
	"refunded_total" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lease_expires_at" timestamp with time zone NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tip_refunds_amount_check" CHECK ("tip_refunds"."amount" > 0 AND "tip_refunds"."refunded_total" >= "tip_refunds"."amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_attachments" (
	"payment_method" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_customers_idempotency_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "tip_refunds" ADD CONSTRAINT "tip_refunds_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_refunds" ADD CONSTRAINT "tip_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_attachments" ADD CONSTRAINT "sandbox_attachments_payment_method_sandbox_payment_methods_token_fk" FOREIGN KEY ("payment_method") REFERENCES "public"."sandbox_payment_methods"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_attachments" ADD CONSTRAINT "sandbox_attachments_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_refunds_one_pending_key" ON "tip_refunds" USING btree ("tip_id") WHERE "tip_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tip_refunds_tip_idx" ON "tip_refunds" USING btree ("tip_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_attachments_customer_idx" ON "sandbox_attachments" USING btree ("customer_id");