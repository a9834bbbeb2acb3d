CREATE TABLE "house_fight_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fight_no" bigint NOT NULL,
	"user_id" text NOT NULL,
	"side" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds" integer NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"refusal" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_fight_bets_side_check" CHECK ("house_fight_bets"."side" in ('meron', 'wala', 'draw')),
	CONSTRAINT "house_fight_bets_status_check" CHECK ("house_fight_bets"."status" in ('pending', 'placed', 'settled', 'refused', 'rolled_back', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "house_fights" (
	"no" bigint PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" text,
	"roll" integer,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_fights_status_check" CHECK ("house_fights"."status" in ('open', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "house_fight_bets_fight_idx" ON "house_fight_bets" USING btree ("fight_no");--> statement-breakpoint
CREATE INDEX "house_fight_bets_user_idx" ON "house_fight_bets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "house_fight_bets_unsettled_idx" ON "house_fight_bets" USING btree ("status") WHERE status in ('pending', 'placed');--> statement-breakpoint
CREATE INDEX "house_fights_open_idx" ON "house_fights" USING btree ("ends_at") WHERE status = 'open';