CREATE TABLE "sent_mails" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_tip_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_tip_counts" DROP CONSTRAINT "team_tip_counts_team_id_receiver_user_id_credit_to_pk";--> statement-breakpoint
ALTER TABLE "team_tip_counts" ADD CONSTRAINT "team_tip_counts_team_id_receiver_user_id_credit_to_shard_pk" PRIMARY KEY("team_id","receiver_user_id","credit_to","shard");--> statement-breakpoint
-- Every change is a +1 or -1 added to the shard row of the connection that makes it: settlements
-- of one team on different connections never wait for each other's row lock. Readers sum the shards.
CREATE OR REPLACE FUNCTION team_tip_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  my_shard smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'succeeded' AND OLD.to_team_id IS NOT NULL
     AND NOT (NEW.status = 'succeeded' AND NEW.to_team_id IS NOT DISTINCT FROM OLD.to_team_id
              AND NEW.receiver_user_id = OLD.receiver_user_id AND NEW.credit_to = OLD.credit_to) THEN
    INSERT INTO team_tip_counts (team_id, receiver_user_id, credit_to, shard, count)
      VALUES (OLD.to_team_id, OLD.receiver_user_id, OLD.credit_to, my_shard, -1)
      ON CONFLICT (team_id, receiver_user_id, credit_to, shard) DO UPDATE SET count = team_tip_counts.count - 1;
  END IF;
  IF NEW.status = 'succeeded' AND NEW.to_team_id IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.status <> 'succeeded' OR OLD.to_team_id IS DISTINCT FROM NEW.to_team_id
          OR OLD.receiver_user_id <> NEW.receiver_user_id OR OLD.credit_to <> NEW.credit_to) THEN
    INSERT INTO team_tip_counts (team_id, receiver_user_id, credit_to, shard, count)
      VALUES (NEW.to_team_id, NEW.receiver_user_id, NEW.credit_to, my_shard, 1)
      ON CONFLICT (team_id, receiver_user_id, credit_to, shard) DO UPDATE SET count = team_tip_counts.count + 1;
  END IF;
  RETURN NULL;
END
$$;
