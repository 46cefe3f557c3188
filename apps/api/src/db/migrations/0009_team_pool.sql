CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"transfer_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_pool_contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_pool_policies" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"frequency" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_pool_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"record" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_pool_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_pool_shares_positive_check" CHECK ("team_pool_shares"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_pool_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"destination_account_id" text,
	"provider_transfer_id" text,
	"failure_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "transfer_group" text;--> statement-breakpoint
ALTER TABLE "team_pool_contests" ADD CONSTRAINT "team_pool_contests_run_id_team_pool_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."team_pool_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_contests" ADD CONSTRAINT "team_pool_contests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_contests" ADD CONSTRAINT "team_pool_contests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_contests" ADD CONSTRAINT "team_pool_contests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_policies" ADD CONSTRAINT "team_pool_policies_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_policies" ADD CONSTRAINT "team_pool_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_runs" ADD CONSTRAINT "team_pool_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_runs" ADD CONSTRAINT "team_pool_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_shares" ADD CONSTRAINT "team_pool_shares_run_id_team_pool_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."team_pool_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_shares" ADD CONSTRAINT "team_pool_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_shares" ADD CONSTRAINT "team_pool_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_transfers" ADD CONSTRAINT "team_pool_transfers_share_id_team_pool_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."team_pool_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_transfers" ADD CONSTRAINT "team_pool_transfers_run_id_team_pool_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."team_pool_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_pool_transfers" ADD CONSTRAINT "team_pool_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfers_idempotency_key" ON "sandbox_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "team_pool_contests_run_user_key" ON "team_pool_contests" USING btree ("run_id","user_id");--> statement-breakpoint
CREATE INDEX "team_pool_contests_team_status_idx" ON "team_pool_contests" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_pool_runs_team_seq_key" ON "team_pool_runs" USING btree ("team_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "team_pool_runs_team_period_key" ON "team_pool_runs" USING btree ("team_id","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "team_pool_shares_run_user_currency_key" ON "team_pool_shares" USING btree ("run_id","user_id","currency");--> statement-breakpoint
CREATE INDEX "team_pool_shares_user_created_idx" ON "team_pool_shares" USING btree ("user_id","team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_pool_transfers_share_key" ON "team_pool_transfers" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "team_pool_transfers_status_idx" ON "team_pool_transfers" USING btree ("status");--> statement-breakpoint
-- The run log and its shares are evidence for members and tipping law: never changed or deleted.
-- A correction is a later run; any edit made around this trigger breaks the hash chain.
CREATE FUNCTION team_pool_log_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'share-out records are never changed or deleted'
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_pool_runs_no_change BEFORE UPDATE OR DELETE ON team_pool_runs
  FOR EACH ROW EXECUTE FUNCTION team_pool_log_immutable();
--> statement-breakpoint
CREATE TRIGGER team_pool_runs_no_truncate BEFORE TRUNCATE ON team_pool_runs
  FOR EACH STATEMENT EXECUTE FUNCTION team_pool_log_immutable();
--> statement-breakpoint
CREATE TRIGGER team_pool_shares_no_change BEFORE UPDATE OR DELETE ON team_pool_shares
  FOR EACH ROW EXECUTE FUNCTION team_pool_log_immutable();
--> statement-breakpoint
CREATE TRIGGER team_pool_shares_no_truncate BEFORE TRUNCATE ON team_pool_shares
  FOR EACH STATEMENT EXECUTE FUNCTION team_pool_log_immutable();
