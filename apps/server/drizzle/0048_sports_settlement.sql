ALTER TABLE "sports_fixtures" DROP CONSTRAINT "sports_fixtures_status_check";--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD COLUMN "original_kickoff" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD COLUMN "outcome_source" text;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_status_check" CHECK ("sports_fixtures"."status" in ('scheduled', 'live', 'suspended', 'finished', 'postponed', 'abandoned'));--> statement-breakpoint
-- Fixtures over before this migration were settled under the old rules: keep that outcome, so the
-- settlement window does not void them again and a correction compares against it.
UPDATE "sports_fixtures" SET "original_kickoff" = "kickoff" WHERE "original_kickoff" IS NULL;--> statement-breakpoint
UPDATE "sports_fixtures"
   SET "outcome" = jsonb_build_object(
         'status', CASE "status" WHEN 'finished' THEN 'finished' ELSE 'void' END,
         'home', coalesce("score_home", 0), 'away', coalesce("score_away", 0), 'htHome', "ht_home", 'htAway', "ht_away"),
       "outcome_source" = 'feed'
 WHERE "status" IN ('finished', 'abandoned', 'postponed') AND "outcome" IS NULL;
