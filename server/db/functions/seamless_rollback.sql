-- rollback: refunds the named bet once, into the wallet it came from, once per (provider,
-- transaction id). An unknown bet is recorded as cancelled and answered OK, so that the bet, if it
-- arrives later, is refused TRANSACTION_ROLLED_BACK (its claim finds that row); a bet that was refused
-- or already rolled back is answered OK without moving money; a bet of another member, or whose round
-- a win closed, cannot be rolled back (INVALID_REQUEST). Accepted after the session went idle.
-- Returns { answer, member_id } (member_id: whose money moved).
CREATE OR REPLACE FUNCTION seamless_rollback(
  p_provider integer, p_transaction text, p_round text, p_target text, p_request_hash text,
  p_token_hash text, p_at timestamptz, p_reference text, p_provider_code text
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c record;
  t record;
  v_balance bigint;
  v_round integer;
  v_round_closed boolean;
  v_posted record;
  v_cancelled integer;
BEGIN
  SELECT * INTO c FROM seamless_open('rollback', p_provider, p_transaction, p_round, p_request_hash, p_token_hash, p_at);
  IF c.answer IS NOT NULL THEN RETURN jsonb_build_object('answer', c.answer); END IF;
  SELECT balance_satang INTO v_balance FROM wallets WHERE id = c.wallet_id;
  SELECT * INTO t FROM game_transactions
  WHERE provider_id = p_provider AND transaction_id = p_target FOR UPDATE;
  IF NOT FOUND THEN
    -- Recorded so that the bet, if it ever arrives, is refused.
    INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, member_id, request_hash, answer, created_at)
    VALUES (p_provider, p_target, 'bet', 'cancelled', p_round, c.member_id, NULL,
      jsonb_build_object('status', 'TRANSACTION_ROLLED_BACK', 'balance', seamless_baht(coalesce(v_balance, 0)),
        'transaction_id', p_target), p_at)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_cancelled;
    IF v_cancelled IS NULL THEN
      -- The bet arrived at the same moment and committed first: roll it back like any other.
      SELECT * INTO t FROM game_transactions
      WHERE provider_id = p_provider AND transaction_id = p_target FOR UPDATE;
    END IF;
  END IF;
  IF t.id IS NULL OR t.state <> 'accepted' THEN
    IF t.id IS NOT NULL AND t.kind <> 'bet' THEN
      RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INVALID_REQUEST'));
    END IF;
    RETURN jsonb_build_object('answer', seamless_settle(c.claim_id, 'accepted', c.member_id, c.wallet_id, 0, NULL,
      jsonb_build_object('status', 'OK', 'balance', seamless_baht(coalesce(v_balance, 0)), 'transaction_id', p_transaction)));
  END IF;
  IF t.kind <> 'bet' OR t.member_id <> c.member_id OR t.wallet_id IS NULL THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INVALID_REQUEST'));
  END IF;
  SELECT r.id, r.closed INTO v_round, v_round_closed FROM game_rounds r
  WHERE r.provider_id = p_provider AND r.round_id = t.round_id AND r.member_id = c.member_id
  FOR UPDATE;
  IF v_round IS NULL OR v_round_closed THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INVALID_REQUEST'));
  END IF;
  SELECT * INTO v_posted FROM bet_move('bet_refund', c.member_id, p_reference, p_at, t.wallet_id, t.amount_satang,
    c.category, left(p_provider_code || ':' || c.game_code, 64));
  IF NOT FOUND THEN RAISE EXCEPTION 'wallet % does not exist', t.wallet_id; END IF;
  UPDATE game_transactions SET state = 'rolled_back' WHERE id = t.id;
  UPDATE game_rounds SET open_bets = open_bets - 1, bet_satang = bet_satang - t.amount_satang WHERE id = v_round;
  RETURN jsonb_build_object(
    'answer', seamless_settle(c.claim_id, 'accepted', c.member_id, t.wallet_id, t.amount_satang, v_posted.transaction_id,
      jsonb_build_object('status', 'OK', 'balance', seamless_baht(v_posted.balance), 'transaction_id', p_transaction)),
    'member_id', c.member_id);
END $$;
