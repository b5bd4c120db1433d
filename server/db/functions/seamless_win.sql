-- win: pays into the wallet the round's bets came from and closes the round, once per (provider,
-- transaction id). Accepted after the session went idle; a round without an accepted bet is
-- TRANSACTION_NOT_FOUND; a win above the game's (or provider's) maximum multiple of the round's stakes
-- is WIN_LIMIT_EXCEEDED (the answer then carries over_limit: the stakes and the multiple, for the
-- operator's log). A zero win moves no money but closes the round. Returns { answer, member_id }.
-- Like seamless_bet: the (provider, transaction id) under an advisory lock (key class 24001), its
-- row written once with the outcome, the claim and the stored answer inline (issue 24).
CREATE OR REPLACE FUNCTION seamless_win(
  p_provider integer, p_transaction text, p_round text, p_game_code text, p_amount bigint,
  p_request_hash text, p_token_hash text, p_at timestamptz, p_reference text, p_product_game text
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  x record;
  s record;
  r record;
  v_wallet integer;
  v_refusal text;
  v_posted record;
  v_ledger integer;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(24001, hashtext(p_provider || ':' || p_transaction));
  SELECT t.kind, t.state, t.request_hash, t.answer INTO x
  FROM game_transactions t WHERE t.provider_id = p_provider AND t.transaction_id = p_transaction;
  IF FOUND THEN
    IF x.kind = 'win' AND (x.request_hash = p_request_hash OR x.state = 'cancelled') THEN
      RETURN jsonb_build_object('answer', x.answer);
    END IF;
    RETURN '{"answer":{"status":"INVALID_REQUEST"}}';
  END IF;
  -- The session, with the game's (or else the provider's) maximum win multiple: a round this
  -- session may pay is of the session's game (checked below), so its multiple is this one.
  SELECT se.member_id, se.wallet_id, se.game_id, g.code, g.category, se.provider_id,
    coalesce(g.max_win_multiple, p.max_win_multiple) AS multiple
  INTO s
  FROM game_sessions se JOIN games g ON g.id = se.game_id JOIN game_providers p ON p.id = se.provider_id
  WHERE se.token_hash = p_token_hash;
  IF NOT FOUND OR s.provider_id <> p_provider THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'win', p_round,
      p_request_hash, p_at, NULL, NULL, 'INVALID_TOKEN'));
  END IF;
  SELECT rr.id, rr.member_id, rr.wallet_id, rr.game_id, rr.open_bets, rr.closed, rr.bet_satang INTO r
  FROM game_rounds rr WHERE rr.provider_id = p_provider AND rr.round_id = p_round AND rr.member_id = s.member_id
  FOR UPDATE;
  v_wallet := coalesce(r.wallet_id, s.wallet_id);
  IF r.id IS NULL OR r.open_bets = 0 THEN
    v_refusal := 'TRANSACTION_NOT_FOUND';
  ELSIF r.closed OR p_game_code <> s.code OR r.game_id <> s.game_id THEN
    v_refusal := 'INVALID_REQUEST';
  END IF;
  IF v_refusal IS NOT NULL THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'win', p_round,
      p_request_hash, p_at, s.member_id, v_wallet, v_refusal));
  END IF;
  -- No win above the game's (or else the provider's) multiple of the round's stakes.
  IF p_amount > r.bet_satang * s.multiple THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'win', p_round,
        p_request_hash, p_at, s.member_id, v_wallet, 'WIN_LIMIT_EXCEEDED'),
      'over_limit', jsonb_build_object('stakes', r.bet_satang, 'multiple', s.multiple));
  END IF;
  IF p_amount > 0 THEN
    SELECT * INTO v_posted FROM bet_move('win', r.member_id, p_reference, p_at, v_wallet, p_amount,
      s.category, p_product_game);
    IF NOT FOUND THEN RAISE EXCEPTION 'wallet % does not exist', v_wallet; END IF;
    v_balance := v_posted.balance;
    v_ledger := v_posted.transaction_id;
  ELSE
    SELECT balance_satang INTO v_balance FROM wallets WHERE id = v_wallet;
  END IF;
  UPDATE game_rounds SET closed = true, closed_at = p_at, win_satang = win_satang + p_amount
  WHERE id = r.id;
  v_answer := jsonb_build_object('status', 'OK', 'balance', seamless_baht(coalesce(v_balance, 0)),
    'transaction_id', p_transaction);
  INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, member_id, wallet_id,
    amount_satang, request_hash, answer, ledger_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'win', 'accepted', p_round, s.member_id, v_wallet,
    p_amount, p_request_hash, v_answer, v_ledger, p_at);
  RETURN jsonb_build_object('answer', v_answer,
    'member_id', CASE WHEN p_amount > 0 THEN r.member_id END);
END $$;
