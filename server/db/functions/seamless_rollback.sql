-- rollback: refunds the named bet once, into the wallet it came from, once per (provider,
-- transaction id). An unknown bet is recorded as cancelled and answered OK, so that the bet, if it
-- arrives later, is refused TRANSACTION_ROLLED_BACK (it finds that row); a bet that was refused
-- or already rolled back is answered OK without moving money; a bet of another member, or whose round
-- a win closed, cannot be rolled back (INVALID_REQUEST). Accepted after the session went idle.
-- Returns { answer, member_id } (member_id: whose money moved).
-- Like seamless_bet: this call's (provider, transaction id) under an advisory lock (key class 24001),
-- its row written once with the outcome. The named bet's id is locked the same way before it is
-- looked up, so a bet in flight commits first and is rolled back like any other, and a bet arriving
-- later finds the 'cancelled' row.
CREATE OR REPLACE FUNCTION seamless_rollback(
  p_provider integer, p_transaction text, p_round text, p_target text, p_request_hash text,
  p_token_hash text, p_at timestamptz, p_reference text, p_provider_code text
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  x record;
  s record;
  t record;
  v_balance bigint;
  v_round integer;
  v_round_closed boolean;
  v_posted record;
  v_answer jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(24001, hashtext(p_provider || ':' || p_transaction));
  SELECT g.kind, g.state, g.request_hash, g.answer INTO x
  FROM game_transactions g WHERE g.provider_id = p_provider AND g.transaction_id = p_transaction;
  IF FOUND THEN
    IF x.kind = 'rollback' AND (x.request_hash = p_request_hash OR x.state = 'cancelled') THEN
      RETURN jsonb_build_object('answer', x.answer);
    END IF;
    RETURN '{"answer":{"status":"INVALID_REQUEST"}}';
  END IF;
  SELECT se.member_id, se.wallet_id, g.code, g.category, se.provider_id INTO s
  FROM game_sessions se JOIN games g ON g.id = se.game_id
  WHERE se.token_hash = p_token_hash;
  IF NOT FOUND OR s.provider_id <> p_provider THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'rollback', p_round,
      p_request_hash, p_at, NULL, NULL, 'INVALID_TOKEN'));
  END IF;
  SELECT balance_satang INTO v_balance FROM wallets WHERE id = s.wallet_id;
  -- A rollback naming itself names no bet.
  IF p_target = p_transaction THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'rollback', p_round,
      p_request_hash, p_at, s.member_id, s.wallet_id, 'INVALID_REQUEST'));
  END IF;
  PERFORM pg_advisory_xact_lock(24001, hashtext(p_provider || ':' || p_target));
  SELECT * INTO t FROM game_transactions
  WHERE provider_id = p_provider AND transaction_id = p_target FOR UPDATE;
  IF NOT FOUND THEN
    -- Recorded so that the bet, if it ever arrives, is refused.
    INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, member_id, request_hash, answer, created_at)
    VALUES (p_provider, p_target, 'bet', 'cancelled', p_round, s.member_id, NULL,
      jsonb_build_object('status', 'TRANSACTION_ROLLED_BACK', 'balance', seamless_baht(coalesce(v_balance, 0)),
        'transaction_id', p_target), p_at);
  END IF;
  IF t.id IS NULL OR t.state <> 'accepted' THEN
    IF t.id IS NOT NULL AND t.kind <> 'bet' THEN
      RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'rollback', p_round,
        p_request_hash, p_at, s.member_id, s.wallet_id, 'INVALID_REQUEST'));
    END IF;
    v_answer := jsonb_build_object('status', 'OK', 'balance', seamless_baht(coalesce(v_balance, 0)),
      'transaction_id', p_transaction);
    INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, member_id, wallet_id,
      amount_satang, request_hash, answer, created_at)
    VALUES (p_provider, p_transaction, 'rollback', 'accepted', p_round, s.member_id, s.wallet_id, 0,
      p_request_hash, v_answer, p_at);
    RETURN jsonb_build_object('answer', v_answer);
  END IF;
  IF t.kind <> 'bet' OR t.member_id <> s.member_id OR t.wallet_id IS NULL THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'rollback', p_round,
      p_request_hash, p_at, s.member_id, s.wallet_id, 'INVALID_REQUEST'));
  END IF;
  SELECT r.id, r.closed INTO v_round, v_round_closed FROM game_rounds r
  WHERE r.provider_id = p_provider AND r.round_id = t.round_id AND r.member_id = s.member_id
  FOR UPDATE;
  IF v_round IS NULL OR v_round_closed THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'rollback', p_round,
      p_request_hash, p_at, s.member_id, s.wallet_id, 'INVALID_REQUEST'));
  END IF;
  SELECT * INTO v_posted FROM bet_move('bet_refund', s.member_id, p_reference, p_at, t.wallet_id, t.amount_satang,
    s.category, left(p_provider_code || ':' || s.code, 64));
  IF NOT FOUND THEN RAISE EXCEPTION 'wallet % does not exist', t.wallet_id; END IF;
  UPDATE game_transactions SET state = 'rolled_back' WHERE id = t.id;
  UPDATE game_rounds SET open_bets = open_bets - 1, bet_satang = bet_satang - t.amount_satang WHERE id = v_round;
  v_answer := jsonb_build_object('status', 'OK', 'balance', seamless_baht(v_posted.balance),
    'transaction_id', p_transaction);
  INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, member_id, wallet_id,
    amount_satang, request_hash, answer, ledger_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'rollback', 'accepted', p_round, s.member_id, t.wallet_id,
    t.amount_satang, p_request_hash, v_answer, v_posted.transaction_id, p_at);
  RETURN jsonb_build_object('answer', v_answer, 'member_id', s.member_id);
END $$;
