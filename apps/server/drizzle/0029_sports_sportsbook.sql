CREATE TABLE "sports_bet_legs" (
	"bet_id" uuid NOT NULL,
	"idx" integer NOT NULL,
	"fixture_id" uuid NOT NULL,
	"market" text NOT NULL,
	"line" double precision,
	"pick" text NOT NULL,
	"market_key" text NOT NULL,
	"odds" integer NOT NULL,
	"in_play" integer DEFAULT 0 NOT NULL,
	"result" text,
	CONSTRAINT "sports_bet_legs_bet_id_idx_pk" PRIMARY KEY("bet_id","idx")
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"potential_win" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"refusal" text,
	"accept_odds" text NOT NULL,
	"token" text NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_kind_check" CHECK ("sports_bets"."kind" in ('single', 'parlay')),
	CONSTRAINT "sports_bets_status_check" CHECK ("sports_bets"."status" in ('pending', 'placed', 'settled', 'void', 'refused', 'cancelled')),
	CONSTRAINT "sports_bets_stake_check" CHECK ("sports_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "sports_fixtures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"lambda_home" double precision NOT NULL,
	"lambda_away" double precision NOT NULL,
	"rate_home" integer,
	"rate_away" integer,
	"markets" jsonb NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	"odds_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"timeline" jsonb,
	"end_minute" integer,
	"minute" integer DEFAULT 0 NOT NULL,
	"score_home" integer,
	"score_away" integer,
	"ht_home" integer,
	"ht_away" integer,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_fixtures_status_check" CHECK ("sports_fixtures"."status" in ('scheduled', 'live', 'finished', 'postponed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "sports_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_fixture_id_sports_fixtures_id_fk" FOREIGN KEY ("fixture_id") REFERENCES "public"."sports_fixtures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_fixture_idx" ON "sports_bet_legs" USING btree ("fixture_id","market_key");--> statement-breakpoint
CREATE INDEX "sports_bet_legs_open_idx" ON "sports_bet_legs" USING btree ("fixture_id") WHERE result is null;--> statement-breakpoint
CREATE INDEX "sports_bets_user_idx" ON "sports_bets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sports_bets_open_idx" ON "sports_bets" USING btree ("status") WHERE status in ('pending', 'placed');--> statement-breakpoint
CREATE INDEX "sports_fixtures_status_idx" ON "sports_fixtures" USING btree ("status","kickoff");--> statement-breakpoint
CREATE INDEX "sports_fixtures_kickoff_idx" ON "sports_fixtures" USING btree ("kickoff");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_fixtures_external_uq" ON "sports_fixtures" USING btree ("source","external_id");