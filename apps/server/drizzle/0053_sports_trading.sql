CREATE TABLE "sports_bet_delays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"legs" jsonb NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_cashout_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bet_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_player_limits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"max_stake" bigint,
	"max_payout" bigint,
	"reason" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "cashout_amount" bigint;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "cashed_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "sports_fixtures" ADD COLUMN "suspended" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_cashout_quotes" ADD CONSTRAINT "sports_cashout_quotes_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_cashout_quotes_bet_idx" ON "sports_cashout_quotes" USING btree ("bet_id");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" IN ('superadmin', 'finance', 'support', 'content', 'compliance', 'trader'));