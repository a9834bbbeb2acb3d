CREATE TABLE "house_live_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"table_code" text NOT NULL,
	"round_no" bigint NOT NULL,
	"user_id" text NOT NULL,
	"spots" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"refusal" text,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_live_bets_status_check" CHECK ("house_live_bets"."status" in ('pending', 'placed', 'settled', 'refused', 'rolled_back', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "house_live_rounds" (
	"table_code" text NOT NULL,
	"no" bigint NOT NULL,
	"shoe_no" bigint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" jsonb,
	"decided_at" timestamp with time zone,
	CONSTRAINT "house_live_rounds_table_code_no_pk" PRIMARY KEY("table_code","no"),
	CONSTRAINT "house_live_rounds_status_check" CHECK ("house_live_rounds"."status" in ('open', 'dealt', 'void'))
);
--> statement-breakpoint
CREATE TABLE "house_live_shoes" (
	"table_code" text NOT NULL,
	"no" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_live_shoes_table_code_no_pk" PRIMARY KEY("table_code","no")
);
--> statement-breakpoint
CREATE INDEX "house_live_bets_round_idx" ON "house_live_bets" USING btree ("table_code","round_no");--> statement-breakpoint
CREATE INDEX "house_live_bets_user_idx" ON "house_live_bets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "house_live_bets_unsettled_idx" ON "house_live_bets" USING btree ("status") WHERE status in ('pending', 'placed');--> statement-breakpoint
CREATE INDEX "house_live_rounds_open_idx" ON "house_live_rounds" USING btree ("closes_at") WHERE status = 'open';