CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"slot" bigint NOT NULL,
	"instance" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_job_runs_job_slot_pk" PRIMARY KEY("job","slot")
);
--> statement-breakpoint
-- Hand-written (decision 102): tables behind in-memory caches announce their changes at commit,
-- so every instance drops its copies at once (apps/server/src/db/changes.ts).
CREATE OR REPLACE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER providers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER games_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER game_partners_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_partners FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER jackpot_pools_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jackpot_pools FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER missions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON missions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER promotions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER payment_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();--> statement-breakpoint
CREATE TRIGGER sports_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sports_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
