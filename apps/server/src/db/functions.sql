-- The SQL functions and triggers in force, as the migrations leave them (generated; see functions.test.ts).
-- Change them only with a migration; this file is their current, readable text.

CREATE OR REPLACE FUNCTION public.audit_log_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$function$;

CREATE OR REPLACE FUNCTION public.ledger_check_journal_balanced()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
DECLARE v_sum numeric;
BEGIN
  SELECT sum(amount) INTO v_sum FROM entries WHERE journal_id = NEW.journal_id;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION 'journal % is unbalanced: its entries sum to %', NEW.journal_id, v_sum USING ERRCODE = 'WL007';
  END IF;
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'WL008';
END $function$;

CREATE OR REPLACE FUNCTION public.notify_exclusion_registry()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('exclusion_registry', '');
  RETURN NULL;
END $function$;

CREATE OR REPLACE FUNCTION public.notify_table_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('table_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$function$;

CREATE OR REPLACE FUNCTION public.wallet_apply(p_journal_id bigint, p_accounts bigint[], p_shards integer[], p_players bigint[], p_deltas bigint[], p_helds bigint[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  r record; v_posted bigint; v_held bigint; v_after bigint[] := array_fill(NULL::bigint, ARRAY[cardinality(p_accounts)]);
BEGIN
  FOR r IN
    SELECT u.acc, u.shard, u.pid, u.delta, u.held, u.line
      FROM unnest(p_accounts, p_shards, p_players, p_deltas, p_helds) WITH ORDINALITY AS u(acc, shard, pid, delta, held, line)
     ORDER BY (u.pid IS NULL), u.acc, u.shard
  LOOP
    SELECT m.o_posted, m.o_held INTO v_posted, v_held FROM wallet_move(r.acc, r.shard, r.pid, r.delta, r.held) m;
    IF r.pid IS NOT NULL THEN v_after[r.line] := v_posted; END IF;
  END LOOP;
  INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount, balance_after)
    SELECT p_journal_id, u.line, u.acc, u.shard, u.pid, u.delta, v_after[u.line]
      FROM unnest(p_accounts, p_shards, p_players, p_deltas) WITH ORDINALITY AS u(acc, shard, pid, delta, line);
  PERFORM pg_notify('balance_changed', x.pid::text)
     FROM (SELECT DISTINCT pid FROM unnest(p_players) AS pid WHERE pid IS NOT NULL) x;
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_complete(p_scope text, p_external_id text, p_hash text, p_action text, p_reservation_id bigint, p_clearing_code text, p_meta jsonb, OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamp with time zone, OUT o_balance_after bigint, OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
 RETURNS record
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  v_res record; v_id bigint; v_created timestamptz; v_pending bigint; v_other bigint; v_other_shards int;
BEGIN
  IF p_action NOT IN ('settle', 'release') OR (p_action = 'settle' AND p_clearing_code IS NULL) THEN
    RAISE EXCEPTION 'invalid completion' USING ERRCODE = 'WL007';
  END IF;
  SELECT j.id, j.created_at INTO v_id, v_created FROM journal j WHERE j.scope = p_scope AND j.external_id = p_external_id;
  IF v_id IS NULL THEN
    SELECT j.id, j.kind, j.player_id, j.amount INTO v_res FROM journal j WHERE j.id = p_reservation_id;
    IF v_res.id IS NULL THEN
      RAISE EXCEPTION 'reservation % not found', p_reservation_id USING ERRCODE = 'WL004';
    END IF;
    IF v_res.kind <> 'withdrawal_reserve' THEN
      RAISE EXCEPTION 'journal % is not a reservation', p_reservation_id USING ERRCODE = 'WL006';
    END IF;
    INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, completes, meta)
      VALUES (p_scope, p_external_id, p_hash, 'withdrawal_' || p_action, v_res.player_id, v_res.amount,
        v_res.id, coalesce(p_meta, '{}'::jsonb))
      ON CONFLICT DO NOTHING
      RETURNING id, created_at INTO v_id, v_created;
    IF v_id IS NOT NULL THEN
      v_pending := wallet_player_account(v_res.player_id, 'pending_withdrawal');
      IF p_action = 'settle' THEN
        SELECT s.o_id, s.o_shards INTO v_other, v_other_shards FROM wallet_system_account('payment_clearing', p_clearing_code) s;
        PERFORM wallet_apply(v_id, ARRAY[v_pending, v_other], ARRAY[0, (v_res.player_id % v_other_shards)::int],
          ARRAY[v_res.player_id, NULL], ARRAY[-v_res.amount, v_res.amount], ARRAY[-v_res.amount, 0]);
      ELSE
        SELECT e.account_id INTO v_other FROM entries e
         WHERE e.journal_id = v_res.id AND e.player_id = v_res.player_id AND e.amount < 0
         ORDER BY e.line LIMIT 1;
        IF v_other IS NULL THEN v_other := wallet_player_account(v_res.player_id, 'cash'); END IF;
        PERFORM wallet_apply(v_id, ARRAY[v_pending, v_other], ARRAY[0, 0],
          ARRAY[v_res.player_id, v_res.player_id], ARRAY[-v_res.amount, v_res.amount], ARRAY[-v_res.amount, 0]);
      END IF;
      SELECT * INTO o_journal_id, o_replayed, o_created_at, o_balance_after, o_cash, o_cash_held, o_bonus, o_pending
        FROM wallet_result(v_id, false, v_created, v_res.player_id);
      RETURN;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM journal j WHERE j.scope = p_scope AND j.external_id = p_external_id) THEN
      RAISE EXCEPTION 'reservation % already completed', p_reservation_id USING ERRCODE = 'WL005';
    END IF;
  END IF;
  SELECT r.o_journal_id, r.o_created_at INTO v_id, v_created FROM wallet_replay(p_scope, p_external_id, p_hash, NULL) r;
  SELECT * INTO o_journal_id, o_replayed, o_created_at, o_balance_after, o_cash, o_cash_held, o_bonus, o_pending
    FROM wallet_result(v_id, true, v_created, (SELECT j.player_id FROM journal j WHERE j.id = v_id));
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_game(p_scope text, p_external_id text, p_hash text, p_kind text, p_player_id bigint, p_provider text, p_amount bigint, p_meta jsonb, p_session text, OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamp with time zone, OUT o_balance_after bigint, OUT o_cash bigint, OUT o_cash_held bigint, OUT o_cash_account bigint, OUT o_sys_account bigint, OUT o_sys_shards integer)
 RETURNS record
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_game_batch(p_scopes text[], p_external_ids text[], p_hashes text[], p_kinds text[], p_players bigint[], p_cash_accounts bigint[], p_deltas bigint[], p_metas text[], p_op_shard integer[], p_shard_accounts bigint[], p_shards integer[], p_sessions text[], OUT o_journal_ids bigint[], OUT o_created_at timestamp with time zone, OUT o_cash bigint[], OUT o_cash_held bigint[])
 RETURNS record
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET enable_seqscan TO 'off'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_game_one(p_scope text, p_external_id text, p_hash text, p_kind text, p_player_id bigint, p_cash_account bigint, p_delta bigint, p_meta jsonb, p_sys_account bigint, p_shard integer, p_session text, OUT o_journal_id bigint, OUT o_created_at timestamp with time zone, OUT o_cash bigint, OUT o_cash_held bigint)
 RETURNS record
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_game_postings(p_player_id bigint, p_since timestamp with time zone)
 RETURNS TABLE(kind text, amount bigint, created_at timestamp with time zone)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT j.kind, j.amount, j.created_at
    FROM accounts a
    JOIN entries e ON e.account_id = a.id AND e.player_id = p_player_id
    JOIN journal j ON j.id = e.journal_id
   WHERE a.player_id = p_player_id AND a.purpose = 'cash' AND j.kind IN ('bet', 'win') AND j.scope LIKE 'game:%'
     AND j.created_at >= p_since AND NOT EXISTS (SELECT 1 FROM journal r WHERE r.reversal_of = j.id)
$function$;

CREATE OR REPLACE FUNCTION public.wallet_move(p_account bigint, p_shard integer, p_player_id bigint, p_delta bigint, p_held bigint, OUT o_posted bigint, OUT o_held bigint)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE balances b SET posted = b.posted + p_delta, held = b.held + p_held, version = b.version + 1, updated_at = now()
    WHERE b.account_id = p_account AND b.shard = p_shard
      AND (p_player_id IS NULL
        OR (b.posted + p_delta >= 0 AND b.held + p_held >= 0 AND b.posted + p_delta - b.held - p_held >= 0))
    RETURNING b.posted, b.held INTO o_posted, o_held;
  IF FOUND THEN RETURN; END IF;
  IF p_player_id IS NOT NULL AND (p_delta < 0 OR p_held < 0 OR p_delta - p_held < 0) THEN
    RAISE EXCEPTION 'insufficient funds on account %', p_account USING ERRCODE = 'WL001';
  END IF;
  -- No row yet (or a player row the condition refused): insert, or add to a row created meanwhile.
  INSERT INTO balances AS b (account_id, shard, player_id, posted, held, version)
    VALUES (p_account, p_shard, p_player_id, p_delta, p_held, 1)
    ON CONFLICT (account_id, shard) DO UPDATE
      SET posted = b.posted + EXCLUDED.posted, held = b.held + EXCLUDED.held, version = b.version + 1, updated_at = now()
      WHERE b.player_id IS NULL OR (b.posted + EXCLUDED.posted >= 0 AND b.held + EXCLUDED.held >= 0
        AND b.posted + EXCLUDED.posted - b.held - EXCLUDED.held >= 0)
    RETURNING b.posted, b.held INTO o_posted, o_held;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'insufficient funds on account %', p_account USING ERRCODE = 'WL001';
  END IF;
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_play_count(p_player_id bigint, p_kind text, p_amount bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_play_count_reversal()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_play_limited_on(p_player_id bigint)
 RETURNS void
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
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
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_player_account(p_player_id bigint, p_purpose text)
 RETURNS bigint
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
DECLARE v_id bigint;
BEGIN
  SELECT id INTO v_id FROM accounts WHERE player_id = p_player_id AND purpose = p_purpose;
  IF v_id IS NULL THEN
    INSERT INTO accounts (owner_type, player_id, purpose) VALUES ('player', p_player_id, p_purpose)
      ON CONFLICT (player_id, purpose) WHERE player_id IS NOT NULL DO NOTHING
      RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      SELECT id INTO v_id FROM accounts WHERE player_id = p_player_id AND purpose = p_purpose;
    END IF;
  END IF;
  RETURN v_id;
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_player_balance(p_player_id bigint, OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
 RETURNS record
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'cash'), 0)::bigint,
         coalesce(sum(b.held) FILTER (WHERE a.purpose = 'cash'), 0)::bigint,
         coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'bonus'), 0)::bigint,
         coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'pending_withdrawal'), 0)::bigint
    FROM accounts a JOIN balances b ON b.account_id = a.id
   WHERE a.player_id = p_player_id
$function$;

CREATE OR REPLACE FUNCTION public.wallet_post(p_scope text, p_external_id text, p_hash text, p_kind text, p_player_id bigint, p_amount bigint, p_meta jsonb, p_players bigint[], p_codes text[], p_purposes text[], p_deltas bigint[], p_helds bigint[], OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamp with time zone, OUT o_balance_after bigint, OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
 RETURNS record
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  v_n int := cardinality(p_deltas); v_id bigint; v_created timestamptz; v_accounts bigint[] := '{}';
  v_shards int[] := '{}'; v_acc bigint; v_count int;
BEGIN
  IF v_n IS NULL OR v_n < 2 OR cardinality(p_players) <> v_n OR cardinality(p_codes) <> v_n
     OR cardinality(p_purposes) <> v_n OR cardinality(p_helds) <> v_n
     OR (SELECT sum(d) FROM unnest(p_deltas) d) <> 0
     OR EXISTS (SELECT 1 FROM unnest(p_deltas) d WHERE d IS NULL OR d = 0)
     OR p_amount IS NULL OR p_amount <= 0 OR p_kind IN ('void', 'bet', 'win') THEN
    RAISE EXCEPTION 'invalid posting' USING ERRCODE = 'WL007';
  END IF;
  INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, meta)
    VALUES (p_scope, p_external_id, p_hash, p_kind, p_player_id, p_amount, coalesce(p_meta, '{}'::jsonb))
    ON CONFLICT (scope, external_id) DO NOTHING
    RETURNING id, created_at INTO v_id, v_created;
  IF v_id IS NULL THEN
    SELECT r.o_journal_id, r.o_created_at INTO v_id, v_created
      FROM wallet_replay(p_scope, p_external_id, p_hash, p_player_id) r;
    SELECT * INTO o_journal_id, o_replayed, o_created_at, o_balance_after, o_cash, o_cash_held, o_bonus, o_pending
      FROM wallet_result(v_id, true, v_created, p_player_id);
    RETURN;
  END IF;
  FOR i IN 1..v_n LOOP
    IF p_players[i] IS NOT NULL THEN
      v_accounts := v_accounts || wallet_player_account(p_players[i], p_purposes[i]);
      v_shards := v_shards || 0;
    ELSE
      SELECT s.o_id, s.o_shards INTO v_acc, v_count FROM wallet_system_account(p_purposes[i], p_codes[i]) s;
      v_accounts := v_accounts || v_acc;
      v_shards := v_shards || (abs(coalesce(p_player_id, 0)) % v_count)::int;
    END IF;
  END LOOP;
  PERFORM wallet_apply(v_id, v_accounts, v_shards, p_players, p_deltas, p_helds);
  SELECT * INTO o_journal_id, o_replayed, o_created_at, o_balance_after, o_cash, o_cash_held, o_bonus, o_pending
    FROM wallet_result(v_id, false, v_created, p_player_id);
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_replay(p_scope text, p_external_id text, p_hash text, p_player_id bigint, OUT o_journal_id bigint, OUT o_created_at timestamp with time zone, OUT o_balance_after bigint)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
DECLARE v_hash text; v_kind text;
BEGIN
  SELECT j.id, j.request_hash, j.kind, j.created_at INTO o_journal_id, v_hash, v_kind, o_created_at
    FROM journal j WHERE j.scope = p_scope AND j.external_id = p_external_id;
  IF o_journal_id IS NULL THEN
    -- Only reachable if the conflicting row vanished (its writer rolled back): retry from the top.
    RAISE EXCEPTION 'journal %/% vanished during replay', p_scope, p_external_id USING ERRCODE = '40001';
  END IF;
  IF v_kind = 'void' THEN
    RAISE EXCEPTION 'transaction %/% was rolled back', p_scope, p_external_id USING ERRCODE = 'WL003';
  END IF;
  IF v_hash <> p_hash THEN
    RAISE EXCEPTION 'key %/% was used for another request', p_scope, p_external_id USING ERRCODE = 'WL002';
  END IF;
  SELECT e.balance_after INTO o_balance_after FROM entries e JOIN accounts a ON a.id = e.account_id
   WHERE e.journal_id = o_journal_id AND e.player_id = p_player_id ORDER BY a.purpose <> 'cash', e.line LIMIT 1;
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_result(p_journal_id bigint, p_replayed boolean, p_created_at timestamp with time zone, p_player_id bigint, OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamp with time zone, OUT o_balance_after bigint, OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
BEGIN
  o_journal_id := p_journal_id; o_replayed := p_replayed; o_created_at := p_created_at;
  IF p_player_id IS NULL THEN RETURN; END IF;
  -- The player's cash after the event, or their first other account touched.
  SELECT e.balance_after INTO o_balance_after FROM entries e JOIN accounts a ON a.id = e.account_id
   WHERE e.journal_id = p_journal_id AND e.player_id = p_player_id ORDER BY a.purpose <> 'cash', e.line LIMIT 1;
  SELECT b.o_cash, b.o_cash_held, b.o_bonus, b.o_pending INTO o_cash, o_cash_held, o_bonus, o_pending
    FROM wallet_player_balance(p_player_id) b;
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_reverse(p_scope text, p_external_id text, p_hash text, p_kind text, p_player_id bigint, p_target_id bigint, p_target_scope text, p_target_external_id text, p_tombstone boolean, p_meta jsonb, OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamp with time zone, OUT o_balance_after bigint, OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
 RETURNS record
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
DECLARE
  v_t record; v_id bigint; v_created timestamptz; v_player bigint;
  v_accounts bigint[]; v_shards int[]; v_players bigint[]; v_deltas bigint[];
BEGIN
  IF p_kind IS NULL OR p_kind IN ('void', 'bet', 'win') OR (p_target_id IS NULL AND p_target_external_id IS NULL) THEN
    RAISE EXCEPTION 'invalid reversal' USING ERRCODE = 'WL007';
  END IF;
  SELECT j.id INTO v_id FROM journal j WHERE j.scope = p_scope AND j.external_id = p_external_id;
  IF v_id IS NULL THEN
    IF p_target_id IS NOT NULL THEN
      SELECT j.id, j.kind, j.player_id, j.amount, j.reversal_of, j.completes INTO v_t FROM journal j WHERE j.id = p_target_id;
    ELSE
      SELECT j.id, j.kind, j.player_id, j.amount, j.reversal_of, j.completes INTO v_t FROM journal j
       WHERE j.scope = p_target_scope AND j.external_id = p_target_external_id;
      IF v_t.id IS NULL AND p_tombstone THEN
        INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, meta)
          VALUES (p_target_scope, p_target_external_id, 'void', 'void', p_player_id, 0,
            jsonb_build_object('voidedBy', p_external_id))
          ON CONFLICT (scope, external_id) DO NOTHING
          RETURNING id, kind, player_id, amount, reversal_of, completes INTO v_t;
        IF v_t.id IS NOT NULL THEN
          -- Nothing to undo yet: the rollback is recorded against the tombstone, without entries.
          INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, reversal_of, meta)
            VALUES (p_scope, p_external_id, p_hash, p_kind, p_player_id, 0, v_t.id,
              coalesce(p_meta, '{}'::jsonb) || '{"tombstone": true}'::jsonb)
            ON CONFLICT DO NOTHING
            RETURNING id, created_at INTO v_id, v_created;
          IF v_id IS NULL THEN
            RAISE EXCEPTION 'key %/% was used for another request', p_scope, p_external_id USING ERRCODE = 'WL002';
          END IF;
          SELECT * INTO o_journal_id, o_replayed, o_created_at, o_balance_after, o_cash, o_cash_held, o_bonus, o_pending
            FROM wallet_result(v_id, false, v_created, p_player_id);
          RETURN;
        END IF;
        -- The request being voided committed meanwhile: undo it like any other.
        SELECT j.id, j.kind, j.player_id, j.amount, j.reversal_of, j.completes INTO v_t FROM journal j
         WHERE j.scope = p_target_scope AND j.external_id = p_target_external_id;
      END IF;
    END IF;
    IF v_t.id IS NULL THEN
      RAISE EXCEPTION 'journal to reverse not found' USING ERRCODE = 'WL004';
    END IF;
    IF p_player_id IS NOT NULL AND v_t.player_id IS DISTINCT FROM p_player_id THEN
      RAISE EXCEPTION 'journal % belongs to another player', v_t.id USING ERRCODE = 'WL006';
    END IF;
    IF v_t.kind = 'void' THEN
      -- Voided by a rollback: by this very request (a concurrent twin just committed it) or another.
      IF NOT EXISTS (SELECT 1 FROM journal j WHERE j.scope = p_scope AND j.external_id = p_external_id) THEN
        RAISE EXCEPTION 'journal % was already rolled back', v_t.id USING ERRCODE = 'WL005';
      END IF;
    ELSE
      IF v_t.reversal_of IS NOT NULL OR v_t.completes IS NOT NULL OR v_t.kind = 'withdrawal_reserve' THEN
        RAISE EXCEPTION 'journal % cannot be reversed', v_t.id USING ERRCODE = 'WL006';
      END IF;
      v_player := coalesce(p_player_id, v_t.player_id);
      INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, reversal_of, meta)
        VALUES (p_scope, p_external_id, p_hash, p_kind, v_player, v_t.amount, v_t.id, coalesce(p_meta, '{}'::jsonb))
        ON CONFLICT DO NOTHING
        RETURNING id, created_at INTO v_id, v_created;
      IF v_id IS NOT NULL THEN
        SELECT array_agg(e.account_id ORDER BY e.line), array_agg(e.shard::int ORDER BY e.line),
               array_agg(e.player_id ORDER BY e.line), array_agg(-e.amount ORDER BY e.line)
          INTO v_accounts, v_shards, v_players, v_deltas
          FROM entries e WHERE e.journal_id = v_t.id;
        IF v_accounts IS NOT NULL THEN
          PERFORM wallet_apply(v_id, v_accounts, v_shards, v_players, v_deltas,
            array_fill(0::bigint, ARRAY[cardinality(v_accounts)]));
        END IF;
        SELECT * INTO o_journal_id, o_replayed, o_created_at, o_balance_after, o_cash, o_cash_held, o_bonus, o_pending
          FROM wallet_result(v_id, false, v_created, v_player);
        RETURN;
      END IF;
      -- Lost a race on one of the unique keys: ours (replay below) or the target's reversal_of.
      IF NOT EXISTS (SELECT 1 FROM journal j WHERE j.scope = p_scope AND j.external_id = p_external_id) THEN
        RAISE EXCEPTION 'journal % was already reversed', v_t.id USING ERRCODE = 'WL005';
      END IF;
    END IF;
  END IF;
  SELECT r.o_journal_id, r.o_created_at INTO v_id, v_created
    FROM wallet_replay(p_scope, p_external_id, p_hash, p_player_id) r;
  SELECT * INTO o_journal_id, o_replayed, o_created_at, o_balance_after, o_cash, o_cash_held, o_bonus, o_pending
    FROM wallet_result(v_id, true, v_created, coalesce(p_player_id, (SELECT j.player_id FROM journal j WHERE j.id = v_id)));
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_system_account(p_purpose text, p_code text, OUT o_id bigint, OUT o_shards integer)
 RETURNS record
 LANGUAGE plpgsql
AS $function$
BEGIN
  SELECT id, shards INTO o_id, o_shards FROM accounts WHERE purpose = p_purpose AND system_code = p_code;
  IF o_id IS NULL THEN
    INSERT INTO accounts (owner_type, system_code, purpose, shards)
      VALUES ('system', p_code, p_purpose, CASE WHEN p_purpose IN ('game_provider', 'jackpot_pool') THEN 32 ELSE 1 END)
      ON CONFLICT (purpose, system_code) WHERE system_code IS NOT NULL DO NOTHING
      RETURNING id, shards INTO o_id, o_shards;
    IF o_id IS NOT NULL THEN
      INSERT INTO balances (account_id, shard, player_id, posted, held, version)
        SELECT o_id, g, NULL, 0, 0, 0 FROM generate_series(0, o_shards - 1) AS g;
    ELSE
      SELECT id, shards INTO o_id, o_shards FROM accounts WHERE purpose = p_purpose AND system_code = p_code;
    END IF;
  END IF;
END $function$;

CREATE OR REPLACE FUNCTION public.wallet_vn_periods(p_now timestamp with time zone)
 RETURNS TABLE(period text, starts timestamp with time zone, ends timestamp with time zone)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT x.period, (x.s - interval '7 hours') AT TIME ZONE 'UTC', (x.e - interval '7 hours') AT TIME ZONE 'UTC'
    FROM (SELECT (p_now AT TIME ZONE 'UTC') + interval '7 hours' AS t) l,
    LATERAL (VALUES
      ('day', date_trunc('day', l.t), date_trunc('day', l.t) + interval '1 day'),
      ('week', date_trunc('week', l.t), date_trunc('week', l.t) + interval '7 days'),
      ('month', date_trunc('month', l.t), date_trunc('month', l.t) + interval '1 month')) AS x(period, s, e)
$function$;

-- triggers

CREATE TRIGGER aml_settings_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.aml_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_update_delete BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER content_pages_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.content_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER entries_append_only BEFORE DELETE OR UPDATE ON public.entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE CONSTRAINT TRIGGER entries_balanced AFTER INSERT ON public.entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced();
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON public.entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER exclusion_entries_added AFTER INSERT ON public.exclusion_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_exclusion_registry();
CREATE TRIGGER game_categories_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.game_categories FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER game_category_links_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.game_category_links FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER game_images_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.game_images FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER game_partners_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.game_partners FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER games_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.games FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER home_banner_revisions_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.home_banner_revisions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER home_banners_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.home_banners FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER info_page_revisions_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.info_page_revisions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER info_pages_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.info_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER jackpot_pools_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.jackpot_pools FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER journal_append_only BEFORE DELETE OR UPDATE ON public.journal FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_no_truncate BEFORE TRUNCATE ON public.journal FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_play_count_reversal AFTER INSERT ON public.journal FOR EACH ROW WHEN ((new.reversal_of IS NOT NULL)) EXECUTE FUNCTION wallet_play_count_reversal();
CREATE TRIGGER jurisdiction_settings_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.jurisdiction_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER lucky_spin_prizes_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.lucky_spin_prizes FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER missions_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.missions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER news_articles_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.news_articles FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER payment_settings_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.payment_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER promotions_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.promotions FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER providers_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.providers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER sports_fixtures_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.sports_fixtures FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER sports_settings_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.sports_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER tournaments_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tournaments FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
CREATE TRIGGER vip_rules_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.vip_rules FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
