CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_method" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "tips_pending_idx";--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_user_provider_key" ON "payment_customers" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_customer_key" ON "payment_customers" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_method_key" ON "saved_cards" USING btree ("user_id","provider","payment_method");--> statement-breakpoint
CREATE INDEX "saved_cards_user_created_idx" ON "saved_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tips_unsettled_idx" ON "tips" USING btree ("created_at") WHERE "tips"."status" IN ('pending', 'requiresAction');