CREATE TABLE "tournament_entries" (
	"tournament_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_plays" (
	"tournament_id" bigint NOT NULL,
	"source" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round_key" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_plays_tournament_id_source_pk" PRIMARY KEY("tournament_id","source")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"tournament_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"score" text NOT NULL,
	"prize_kind" text,
	"prize" bigint DEFAULT 0 NOT NULL,
	"wager_required" bigint DEFAULT 0 NOT NULL,
	"wager_progress" bigint DEFAULT 0 NOT NULL,
	"journal_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_results_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id"),
	CONSTRAINT "tournament_results_prize_check" CHECK ("tournament_results"."prize" >= 0 AND "tournament_results"."wager_progress" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_wager_events" (
	"tournament_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "tournament_wager_events_tournament_id_player_id_source_pk" PRIMARY KEY("tournament_id","player_id","source")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rule" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" IN ('draft', 'published', 'finished')),
	CONSTRAINT "tournaments_period_check" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "tournament_plays_round_idx" ON "tournament_plays" USING btree ("tournament_id","player_id","round_key");--> statement-breakpoint
CREATE INDEX "tournament_results_player_idx" ON "tournament_results" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "tournaments_open_idx" ON "tournaments" USING btree ("status","ends_at");--> statement-breakpoint
CREATE TRIGGER tournaments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tournaments FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();