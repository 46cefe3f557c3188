CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payout_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payouts_amounts_check" CHECK ("payouts"."amount" > 0 AND "payouts"."fee" >= 0 AND "payouts"."fee" < "payouts"."amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_records" (
	"provider" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"reference" text,
	"status" text NOT NULL,
	"amount" bigint,
	"currency" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_provider_records_provider_id_pk" PRIMARY KEY("provider","id")
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" DROP CONSTRAINT "payment_accounts_pkey";--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_user_id_provider_pk" PRIMARY KEY("user_id","provider");--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "is_destination" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key" ON "payouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_key" ON "payouts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_user_created_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_provider_records_idempotency_key" ON "sandbox_provider_records" USING btree ("provider","kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_provider_records_reference_idx" ON "sandbox_provider_records" USING btree ("provider","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_accounts_destination_key" ON "payment_accounts" USING btree ("user_id") WHERE "payment_accounts"."is_destination";