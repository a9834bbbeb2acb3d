CREATE TABLE "vip_level_ups" (
	"player_id" bigint NOT NULL,
	"level" text NOT NULL,
	"rule_id" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"journal_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_level_ups_player_id_level_pk" PRIMARY KEY("player_id","level"),
	CONSTRAINT "vip_level_ups_bonus_check" CHECK ("vip_level_ups"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_overrides" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_plays" (
	"source" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"round_key" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"percent" integer NOT NULL,
	"corrected" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" text DEFAULT 'draft' NOT NULL,
	"rule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "vip_rules_status_check" CHECK ("vip_rules"."status" IN ('draft', 'published', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "vip_staff_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_staff_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"level" text,
	"reason" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_weekly_bonuses" (
	"player_id" bigint NOT NULL,
	"week" text NOT NULL,
	"level" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"journal_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_weekly_bonuses_player_id_week_pk" PRIMARY KEY("player_id","week"),
	CONSTRAINT "vip_weekly_bonuses_amount_check" CHECK ("vip_weekly_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "vip_plays_player_idx" ON "vip_plays" USING btree ("player_id","round_key");--> statement-breakpoint
CREATE INDEX "vip_plays_at_idx" ON "vip_plays" USING btree ("at");--> statement-breakpoint
CREATE INDEX "vip_staff_changes_player_idx" ON "vip_staff_changes" USING btree ("player_id");--> statement-breakpoint
CREATE TRIGGER vip_rules_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vip_rules FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();