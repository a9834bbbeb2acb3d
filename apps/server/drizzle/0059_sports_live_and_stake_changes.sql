ALTER TABLE "sports_bet_adjustments" ADD COLUMN "stake_change" text;--> statement-breakpoint
ALTER TABLE "sports_bet_adjustments" ADD CONSTRAINT "sports_bet_adjustments_stake_change_check" CHECK ("sports_bet_adjustments"."stake_change" is null or "sports_bet_adjustments"."stake_change" in ('void', 'reinstated'));--> statement-breakpoint
-- Hand-written: the sportsbook's listing (prices, suspensions, results) announces its changes at
-- commit, so open screens on every instance are told at once (packages/sportsbook/src/server/live.ts).
CREATE TRIGGER sports_fixtures_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sports_fixtures FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
