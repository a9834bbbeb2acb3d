-- Second phase of a reservation: settle pays the held money out to a payment clearing account,
-- release returns it to the player account the reservation took it from: cash for a player's
-- withdrawal, deposit_held for the return of a held deposit (decision 073), so a failed return
-- never turns held money into playable cash. Each reservation completes at most once.
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
END $$;
