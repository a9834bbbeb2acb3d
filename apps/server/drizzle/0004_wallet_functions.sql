-- The ledger's guards and the wallet's one-round-trip functions (decisions 010, 011).
-- Errors use SQLSTATE class WL, mapped to AppErrors in wallet.errors.ts; keep both lists in step:
--   WL001 insufficient funds            WL002 idempotency key reused for another request
--   WL003 transaction was rolled back   WL004 referenced journal not found
--   WL005 already reversed / completed  WL006 journal cannot be reversed / completed that way
--   WL007 invalid posting               WL008 append-only table changed
--   WL009 game fast path aborted (internal: the service falls back to wallet_game)
-- Lock order: balance rows of players before those of system accounts, each by (account, shard).
-- Generic operations take their journal key before any balance row, so a request waiting on a
-- key it shares with another holds nothing. Game operations (bet, win) lock the players' cash
-- rows, then take the keys, then the provider shards: the batched fast path works in that order,
-- and the slow path takes the same order, so they never wait on each other in a cycle.

-- Balance rows are updated in place all the time; free space on each page keeps updates HOT.
ALTER TABLE balances SET (fillfactor = 70);
-- Idempotency keys are compared byte-wise: no locale rules, and the unique index stays cheap.
ALTER TABLE journal ALTER COLUMN scope TYPE text COLLATE "C", ALTER COLUMN external_id TYPE text COLLATE "C";

CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'WL008';
END $$;

CREATE TRIGGER journal_append_only BEFORE UPDATE OR DELETE ON journal
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_no_truncate BEFORE TRUNCATE ON journal
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Checked at commit, so the entries of a journal may be written in any order within the
-- transaction; a journal whose entries do not sum to zero never commits.
CREATE OR REPLACE FUNCTION ledger_check_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_sum numeric;
BEGIN
  SELECT sum(amount) INTO v_sum FROM entries WHERE journal_id = NEW.journal_id;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION 'journal % is unbalanced: its entries sum to %', NEW.journal_id, v_sum USING ERRCODE = 'WL007';
  END IF;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER entries_balanced AFTER INSERT ON entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal_balanced();

-- Accounts are created on first use; concurrent first uses meet on the unique index.
CREATE OR REPLACE FUNCTION wallet_player_account(p_player_id bigint, p_purpose text) RETURNS bigint
LANGUAGE plpgsql AS $$
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
END $$;

-- System accounts that every bet touches (providers, jackpot pools) get 32 balance rows, all
-- created with the account, so the hot path only ever updates rows that exist.
CREATE OR REPLACE FUNCTION wallet_system_account(p_purpose text, p_code text, OUT o_id bigint, OUT o_shards int)
LANGUAGE plpgsql AS $$
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
END $$;

-- Adds p_delta to posted and p_held to held of one balance row, creating the row on first use.
-- A player row never goes below zero or below what is held: the conditional UPDATE matches
-- nothing and WL001 is raised instead of tripping the CHECK constraint.
CREATE OR REPLACE FUNCTION wallet_move(p_account bigint, p_shard int, p_player_id bigint, p_delta bigint, p_held bigint,
  OUT o_posted bigint, OUT o_held bigint)
LANGUAGE plpgsql AS $$
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
END $$;

-- The player's balances; zeros for accounts not created yet.
CREATE OR REPLACE FUNCTION wallet_player_balance(p_player_id bigint,
  OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'cash'), 0)::bigint,
         coalesce(sum(b.held) FILTER (WHERE a.purpose = 'cash'), 0)::bigint,
         coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'bonus'), 0)::bigint,
         coalesce(sum(b.posted) FILTER (WHERE a.purpose = 'pending_withdrawal'), 0)::bigint
    FROM accounts a JOIN balances b ON b.account_id = a.id
   WHERE a.player_id = p_player_id
$$;

-- A key already used: the same request gets its first result back, another request is refused,
-- and a key voided by an earlier rollback stays voided.
CREATE OR REPLACE FUNCTION wallet_replay(p_scope text, p_external_id text, p_hash text, p_player_id bigint,
  OUT o_journal_id bigint, OUT o_created_at timestamptz, OUT o_balance_after bigint)
LANGUAGE plpgsql AS $$
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
END $$;

-- A bet (player cash -> provider) or a win (provider -> player cash), every case handled: first
-- use of an account, not enough money, replays, conflicts, tombstones. The service tries the
-- fast path (wallet_game_one / wallet_game_batch) first and comes here when that declines.
-- The provider account is spread over shard rows chosen by player id, so concurrent bets of
-- different players rarely wait for the same row. Balance changes of game rounds are announced
-- after commit by the service, coalesced (decision 013), not with NOTIFY in here.
CREATE OR REPLACE FUNCTION wallet_game(p_scope text, p_external_id text, p_hash text, p_kind text,
  p_player_id bigint, p_provider text, p_amount bigint, p_meta jsonb,
  OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamptz,
  OUT o_balance_after bigint, OUT o_cash bigint, OUT o_cash_held bigint,
  OUT o_cash_account bigint, OUT o_sys_account bigint, OUT o_sys_shards int)
LANGUAGE plpgsql AS $$
DECLARE
  v_cash bigint; v_sys bigint; v_shards int; v_shard int; v_delta bigint;
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
    PERFORM 1 FROM balances b WHERE b.account_id = v_cash AND b.shard = 0 FOR UPDATE;
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
END $$;

-- The hot path (decision 011), for accounts the service has seen before: one bet or win
-- (wallet_game_one) or several of different players grouped by the service
-- (wallet_game_batch), in one call and one transaction. An operation whose player row does not
-- qualify (not enough money) writes nothing and comes back declined (null journal id); a key
-- already used or a row not where the service believed aborts the call (WL009). Either way the
-- service then runs the operation through wallet_game, which handles every case. Balance
-- changes are announced after commit by the service, coalesced (decision 013).
CREATE OR REPLACE FUNCTION wallet_game_one(p_scope text, p_external_id text, p_hash text, p_kind text,
  p_player_id bigint, p_cash_account bigint, p_delta bigint, p_meta jsonb, p_sys_account bigint, p_shard int,
  OUT o_journal_id bigint, OUT o_created_at timestamptz, OUT o_cash bigint, OUT o_cash_held bigint)
LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta IS NULL OR p_delta = 0 OR p_kind IS NULL OR p_kind NOT IN ('bet', 'win') OR (p_kind = 'bet') <> (p_delta < 0) THEN
    RAISE EXCEPTION 'invalid game posting' USING ERRCODE = 'WL007';
  END IF;
  UPDATE balances SET posted = posted + p_delta, version = version + 1, updated_at = now()
   WHERE account_id = p_cash_account AND shard = 0 AND player_id = p_player_id AND posted + p_delta - held >= 0
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
END $$;

-- Several operations, at most one per player, sorted by cash account; the provider shard rows
-- they touch come as a separate list sorted by (account, shard), each operation pointing into
-- it (p_op_shard), so every row is locked in the ledger's order and each shard row moves once.
CREATE OR REPLACE FUNCTION wallet_game_batch(p_scopes text[], p_external_ids text[], p_hashes text[], p_kinds text[],
  p_players bigint[], p_cash_accounts bigint[], p_deltas bigint[], p_metas text[], p_op_shard int[],
  p_shard_accounts bigint[], p_shards int[],
  OUT o_journal_ids bigint[], OUT o_created_at timestamptz, OUT o_cash bigint[], OUT o_cash_held bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_n int := cardinality(p_external_ids); v_id bigint; v_posted bigint; v_held bigint; k int;
  v_sums bigint[] := array_fill(0::bigint, ARRAY[cardinality(p_shard_accounts)]);
BEGIN
  o_journal_ids := array_fill(NULL::bigint, ARRAY[v_n]);
  o_cash := o_journal_ids;
  o_cash_held := o_journal_ids;
  o_created_at := now();
  FOR i IN 1..v_n LOOP
    IF p_deltas[i] IS NULL OR p_deltas[i] = 0 OR p_kinds[i] IS NULL OR p_kinds[i] NOT IN ('bet', 'win')
       OR (p_kinds[i] = 'bet') <> (p_deltas[i] < 0) THEN
      RAISE EXCEPTION 'invalid game posting' USING ERRCODE = 'WL007';
    END IF;
    UPDATE balances SET posted = posted + p_deltas[i], version = version + 1, updated_at = now()
     WHERE account_id = p_cash_accounts[i] AND shard = 0 AND player_id = p_players[i]
       AND posted + p_deltas[i] - held >= 0
     RETURNING posted, held INTO v_posted, v_held;
    CONTINUE WHEN NOT FOUND;
    INSERT INTO journal (scope, external_id, request_hash, kind, player_id, amount, meta)
      VALUES (p_scopes[i], p_external_ids[i], p_hashes[i], p_kinds[i], p_players[i], abs(p_deltas[i]),
        coalesce(p_metas[i]::jsonb, '{}'::jsonb))
      ON CONFLICT (scope, external_id) DO NOTHING
      RETURNING id INTO v_id;
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'key %/% already used', p_scopes[i], p_external_ids[i] USING ERRCODE = 'WL009';
    END IF;
    k := p_op_shard[i];
    INSERT INTO entries (journal_id, line, account_id, shard, player_id, amount, balance_after) VALUES
      (v_id, 1, p_cash_accounts[i], 0, p_players[i], p_deltas[i], v_posted),
      (v_id, 2, p_shard_accounts[k], p_shards[k], NULL, -p_deltas[i], NULL);
    v_sums[k] := v_sums[k] - p_deltas[i];
    o_journal_ids[i] := v_id;
    o_cash[i] := v_posted;
    o_cash_held[i] := v_held;
  END LOOP;
  FOR k IN 1..cardinality(p_shard_accounts) LOOP
    CONTINUE WHEN v_sums[k] = 0;
    UPDATE balances SET posted = posted + v_sums[k], version = version + 1, updated_at = now()
     WHERE account_id = p_shard_accounts[k] AND shard = p_shards[k] AND player_id IS NULL;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'balance row %/% missing', p_shard_accounts[k], p_shards[k] USING ERRCODE = 'WL009';
    END IF;
  END LOOP;
END $$;

-- Applies postings of one journal in the global lock order, appends its entries (numbered in
-- the order given) and announces the players whose balance changed, in this transaction.
CREATE OR REPLACE FUNCTION wallet_apply(p_journal_id bigint, p_accounts bigint[], p_shards int[], p_players bigint[],
  p_deltas bigint[], p_helds bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;

-- Result of the generic functions: the journal plus the main player's balances after it.
CREATE OR REPLACE FUNCTION wallet_result(p_journal_id bigint, p_replayed boolean, p_created_at timestamptz,
  p_player_id bigint,
  OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamptz, OUT o_balance_after bigint,
  OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
LANGUAGE plpgsql AS $$
BEGIN
  o_journal_id := p_journal_id; o_replayed := p_replayed; o_created_at := p_created_at;
  IF p_player_id IS NULL THEN RETURN; END IF;
  -- The player's cash after the event, or their first other account touched.
  SELECT e.balance_after INTO o_balance_after FROM entries e JOIN accounts a ON a.id = e.account_id
   WHERE e.journal_id = p_journal_id AND e.player_id = p_player_id ORDER BY a.purpose <> 'cash', e.line LIMIT 1;
  SELECT b.o_cash, b.o_cash_held, b.o_bonus, b.o_pending INTO o_cash, o_cash_held, o_bonus, o_pending
    FROM wallet_player_balance(p_player_id) b;
END $$;

-- Credit, debit, transfer and reserve: postings described by owner (player id + purpose, or
-- system purpose + code), resolved to accounts here, created on first use.
CREATE OR REPLACE FUNCTION wallet_post(p_scope text, p_external_id text, p_hash text, p_kind text,
  p_player_id bigint, p_amount bigint, p_meta jsonb,
  p_players bigint[], p_codes text[], p_purposes text[], p_deltas bigint[], p_helds bigint[],
  OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamptz, OUT o_balance_after bigint,
  OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
LANGUAGE plpgsql AS $$
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
END $$;

-- Second phase of a reservation: settle pays the held money out to a payment clearing account,
-- release returns it to the player's cash. Each reservation completes at most once.
CREATE OR REPLACE FUNCTION wallet_complete(p_scope text, p_external_id text, p_hash text, p_action text,
  p_reservation_id bigint, p_clearing_code text, p_meta jsonb,
  OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamptz, OUT o_balance_after bigint,
  OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
LANGUAGE plpgsql AS $$
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
        v_other := wallet_player_account(v_res.player_id, 'cash');
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
END $$;

-- Undoes one journal by posting its entries negated, at most once (unique reversal_of). The
-- target is a journal id, or a key in a scope; with p_tombstone, a key not used yet is voided so
-- that the request arriving late (a bet after its rollback) is refused with WL003.
CREATE OR REPLACE FUNCTION wallet_reverse(p_scope text, p_external_id text, p_hash text, p_kind text,
  p_player_id bigint, p_target_id bigint, p_target_scope text, p_target_external_id text, p_tombstone boolean,
  p_meta jsonb,
  OUT o_journal_id bigint, OUT o_replayed boolean, OUT o_created_at timestamptz, OUT o_balance_after bigint,
  OUT o_cash bigint, OUT o_cash_held bigint, OUT o_bonus bigint, OUT o_pending bigint)
LANGUAGE plpgsql AS $$
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
END $$;
