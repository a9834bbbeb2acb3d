CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"player_id" bigint,
	"system_code" text,
	"purpose" text NOT NULL,
	"shards" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_owner_check" CHECK ((owner_type = 'player' AND player_id IS NOT NULL AND system_code IS NULL AND purpose IN ('cash', 'bonus', 'pending_withdrawal'))
        OR (owner_type = 'system' AND player_id IS NULL AND system_code IS NOT NULL
            AND purpose IN ('payment_clearing', 'game_provider', 'promotions_expense', 'jackpot_pool', 'fees', 'adjustments'))),
	CONSTRAINT "accounts_shards_check" CHECK (shards BETWEEN 1 AND 256 AND (owner_type = 'system' OR shards = 1))
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"account_id" bigint NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"player_id" bigint,
	"posted" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_account_id_shard_pk" PRIMARY KEY("account_id","shard"),
	CONSTRAINT "balances_player_nonnegative" CHECK (player_id IS NULL OR (posted >= 0 AND held >= 0 AND posted - held >= 0))
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"journal_id" bigint NOT NULL,
	"line" smallint NOT NULL,
	"account_id" bigint NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"player_id" bigint,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "entries_journal_id_line_pk" PRIMARY KEY("journal_id","line"),
	CONSTRAINT "entries_amount_check" CHECK (amount <> 0 AND line >= 1)
);
--> statement-breakpoint
CREATE TABLE "journal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"external_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint,
	"amount" bigint NOT NULL,
	"reversal_of" bigint,
	"completes" bigint,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_amount_check" CHECK (amount >= 0),
	CONSTRAINT "journal_key_check" CHECK (length(scope) BETWEEN 1 AND 64 AND length(external_id) BETWEEN 1 AND 200)
);
--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_purpose_uq" ON "accounts" USING btree ("player_id","purpose") WHERE player_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_purpose_uq" ON "accounts" USING btree ("purpose","system_code") WHERE system_code IS NOT NULL;--> statement-breakpoint
CREATE INDEX "entries_player_idx" ON "entries" USING btree ("player_id","journal_id") WHERE player_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_scope_external_uq" ON "journal" USING btree ("scope","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_reversal_of_uq" ON "journal" USING btree ("reversal_of") WHERE reversal_of IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_completes_uq" ON "journal" USING btree ("completes") WHERE completes IS NOT NULL;