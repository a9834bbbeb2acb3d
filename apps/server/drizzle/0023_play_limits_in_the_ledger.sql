-- Loss and wager limits hold exactly (decision 025, revised): a limited player's game postings
-- are checked and counted in the ledger's own statement, under the player's cash row lock, so
-- neither concurrency nor the provider records written after the answer (decision 051) can let
-- a stake past a limit. Players without such a limit pay nothing: the fast paths decline only
-- rows flagged `play_limited`, and those postings take wallet_game, which counts them.
--
-- The Vietnam (UTC+7, no daylight saving) day, week (from Monday) and month holding p_now.
CREATE OR REPLACE FUNCTION wallet_vn_periods(p_now timestamptz)
RETURNS TABLE (period text, starts timestamptz, ends timestamptz)
LANGUAGE sql IMMUTABLE AS $$
  SELECT x.period, (x.s - interval '7 hours') AT TIME ZONE 'UTC', (x.e - interval '7 hours') AT TIME ZONE 'UTC'
    FROM (SELECT (p_now AT TIME ZONE 'UTC') + interval '7 hours' AS t) l,
    LATERAL (VALUES
      ('day', date_trunc('day', l.t), date_trunc('day', l.t) + interval '1 day'),
      ('week', date_trunc('week', l.t), date_trunc('week', l.t) + interval '7 days'),
      ('month', date_trunc('month', l.t), date_trunc('month', l.t) + interval '1 month')) AS x(period, s, e)
$$;--> statement-breakpoint
-- A limited player's posting: a stake that would take the loss (stakes minus wins) or the wager
-- (stakes) of the current day, week or month past a limit in force is refused with WL011 (the
-- limit whose period ends last, so the detail says when play can resume); otherwise the stake
-- adds to both counters and a win takes from the loss counter. A due pending change of a limit
-- counts as applied, as everywhere else.
CREATE OR REPLACE FUNCTION wallet_play_count(p_player_id bigint, p_kind text, p_amount bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := now();
  v_over record;
BEGIN
  IF p_kind = 'bet' THEN
    SELECT l.kind, l.period, l.limit_amount, coalesce(u.used, 0) AS used, p.ends INTO v_over
      FROM (SELECT pl.kind, pl.period,
                   CASE WHEN pl.pending_at IS NOT NULL AND pl.pending_at <= v_now THEN pl.pending_amount ELSE pl.amount END
                     AS limit_amount
              FROM protection_limits pl WHERE pl.player_id = p_player_id AND pl.kind IN ('loss', 'wager')) l
      JOIN wallet_vn_periods(v_now) p ON p.period = l.period
      LEFT JOIN play_limit_usage u ON u.player_id = p_player_id AND u.kind = l.kind AND u.period = l.period
                                  AND u.period_start = p.starts
     WHERE l.limit_amount IS NOT NULL AND coalesce(u.used, 0) + p_amount > l.limit_amount
     ORDER BY p.ends DESC, l.kind
     LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'play limit % % of player % reached', v_over.kind, v_over.period, p_player_id
        USING ERRCODE = 'WL011',
              DETAIL = json_build_object('kind', v_over.kind, 'period', v_over.period, 'limit', v_over.limit_amount,
                                         'used', v_over.used, 'resetsAt', v_over.ends)::text;
    END IF;
  END IF;
  INSERT INTO play_limit_usage AS u (player_id, kind, period, period_start, used)
  SELECT p_player_id, k.kind, p.period, p.starts, CASE WHEN p_kind = 'bet' THEN p_amount ELSE -p_amount END
    FROM (VALUES ('loss'), ('wager')) AS k(kind) CROSS JOIN wallet_vn_periods(v_now) p
   WHERE p_kind = 'bet' OR k.kind = 'loss'
  ON CONFLICT (player_id, kind, period) DO UPDATE
     SET used = CASE WHEN u.period_start = EXCLUDED.period_start THEN u.used + EXCLUDED.used ELSE EXCLUDED.used END,
         period_start = EXCLUDED.period_start;
END $$;--> statement-breakpoint
-- The player's game stakes and wins since p_since, rolled-back ones left out: what the counters
-- start from, what the account area shows before counting starts, and the reality check's play
-- since login.
CREATE OR REPLACE FUNCTION wallet_game_postings(p_player_id bigint, p_since timestamptz)
RETURNS TABLE (kind text, amount bigint, created_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT j.kind, j.amount, j.created_at
    FROM accounts a
    JOIN entries e ON e.account_id = a.id AND e.player_id = p_player_id
    JOIN journal j ON j.id = e.journal_id
   WHERE a.player_id = p_player_id AND a.purpose = 'cash' AND j.kind IN ('bet', 'win') AND j.scope LIKE 'game:%'
     AND j.created_at >= p_since AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
$$;--> statement-breakpoint
-- Turns counting on for a player (protection calls it in the transaction that sets the player's
-- first loss or wager limit): flags the cash row under its lock, so every posting after this
-- commit takes wallet_game, and starts the counters from the ledger's game postings of the
-- current periods (rolled-back ones excluded). Idempotent; the flag stays on.
CREATE OR REPLACE FUNCTION wallet_play_limited_on(p_player_id bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_cash bigint; v_was boolean; v_now timestamptz := now(); v_from timestamptz;
BEGIN
  v_cash := wallet_player_account(p_player_id, 'cash');
  INSERT INTO balances (account_id, shard, player_id) VALUES (v_cash, 0, p_player_id) ON CONFLICT DO NOTHING;
  SELECT b.play_limited INTO v_was FROM balances b WHERE b.account_id = v_cash AND b.shard = 0 FOR UPDATE;
  IF v_was THEN RETURN; END IF;
  UPDATE balances SET play_limited = true, version = version + 1 WHERE account_id = v_cash AND shard = 0;
  SELECT min(p.starts) INTO v_from FROM wallet_vn_periods(v_now) p;
  INSERT INTO play_limit_usage AS u (player_id, kind, period, period_start, used)
  SELECT p_player_id, k.kind, p.period, p.starts,
         coalesce(sum(CASE WHEN g.kind = 'bet' THEN g.amount WHEN k.kind = 'loss' THEN -g.amount ELSE 0 END)
                    FILTER (WHERE g.created_at >= p.starts), 0)
    FROM (VALUES ('loss'), ('wager')) AS k(kind)
    CROSS JOIN wallet_vn_periods(v_now) p
    LEFT JOIN wallet_game_postings(p_player_id, v_from) g ON true
   GROUP BY k.kind, p.period, p.starts
  ON CONFLICT (player_id, kind, period) DO UPDATE SET used = EXCLUDED.used, period_start = EXCLUDED.period_start;
END $$;--> statement-breakpoint
-- A rolled-back stake no longer counts toward the loss and wager of its period, and a rolled-back
-- win adds its amount back to the loss. Fires only for reversals (rare), not for every posting.
CREATE OR REPLACE FUNCTION wallet_play_count_reversal() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_t record;
BEGIN
  SELECT j.kind, j.player_id, j.amount, j.created_at INTO v_t FROM journal j WHERE j.id = NEW.reversal_of;
  IF v_t.kind IS NULL OR v_t.kind NOT IN ('bet', 'win') OR v_t.player_id IS NULL OR v_t.amount = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE play_limit_usage u SET used = u.used + CASE WHEN v_t.kind = 'bet' THEN -v_t.amount ELSE v_t.amount END
   WHERE u.player_id = v_t.player_id AND u.period_start <= v_t.created_at AND (v_t.kind = 'bet' OR u.kind = 'loss');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_play_count_reversal AFTER INSERT ON journal
  FOR EACH ROW WHEN (NEW.reversal_of IS NOT NULL) EXECUTE FUNCTION wallet_play_count_reversal();--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_game(p_scope text, p_external_id text, p_hash text, p_kind text,
  p_player_id bigint, p_provider text, p_amount bigint, p_meta jsonb, p_session text,
  OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamptz,
  OUT o_balance_after bigint, OUT o_cash bigint, OUT o_cash_held bigint,
  OUT o_cash_account bigint, OUT o_sys_account bigint, OUT o_sys_shards int)
LANGUAGE plpgsql AS $$
DECLARE
  v_cash bigint; v_sys bigint; v_shards int; v_shard int; v_delta bigint; v_limited boolean := false;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 OR p_kind IS NULL OR p_kind NOT IN ('bet', 'win')
     OR p_player_id IS NULL OR p_player_id <= 0 THEN
    RAISE EXCEPTION 'invalid game posting' USING ERRCODE = 'WL007';
  END IF;
  SELECT c.id, s.id, s.shards INTO v_cash, v_sys, v_shards
    FROM (SELECT 1) one
    LEFT JOIN accounts c ON c.player_id = p_player_id AND c.purpose = 'cash'
    LEFT JOIN accounts s ON s.system_code = p_provider AND s.purpose = 'game_provider';
  -- The player's row before the key, like the fast path (see the lock order above).
  IF v_cash IS NOT NULL THEN
    SELECT b.play_limited INTO v_limited FROM balances b WHERE b.account_id = v_cash AND b.shard = 0 FOR UPDATE;
  END IF;
  INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, meta)
    VALUES (p_scope, p_external_id, p_hash, p_kind, p_player_id, p_amount, coalesce(p_meta, '{}'::jsonb))
    ON CONFLICT (scope, external_id) DO NOTHING
    RETURNING id, created_at INTO o_journal_id, o_created_at;
  IF o_journal_id IS NULL THEN
    SELECT r.o_journal_id, r.o_created_at, r.o_balance_after INTO o_journal_id, o_created_at, o_balance_after
      FROM wallet_replay(p_scope, p_external_id, p_hash, p_player_id) r;
    o_replayed := true;
    SELECT b.o_cash, b.o_cash_held INTO o_cash, o_cash_held FROM wallet_player_balance(p_player_id) b;
    RETURN;
  END IF;
  o_replayed := false;
  -- A new stake needs its live session; the exception also takes back the key just inserted.
  IF p_session IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.play_token_hash = p_session AND s.player_id = p_player_id
                      AND s.ended_at IS NULL AND s.idle_expires_at > now() AND s.absolute_expires_at > now()) THEN
    RAISE EXCEPTION 'session of player % not live', p_player_id USING ERRCODE = 'WL010';
  END IF;
  -- A limited player's stake is checked against the loss and wager limits and counted, under
  -- the cash row's lock taken above, so the player's postings are counted one after another.
  IF coalesce(v_limited, false) THEN PERFORM wallet_play_count(p_player_id, p_kind, p_amount); END IF;
  v_delta := CASE WHEN p_kind = 'bet' THEN -p_amount ELSE p_amount END;
  IF v_cash IS NULL THEN v_cash := wallet_player_account(p_player_id, 'cash'); END IF;
  IF v_sys IS NULL THEN
    SELECT s.o_id, s.o_shards INTO v_sys, v_shards FROM wallet_system_account('game_provider', p_provider) s;
  END IF;
  v_shard := p_player_id % v_shards;
  UPDATE balances b SET posted = b.posted + v_delta, version = b.version + 1, updated_at = now()
    WHERE b.account_id = v_cash AND b.shard = 0 AND b.posted + v_delta - b.held >= 0
    RETURNING b.posted, b.held INTO o_cash, o_cash_held;
  IF NOT FOUND THEN
    SELECT m.o_posted, m.o_held INTO o_cash, o_cash_held FROM wallet_move(v_cash, 0, p_player_id, v_delta, 0) m;
  END IF;
  UPDATE balances b SET posted = b.posted - v_delta, version = b.version + 1, updated_at = now()
    WHERE b.account_id = v_sys AND b.shard = v_shard;
  IF NOT FOUND THEN
    PERFORM wallet_move(v_sys, v_shard, NULL, -v_delta, 0);
  END IF;
  INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount, balance_after) VALUES
    (o_journal_id, 1, v_cash, 0, p_player_id, v_delta, o_cash),
    (o_journal_id, 2, v_sys, v_shard, NULL, -v_delta, NULL);
  o_balance_after := o_cash;
  -- For the service's cache: the next operation of this player and provider can take the fast path.
  o_cash_account := v_cash;
  o_sys_account := v_sys;
  o_sys_shards := v_shards;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_game_one(p_scope text, p_external_id text, p_hash text, p_kind text,
  p_player_id bigint, p_cash_account bigint, p_delta bigint, p_meta jsonb, p_sys_account bigint, p_shard int, p_session text,
  OUT o_journal_id bigint, OUT o_created_at timestamptz, OUT o_cash bigint, OUT o_cash_held bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta IS NULL OR p_delta = 0 OR p_kind IS NULL OR p_kind NOT IN ('bet', 'win') OR (p_kind = 'bet') <> (p_delta < 0) THEN
    RAISE EXCEPTION 'invalid game posting' USING ERRCODE = 'WL007';
  END IF;
  UPDATE balances SET posted = posted + p_delta, version = version + 1, updated_at = now()
   WHERE account_id = p_cash_account AND shard = 0 AND player_id = p_player_id AND posted + p_delta - held >= 0
     AND NOT play_limited
     AND (p_session IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.play_token_hash = p_session AND s.player_id = p_player_id
                          AND s.ended_at IS NULL AND s.idle_expires_at > now() AND s.absolute_expires_at > now()))
   RETURNING posted, held INTO o_cash, o_cash_held;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, meta)
    VALUES (p_scope, p_external_id, p_hash, p_kind, p_player_id, abs(p_delta), coalesce(p_meta, '{}'::jsonb))
    ON CONFLICT (scope, external_id) DO NOTHING
    RETURNING id, created_at INTO o_journal_id, o_created_at;
  IF o_journal_id IS NULL THEN
    RAISE EXCEPTION 'key %/% already used', p_scope, p_external_id USING ERRCODE = 'WL009';
  END IF;
  UPDATE balances SET posted = posted - p_delta, version = version + 1, updated_at = now()
   WHERE account_id = p_sys_account AND shard = p_shard AND player_id IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'balance row %/% missing', p_sys_account, p_shard USING ERRCODE = 'WL009';
  END IF;
  INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount, balance_after) VALUES
    (o_journal_id, 1, p_cash_account, 0, p_player_id, p_delta, o_cash),
    (o_journal_id, 2, p_sys_account, p_shard, NULL, -p_delta, NULL);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_game_batch(p_scopes text[], p_external_ids text[], p_hashes text[], p_kinds text[],
  p_players bigint[], p_cash_accounts bigint[], p_deltas bigint[], p_metas text[], p_op_shard int[],
  p_shard_accounts bigint[], p_shards int[], p_sessions text[],
  OUT o_journal_ids bigint[], OUT o_created_at timestamptz, OUT o_cash bigint[], OUT o_cash_held bigint[])
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
AS $$
DECLARE
  v_n int := cardinality(p_external_ids);
  v_ok int[]; v_posted bigint[]; v_held bigint[]; v_ids bigint[]; v_count int; v_want int;
BEGIN
  IF v_n IS NULL OR v_n = 0 OR cardinality(p_scopes) <> v_n OR cardinality(p_hashes) <> v_n
     OR cardinality(p_kinds) <> v_n OR cardinality(p_players) <> v_n OR cardinality(p_cash_accounts) <> v_n
     OR cardinality(p_deltas) <> v_n OR cardinality(p_metas) <> v_n OR cardinality(p_op_shard) <> v_n
     OR cardinality(p_sessions) <> v_n
     OR cardinality(p_shard_accounts) <> cardinality(p_shards)
     OR EXISTS (SELECT 1 FROM unnest(p_kinds, p_deltas, p_op_shard) AS u(kind, delta, k)
                 WHERE u.delta IS NULL OR u.delta = 0 OR u.kind IS NULL OR u.kind NOT IN ('bet', 'win')
                    OR (u.kind = 'bet') <> (u.delta < 0)
                    OR u.k IS NULL OR u.k < 1 OR u.k > cardinality(p_shard_accounts)) THEN
    RAISE EXCEPTION 'invalid game posting' USING ERRCODE = 'WL007';
  END IF;
  o_created_at := now();
  o_journal_ids := array_fill(NULL::bigint, ARRAY[v_n]);
  o_cash := o_journal_ids;
  o_cash_held := o_journal_ids;

  -- 1. Player cash rows, conditionally: those without the money, without their live session
  -- (stakes that name one), with a loss or wager limit (wallet_game counts those), or not where
  -- the service believed) are left out, and their operations come back declined. A journal id is drawn for
  -- each operation that moved, so journal and entries can be written in one statement each.
  WITH moved AS (
    UPDATE balances b SET posted = b.posted + u.delta, version = b.version + 1, updated_at = now()
      FROM unnest(p_cash_accounts, p_players, p_deltas, p_sessions) WITH ORDINALITY AS u(account_id, player_id, delta, session, i)
     WHERE b.account_id = u.account_id AND b.shard = 0 AND b.player_id = u.player_id
       AND b.posted + u.delta - b.held >= 0 AND NOT b.play_limited
       AND (u.session IS NULL OR EXISTS (SELECT 1 FROM sessions s WHERE s.play_token_hash = u.session AND s.player_id = u.player_id
                            AND s.ended_at IS NULL AND s.idle_expires_at > now() AND s.absolute_expires_at > now()))
    RETURNING u.i::int AS i, b.posted, b.held
  )
  SELECT array_agg(m.i ORDER BY m.i), array_agg(m.posted ORDER BY m.i), array_agg(m.held ORDER BY m.i),
         array_agg(nextval('journal_id_seq') ORDER BY m.i)
    INTO v_ok, v_posted, v_held, v_ids
    FROM moved m;
  IF v_ok IS NULL THEN RETURN; END IF;

  -- 2. The keys: one of them already used aborts the call (the service sorts it out).
  INSERT INTO journal (id, scope, external_id, request_hash, kind, player_id, amount, meta) OVERRIDING SYSTEM VALUE
  SELECT u.id, p_scopes[u.i], p_external_ids[u.i], p_hashes[u.i], p_kinds[u.i], p_players[u.i], abs(p_deltas[u.i]),
         coalesce(p_metas[u.i]::jsonb, '{}'::jsonb)
    FROM unnest(v_ok, v_ids) AS u(i, id)
  ON CONFLICT (scope, external_id) DO NOTHING;
  GET DIAGNOSTICS v_count = ROW_COUNT;
  IF v_count <> cardinality(v_ok) THEN
    RAISE EXCEPTION 'a key of the group was already used' USING ERRCODE = 'WL009';
  END IF;

  -- 3. Both entries of every operation (the deferred trigger still checks each journal).
  INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount, balance_after)
  SELECT u.id, l.line,
         CASE WHEN l.line = 1 THEN p_cash_accounts[u.i] ELSE p_shard_accounts[p_op_shard[u.i]] END,
         CASE WHEN l.line = 1 THEN 0 ELSE p_shards[p_op_shard[u.i]] END,
         CASE WHEN l.line = 1 THEN p_players[u.i] END,
         CASE WHEN l.line = 1 THEN p_deltas[u.i] ELSE -p_deltas[u.i] END,
         CASE WHEN l.line = 1 THEN u.posted END
    FROM unnest(v_ok, v_ids, v_posted) AS u(i, id, posted)
   CROSS JOIN (VALUES (1::smallint), (2::smallint)) AS l(line);

  -- 4. Each provider shard row once, by the sum of its operations, in (account, shard) order.
  WITH sums AS (
    SELECT p_op_shard[i] AS k, sum(p_deltas[i]) AS delta FROM unnest(v_ok) AS i GROUP BY 1
    HAVING sum(p_deltas[i]) <> 0
  ), moved AS (
    UPDATE balances b SET posted = b.posted - s.delta, version = b.version + 1, updated_at = now()
      FROM (SELECT k, delta FROM sums ORDER BY k) s
     WHERE b.account_id = p_shard_accounts[s.k] AND b.shard = p_shards[s.k] AND b.player_id IS NULL
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM moved), (SELECT count(*) FROM sums) INTO v_count, v_want;
  IF v_count <> v_want THEN
    RAISE EXCEPTION 'a provider balance row of the group is missing' USING ERRCODE = 'WL009';
  END IF;

  FOR k IN 1..cardinality(v_ok) LOOP
    o_journal_ids[v_ok[k]] := v_ids[k];
    o_cash[v_ok[k]] := v_posted[k];
    o_cash_held[v_ok[k]] := v_held[k];
  END LOOP;
END $$;
