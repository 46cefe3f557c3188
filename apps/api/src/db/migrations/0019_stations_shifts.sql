CREATE TABLE "scheduled_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shift_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"action" text NOT NULL,
	"by_user_id" uuid NOT NULL,
	"from_clocked_in_at" timestamp with time zone,
	"to_clocked_in_at" timestamp with time zone,
	"from_clocked_out_at" timestamp with time zone,
	"to_clocked_out_at" timestamp with time zone,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"clocked_in_at" timestamp with time zone NOT NULL,
	"clocked_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "team_pool_policies" ADD COLUMN "hours_source" text DEFAULT 'typed' NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_shifts" ADD CONSTRAINT "scheduled_shifts_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_changes" ADD CONSTRAINT "shift_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_shifts_team_ends_idx" ON "scheduled_shifts" USING btree ("team_id","ends_at");--> statement-breakpoint
CREATE INDEX "shift_changes_shift_idx" ON "shift_changes" USING btree ("shift_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_key" ON "shifts" USING btree ("user_id") WHERE "shifts"."clocked_out_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_station_open_idx" ON "shifts" USING btree ("station_id") WHERE "shifts"."clocked_out_at" is null;--> statement-breakpoint
CREATE INDEX "shifts_team_in_idx" ON "shifts" USING btree ("team_id","clocked_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_code_key" ON "stations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stations_team_idx" ON "stations" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_team_name_key" ON "stations" USING btree ("team_id",lower("name")) WHERE "stations"."deleted_at" is null;
--> statement-breakpoint
-- A shift's history is evidence for the hours a share-out paid: never changed or deleted.
-- A later correction is a new row.
CREATE FUNCTION shift_changes_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shift changes are never changed or deleted'
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER shift_changes_no_change BEFORE UPDATE OR DELETE ON shift_changes
  FOR EACH ROW EXECUTE FUNCTION shift_changes_immutable();
--> statement-breakpoint
CREATE TRIGGER shift_changes_no_truncate BEFORE TRUNCATE ON shift_changes
  FOR EACH STATEMENT EXECUTE FUNCTION shift_changes_immutable();
