CREATE TABLE "game_categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_slug" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_slug_check" CHECK ("game_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "game_category_links" (
	"game_id" integer NOT NULL,
	"category_slug" text NOT NULL,
	CONSTRAINT "game_category_links_game_id_category_slug_pk" PRIMARY KEY("game_id","category_slug")
);
--> statement-breakpoint
CREATE TABLE "game_favorites" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_partners" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider_code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"partner_code" text NOT NULL,
	"partner_game_id" text NOT NULL,
	"device" text DEFAULT 'all' NOT NULL,
	"orientation" text DEFAULT 'landscape' NOT NULL,
	"launch_url" text,
	"direct_link" text,
	"jackpot_pool" text,
	"stream_group_id" text,
	"stream_id" text,
	"stream_unique_id" text,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "games_device_check" CHECK ("games"."device" in ('all', 'desktop', 'mobile')),
	CONSTRAINT "games_orientation_check" CHECK ("games"."orientation" in ('landscape', 'portrait', 'all'))
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seed_amount" bigint NOT NULL,
	"contribution_bp" integer NOT NULL,
	"last_won_at" timestamp with time zone,
	"last_win_amount" bigint,
	"last_win_player_id" bigint,
	"wins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "jackpot_pools_seed_check" CHECK ("jackpot_pools"."seed_amount" >= 0),
	CONSTRAINT "jackpot_pools_bp_check" CHECK ("jackpot_pools"."contribution_bp" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_code" text NOT NULL,
	"round" text NOT NULL,
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_rounds_status_check" CHECK ("provider_rounds"."status" in ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider_code" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round" text NOT NULL,
	"game_code" text,
	"amount" bigint NOT NULL,
	"reference_uuid" text,
	"journal_id" bigint,
	"balance_after" bigint NOT NULL,
	"jackpot_amount" bigint,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "provider_transactions_amount_check" CHECK ("provider_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sign_alg" text DEFAULT 'hmac-sha256' NOT NULL,
	"secret" text,
	"public_key" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_code_check" CHECK ("providers"."code" ~ '^[a-z0-9_-]{2,32}$'),
	CONSTRAINT "providers_key_check" CHECK (("providers"."sign_alg" = 'hmac-sha256' AND "providers"."secret" IS NOT NULL) OR ("providers"."sign_alg" = 'rsa-sha256' AND "providers"."public_key" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"client_seed" text NOT NULL,
	"bet" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"jackpot_hit" boolean DEFAULT false NOT NULL,
	"jackpot_amount" bigint,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"balance_after" bigint,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_rounds_status_check" CHECK ("house_rounds"."status" in ('pending', 'placed', 'settled', 'refused', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "house_seeds_status_check" CHECK ("house_seeds"."status" in ('active', 'revealed'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_username_unique" UNIQUE("username"),
	CONSTRAINT "staff_role_check" CHECK ("staff"."role" IN ('superadmin', 'finance', 'support'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ip" "inet"
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"bank_bin" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'verifying' NOT NULL,
	"reject_reason" text,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_status_check" CHECK ("bank_accounts"."status" IN ('verifying', 'verified', 'rejected')),
	CONSTRAINT "bank_accounts_holder_check" CHECK ("bank_accounts"."holder_name" ~ '^[A-Z]+( [A-Z]+)*$'),
	CONSTRAINT "bank_accounts_number_check" CHECK ("bank_accounts"."account_number" ~ '^[0-9]{6,19}$')
);
--> statement-breakpoint
CREATE TABLE "crypto_addresses" (
	"player_id" bigint NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_addresses_player_id_chain_pk" PRIMARY KEY("player_id","chain"),
	CONSTRAINT "crypto_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "payment_deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint,
	"credited_amount" bigint,
	"fee" bigint DEFAULT 0 NOT NULL,
	"promotion_id" text,
	"transfer_code" text,
	"provider_ref" text,
	"card_fingerprint" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failure_reason" text,
	"expires_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"journal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_deposits_transfer_code_unique" UNIQUE("transfer_code"),
	CONSTRAINT "payment_deposits_method_check" CHECK ("payment_deposits"."method" IN ('codepay', 'bank', 'momo', 'crypto', 'card')),
	CONSTRAINT "payment_deposits_status_check" CHECK ("payment_deposits"."status" IN ('pending', 'credited', 'failed', 'expired', 'cancelled')),
	CONSTRAINT "payment_deposits_amounts_check" CHECK ((amount IS NULL OR amount > 0) AND (credited_amount IS NULL OR credited_amount >= 0) AND fee >= 0),
	CONSTRAINT "payment_deposits_credited_check" CHECK (status <> 'credited' OR (credited_amount IS NOT NULL AND credited_at IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_exceptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"deposit_id" bigint,
	"player_id" bigint,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"journal_id" bigint,
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_exceptions_kind_check" CHECK ("payment_exceptions"."kind" IN ('underpaid', 'overpaid', 'unknown_code', 'late', 'reused_code', 'wrong_currency', 'unmatched')),
	CONSTRAINT "payment_exceptions_status_check" CHECK ("payment_exceptions"."status" IN ('open', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"deposit_id" bigint,
	"withdrawal_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reject_reason" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"provider_ref" text,
	"reserve_journal_id" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_withdrawals_method_check" CHECK ("payment_withdrawals"."method" IN ('bank', 'card', 'crypto')),
	CONSTRAINT "payment_withdrawals_status_check" CHECK ("payment_withdrawals"."status" IN ('pending', 'processing', 'paid', 'rejected', 'failed', 'unknown')),
	CONSTRAINT "payment_withdrawals_amount_check" CHECK (amount > 0 AND fee >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_category_links" ADD CONSTRAINT "game_category_links_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_links" ADD CONSTRAINT "game_category_links_category_slug_game_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."game_categories"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorites" ADD CONSTRAINT "game_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_category_links_slug_idx" ON "game_category_links" USING btree ("category_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "games_partner_game_uq" ON "games" USING btree ("partner_code","partner_game_id");--> statement-breakpoint
CREATE INDEX "games_listing_idx" ON "games" USING btree ("enabled","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_round_uq" ON "provider_rounds" USING btree ("provider_code","player_id","round");--> statement-breakpoint
CREATE INDEX "provider_rounds_player_idx" ON "provider_rounds" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_uuid_uq" ON "provider_transactions" USING btree ("provider_code","transaction_uuid");--> statement-breakpoint
CREATE INDEX "provider_transactions_reference_idx" ON "provider_transactions" USING btree ("provider_code","reference_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_uq" ON "house_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "house_rounds_user_idx" ON "house_rounds" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "house_rounds_unsettled_idx" ON "house_rounds" USING btree ("status") WHERE status in ('pending', 'placed');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active_uq" ON "house_seeds" USING btree ("user_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "house_seeds_user_idx" ON "house_seeds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_bank_number_uq" ON "bank_accounts" USING btree ("bank_bin","account_number") WHERE status <> 'rejected';--> statement-breakpoint
CREATE INDEX "bank_accounts_player_idx" ON "bank_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_status_idx" ON "bank_accounts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_deposits_player_idx" ON "payment_deposits" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_deposits_status_idx" ON "payment_deposits" USING btree ("status","method","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deposits_provider_ref_uq" ON "payment_deposits" USING btree ("method","provider_ref") WHERE provider_ref IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deposits_open_voucher_uq" ON "payment_deposits" USING btree ("player_id") WHERE status = 'pending' AND method IN ('codepay', 'bank');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deposits_card_uq" ON "payment_deposits" USING btree ("card_fingerprint") WHERE card_fingerprint IS NOT NULL AND status IN ('pending', 'credited');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_exceptions_event_uq" ON "payment_exceptions" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "payment_exceptions_status_idx" ON "payment_exceptions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_uq" ON "payment_webhook_events" USING btree ("provider","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_withdrawals_idempotency_uq" ON "payment_withdrawals" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_withdrawals_player_idx" ON "payment_withdrawals" USING btree ("player_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_withdrawals_status_idx" ON "payment_withdrawals" USING btree ("status","created_at");