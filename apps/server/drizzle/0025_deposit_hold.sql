ALTER TABLE "payment_deposits" DROP CONSTRAINT "payment_deposits_status_check";--> statement-breakpoint
ALTER TABLE "payment_deposits" DROP CONSTRAINT "payment_deposits_amounts_check";--> statement-breakpoint
ALTER TABLE "payment_deposits" DROP CONSTRAINT "payment_deposits_credited_check";--> statement-breakpoint
ALTER TABLE "payment_exceptions" DROP CONSTRAINT "payment_exceptions_kind_check";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_check";--> statement-breakpoint
DROP INDEX "payment_deposits_card_uq";--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD COLUMN "held_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD COLUMN "hold_journal_id" bigint;--> statement-breakpoint
ALTER TABLE "payment_withdrawals" ADD COLUMN "payment_exception_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_withdrawals_exception_uq" ON "payment_withdrawals" USING btree ("payment_exception_id") WHERE payment_exception_id IS NOT NULL AND status NOT IN ('failed', 'rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deposits_card_uq" ON "payment_deposits" USING btree ("card_fingerprint") WHERE card_fingerprint IS NOT NULL AND status IN ('pending', 'credited', 'held');--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_held_check" CHECK ((held_amount > 0) = (hold_journal_id IS NOT NULL) AND (status <> 'held' OR (held_amount > 0 AND credited_amount = 0)));--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_status_check" CHECK ("payment_deposits"."status" IN ('pending', 'credited', 'held', 'failed', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_amounts_check" CHECK ((amount IS NULL OR amount > 0) AND (credited_amount IS NULL OR credited_amount >= 0) AND fee >= 0 AND held_amount >= 0);--> statement-breakpoint
ALTER TABLE "payment_deposits" ADD CONSTRAINT "payment_deposits_credited_check" CHECK (status NOT IN ('credited', 'held') OR (credited_amount IS NOT NULL AND credited_at IS NOT NULL));--> statement-breakpoint
ALTER TABLE "payment_exceptions" ADD CONSTRAINT "payment_exceptions_kind_check" CHECK ("payment_exceptions"."kind" IN ('underpaid', 'overpaid', 'unknown_code', 'late', 'reused_code', 'wrong_currency', 'unmatched', 'over_limit', 'player_excluded', 'player_disabled'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_check" CHECK ((owner_type = 'player' AND player_id IS NOT NULL AND system_code IS NULL AND purpose IN ('cash', 'bonus', 'pending_withdrawal', 'deposit_held'))
        OR (owner_type = 'system' AND player_id IS NULL AND system_code IS NOT NULL
            AND purpose IN ('payment_clearing', 'game_provider', 'promotions_expense', 'jackpot_pool', 'fees', 'adjustments')));