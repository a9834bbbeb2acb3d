-- The grouped fast path of game operations (decision 011) as a handful of set-based statements
-- instead of four statements per operation (decision 016). Same signature, same contract as the
-- version of 0004_wallet_functions: operations of different players sorted by cash account; an
-- operation whose player row does not qualify writes nothing and comes back declined (null
-- journal id); a key already used or a provider row missing aborts the whole call (WL009), and
-- the service then runs each operation through wallet_game.
--
-- Why: in PostgreSQL every statement pays executor start-up, and every INSERT/UPDATE re-reads
-- the table's CHECK constraints from their stored text (ExecConstraints -> stringToNode); with
-- 30-odd statements per group of eight that was a third of the backend's time. Here a group
-- costs seven statements whatever its size.
--
-- Lock order is unchanged: player rows (the UPDATE joins the operations in array order, i.e.
-- sorted by cash account, through the primary key), then the keys (one INSERT in the same
-- order), then the provider shard rows (sorted by (account, shard)). The plans are generic
-- (plan_cache_mode) and sequential scans are off inside the function, so the planner cannot
-- pick a plan that visits balance rows in heap order; were it to happen anyway, the service
-- retries a deadlock (decision 014).
CREATE OR REPLACE FUNCTION wallet_game_batch(p_scopes text[], p_external_ids text[], p_hashes text[], p_kinds text[],
  p_players bigint[], p_cash_accounts bigint[], p_deltas bigint[], p_metas text[], p_op_shard int[],
  p_shard_accounts bigint[], p_shards int[],
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

  -- 1. Player cash rows, conditionally: those without the money (or not where the service
  -- believed) are left out, and their operations come back declined. A journal id is drawn for
  -- each operation that moved, so journal and entries can be written in one statement each.
  WITH moved AS (
    UPDATE balances b SET posted = b.posted + u.delta, version = b.version + 1, updated_at = now()
      FROM unnest(p_cash_accounts, p_players, p_deltas) WITH ORDINALITY AS u(account_id, player_id, delta, i)
     WHERE b.account_id = u.account_id AND b.shard = 0 AND b.player_id = u.player_id
       AND b.posted + u.delta - b.held >= 0
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
