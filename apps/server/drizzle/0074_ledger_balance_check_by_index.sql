-- The balance check of every journal (entries_balanced, at commit) is planned by the primary key
-- (decision 183). Left to the planner, a connection that first ran it while `entries` was small
-- kept a sequential scan: each check then read the whole table, and a stake's share of
-- PostgreSQL's CPU grew with the ledger (0.4-0.85 ms per entry at 20,000-60,000 entries, against
-- 0.005 ms by the index). The check reads one journal's lines: the index is always the plan.
ALTER FUNCTION ledger_check_journal_balanced() SET enable_seqscan = off;
