CREATE TABLE "sports_bet_adjustments" (
	"bet_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"delta" bigint NOT NULL,
	"applied" bigint,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "sports_bet_adjustments_bet_id_seq_pk" PRIMARY KEY("bet_id","seq"),
	CONSTRAINT "sports_bet_adjustments_purpose_check" CHECK ("sports_bet_adjustments"."purpose" in ('result', 'debt')),
	CONSTRAINT "sports_bet_adjustments_delta_check" CHECK ("sports_bet_adjustments"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "sports_fixtures" DROP CONSTRAINT "sports_fixtures_status_check";--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD COLUMN "original_kickoff" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD COLUMN "outcome" jsonb;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD COLUMN "outcome_source" text;--> statement-breakpoint
ALTER TABLE "sports_bet_adjustments" ADD CONSTRAINT "sports_bet_adjustments_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_adjustments_user_idx" ON "sports_bet_adjustments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sports_bet_adjustments_pending_idx" ON "sports_bet_adjustments" USING btree ("created_at") WHERE applied is null;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD CONSTRAINT "sports_fixtures_status_check" CHECK ("sports_fixtures"."status" in ('scheduled', 'live', 'suspended', 'finished', 'postponed', 'abandoned'));--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('bet', 'win', 'rollback', 'adjust'));--> statement-breakpoint
-- Fixtures over before this migration were settled under the old rules: keep that outcome, so the
-- settlement window does not void them again and a correction compares against it.
UPDATE "sports_fixtures" SET "original_kickoff" = "kickoff" WHERE "original_kickoff" IS NULL;--> statement-breakpoint
UPDATE "sports_fixtures"
   SET "outcome" = jsonb_build_object(
         'status', CASE "status" WHEN 'finished' THEN 'finished' ELSE 'void' END,
         'home', coalesce("score_home", 0), 'away', coalesce("score_away", 0), 'htHome', "ht_home", 'htAway', "ht_away"),
       "outcome_source" = 'feed'
 WHERE "status" IN ('finished', 'abandoned', 'postponed') AND "outcome" IS NULL;
