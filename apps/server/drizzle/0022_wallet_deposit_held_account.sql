ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_check" CHECK ((owner_type = 'player' AND player_id IS NOT NULL AND system_code IS NULL AND purpose IN ('cash', 'bonus', 'pending_withdrawal', 'deposit_held'))
        OR (owner_type = 'system' AND player_id IS NULL AND system_code IS NOT NULL
            AND purpose IN ('payment_clearing', 'game_provider', 'promotions_expense', 'jackpot_pool', 'fees', 'adjustments')));