CREATE TABLE "team_tip_counts" (
	"team_id" uuid NOT NULL,
	"receiver_user_id" uuid NOT NULL,
	"credit_to" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_tip_counts_team_id_receiver_user_id_credit_to_pk" PRIMARY KEY("team_id","receiver_user_id","credit_to")
);
--> statement-breakpoint
-- Every way a tip becomes paid (or, never in practice, stops being paid) moves its team's count.
CREATE FUNCTION team_tip_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'succeeded' AND OLD.to_team_id IS NOT NULL
     AND NOT (NEW.status = 'succeeded' AND NEW.to_team_id IS NOT DISTINCT FROM OLD.to_team_id
              AND NEW.receiver_user_id = OLD.receiver_user_id AND NEW.credit_to = OLD.credit_to) THEN
    UPDATE team_tip_counts SET count = count - 1
      WHERE team_id = OLD.to_team_id AND receiver_user_id = OLD.receiver_user_id AND credit_to = OLD.credit_to;
  END IF;
  IF NEW.status = 'succeeded' AND NEW.to_team_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.status <> 'succeeded' OR OLD.to_team_id IS DISTINCT FROM NEW.to_team_id
          OR OLD.receiver_user_id <> NEW.receiver_user_id OR OLD.credit_to <> NEW.credit_to) THEN
    INSERT INTO team_tip_counts (team_id, receiver_user_id, credit_to, count)
      VALUES (NEW.to_team_id, NEW.receiver_user_id, NEW.credit_to, 1)
      ON CONFLICT (team_id, receiver_user_id, credit_to) DO UPDATE SET count = team_tip_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tips_team_tip_counts AFTER INSERT OR UPDATE OF status, to_team_id, receiver_user_id, credit_to ON tips
  FOR EACH ROW EXECUTE FUNCTION team_tip_counts_follow();
--> statement-breakpoint
INSERT INTO team_tip_counts (team_id, receiver_user_id, credit_to, count)
  SELECT to_team_id, receiver_user_id, credit_to, count(*) FROM tips
  WHERE status = 'succeeded' AND to_team_id IS NOT NULL
  GROUP BY to_team_id, receiver_user_id, credit_to;
