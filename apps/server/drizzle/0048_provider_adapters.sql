CREATE TABLE "provider_accounts" (
	"code" text PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"provider_id" text DEFAULT '' NOT NULL,
	"api_base_url" text DEFAULT '' NOT NULL,
	"amount_scale" integer DEFAULT 1 NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"ip_allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bet_limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_accounts_protocol_check" CHECK ("provider_accounts"."protocol" in ('pp', 'awc')),
	CONSTRAINT "provider_accounts_scale_check" CHECK ("provider_accounts"."amount_scale" in (1, 1000)),
	CONSTRAINT "provider_accounts_decimals_check" CHECK ("provider_accounts"."decimals" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "provider_player_sessions" (
	"account" text NOT NULL,
	"player_id" bigint NOT NULL,
	"token_sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_player_sessions_account_player_id_pk" PRIMARY KEY("account","player_id")
);
--> statement-breakpoint
CREATE TABLE "provider_wire_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_wire_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"provider_code" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round" text DEFAULT '' NOT NULL,
	"game_code" text DEFAULT '' NOT NULL,
	"amount_units" text DEFAULT '0' NOT NULL,
	"amount_vnd" bigint DEFAULT 0 NOT NULL,
	"remainder" numeric(24, 8) DEFAULT '0' NOT NULL,
	"native_uuid" text,
	"refers_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_wire_transactions_key_uq" ON "provider_wire_transactions" USING btree ("account","kind","reference");--> statement-breakpoint
CREATE INDEX "provider_wire_transactions_round_idx" ON "provider_wire_transactions" USING btree ("account","player_id","round");