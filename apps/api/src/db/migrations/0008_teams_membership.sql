CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_membership_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"from_role" text,
	"to_role" text NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text NOT NULL,
	"invitation_id" uuid,
	"invited_by" uuid,
	"decided_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_membership_events" ADD CONSTRAINT "team_membership_events_membership_id_team_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."team_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_membership_events" ADD CONSTRAINT "team_membership_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_invitation_id_team_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."team_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_memberships" ADD CONSTRAINT "team_memberships_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_key" ON "team_invitations" USING btree ("team_id","email") WHERE "team_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "team_membership_events_membership_idx" ON "team_membership_events" USING btree ("membership_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_memberships_team_user_key" ON "team_memberships" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_memberships_user_idx" ON "team_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_memberships_team_status_idx" ON "team_memberships" USING btree ("team_id","status");--> statement-breakpoint
-- Membership history is never edited: a correction is a new event.
CREATE FUNCTION team_membership_events_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'team membership events are never changed or deleted'
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_membership_events_no_change BEFORE UPDATE OR DELETE ON team_membership_events
  FOR EACH ROW EXECUTE FUNCTION team_membership_events_immutable();
--> statement-breakpoint
-- Every team has its owner as an accepted 'owner' member from the moment it exists, whichever code
-- creates the team (sign-up, seed, tests).
CREATE FUNCTION teams_owner_membership() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  membership uuid;
BEGIN
  INSERT INTO team_memberships (team_id, user_id, role, status, requested_at, decided_at, accepted_at)
    VALUES (NEW.id, NEW.owner_id, 'owner', 'accepted', NEW.created_at, NEW.created_at, NEW.created_at)
    ON CONFLICT (team_id, user_id) DO NOTHING
    RETURNING id INTO membership;
  IF membership IS NOT NULL THEN
    INSERT INTO team_membership_events (membership_id, to_status, to_role, at)
      VALUES (membership, 'accepted', 'owner', NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER teams_owner_membership AFTER INSERT ON teams
  FOR EACH ROW EXECUTE FUNCTION teams_owner_membership();
--> statement-breakpoint
-- Backfill: the owners of teams that existed before memberships did.
INSERT INTO team_memberships (team_id, user_id, role, status, requested_at, decided_at, accepted_at)
  SELECT t.id, t.owner_id, 'owner', 'accepted', t.created_at, t.created_at, t.created_at FROM teams t
  ON CONFLICT (team_id, user_id) DO NOTHING;
--> statement-breakpoint
-- and the members that users.team_id already named (demo data), as accepted members or admins.
INSERT INTO team_memberships (team_id, user_id, role, status, requested_at, decided_at, accepted_at)
  SELECT u.team_id, u.id, CASE WHEN u.is_team_admin THEN 'admin' ELSE 'member' END, 'accepted',
         u.created_at, u.created_at, u.created_at
    FROM users u JOIN teams t ON t.id = u.team_id
   WHERE t.owner_id <> u.id
  ON CONFLICT (team_id, user_id) DO NOTHING;
--> statement-breakpoint
INSERT INTO team_membership_events (membership_id, to_status, to_role, at)
  SELECT m.id, m.status, m.role, m.requested_at FROM team_memberships m;
