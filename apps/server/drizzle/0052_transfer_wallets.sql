CREATE TABLE "transfer_bets" (
	"account" text NOT NULL,
	"bet_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"net" bigint,
	"posted" bigint DEFAULT 0 NOT NULL,
	"postings" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bet_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_bets_account_bet_id_pk" PRIMARY KEY("account","bet_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"player_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"last_answer" text DEFAULT '' NOT NULL,
	"checks" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "transfer_orders_direction_check" CHECK ("transfer_orders"."direction" in ('to', 'from')),
	CONSTRAINT "transfer_orders_status_check" CHECK ("transfer_orders"."status" in ('sending', 'done', 'failed')),
	CONSTRAINT "transfer_orders_amount_check" CHECK ("transfer_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_positions" (
	"account" text NOT NULL,
	"player_id" bigint NOT NULL,
	"provider_player" text NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"provider_balance" bigint,
	"balance_at" timestamp with time zone,
	"open_since" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_positions_account_player_id_pk" PRIMARY KEY("account","player_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_sandbox_bets" (
	"protocol" text NOT NULL,
	"bet_id" text NOT NULL,
	"player" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bet_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_sandbox_bets_protocol_bet_id_pk" PRIMARY KEY("protocol","bet_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_sandbox_orders" (
	"protocol" text NOT NULL,
	"order_id" text NOT NULL,
	"player" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_sandbox_orders_protocol_order_id_pk" PRIMARY KEY("protocol","order_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_sandbox_players" (
	"protocol" text NOT NULL,
	"player" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_sandbox_players_protocol_player_pk" PRIMARY KEY("protocol","player"),
	CONSTRAINT "transfer_sandbox_players_balance_check" CHECK ("transfer_sandbox_players"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_accounts" DROP CONSTRAINT "provider_accounts_protocol_check";--> statement-breakpoint
CREATE INDEX "transfer_bets_player_idx" ON "transfer_bets" USING btree ("player_id","bet_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_player_idx" ON "transfer_orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_sending_idx" ON "transfer_orders" USING btree ("created_at") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "transfer_positions_open_idx" ON "transfer_positions" USING btree ("last_seen_at") WHERE open_since IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transfer_sandbox_bets_updated_idx" ON "transfer_sandbox_bets" USING btree ("protocol","updated_at");--> statement-breakpoint
ALTER TABLE "provider_accounts" ADD CONSTRAINT "provider_accounts_protocol_check" CHECK ("provider_accounts"."protocol" in ('pp', 'awc', 'saba', 'bti', 'im', 'ws168'));