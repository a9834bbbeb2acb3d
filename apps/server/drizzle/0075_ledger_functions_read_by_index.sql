-- The ledger's entry points (decision 186), as the balance check (decision 183) and
-- wallet_game_batch already are: every statement in them and in the functions and triggers they
-- run looks a journal, an entry, an account, a balance, a session or a limit counter up by its
-- key. A connection that planned them while those tables were small keeps sequential scans as
-- generic plans until the next ANALYZE: 0.5-2 ms each at 24,000 entries, against hundredths of a
-- millisecond by the index. Functions called only from these run under their setting.
ALTER FUNCTION wallet_post SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION wallet_game SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION wallet_game_one SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION wallet_reverse SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION wallet_complete SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION wallet_player_account SET enable_seqscan = off;--> statement-breakpoint
ALTER FUNCTION wallet_play_limited_on SET enable_seqscan = off;
