CREATE TABLE "play_limit_usage" (
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "play_limit_usage_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "play_limit_usage_kind_check" CHECK ("play_limit_usage"."kind" IN ('loss', 'wager')),
	CONSTRAINT "play_limit_usage_period_check" CHECK ("play_limit_usage"."period" IN ('day', 'week', 'month'))
);
--> statement-breakpoint
ALTER TABLE "protection_limits" DROP CONSTRAINT "protection_limits_kind_check";--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "play_limited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_kind_check" CHECK ("protection_limits"."kind" IN ('deposit', 'loss', 'wager'));