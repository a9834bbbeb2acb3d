CREATE TABLE "mission_progress_events" (
	"player_mission_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"condition_type" text NOT NULL,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"requires_accept" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_type_check" CHECK ("missions"."type" IN ('DAILY', 'PERIOD')),
	CONSTRAINT "missions_condition_check" CHECK ("missions"."condition_type" IN ('DAILY_CHECK_IN', 'DEPOSIT_AMOUNT', 'TOTAL_DEPOSIT_AMOUNT', 'BET_AMOUNT', 'TOTAL_BET_AMOUNT')),
	CONSTRAINT "missions_amounts_check" CHECK ("missions"."target" > 0 AND "missions"."reward" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_missions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"mission_id" bigint NOT NULL,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"reward_journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_missions_status_check" CHECK ("player_missions"."status" IN ('IN_PROGRESS', 'COMPLETED', 'COMPLETED_REWARDED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mission_progress_events_uq" ON "mission_progress_events" USING btree ("player_mission_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_code_uq" ON "missions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_missions_uq" ON "player_missions" USING btree ("player_id","mission_id","period_key");--> statement-breakpoint
CREATE INDEX "player_missions_rewarded_idx" ON "player_missions" USING btree ("rewarded_at") WHERE status = 'COMPLETED_REWARDED';