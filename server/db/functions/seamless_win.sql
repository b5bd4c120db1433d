-- win: pays into the wallet the round's bets came from and closes the round, once per (provider,
-- transaction id). Accepted after the session went idle; a round without an accepted bet is
-- TRANSACTION_NOT_FOUND; a win above the game's (or provider's) maximum multiple of the round's stakes
-- is WIN_LIMIT_EXCEEDED (the answer then carries over_limit: the stakes and the multiple, for the
-- operator's log). A zero win moves no money but closes the round. Returns { answer, member_id }.
CREATE OR REPLACE FUNCTION seamless_win(
  p_provider integer, p_transaction text, p_round text, p_game_code text, p_amount bigint,
  p_request_hash text, p_token_hash text, p_at timestamptz, p_reference text, p_product_game text
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c record;
  v_wallet integer;
  v_stakes bigint;
  v_multiple integer;
  v_posted record;
  v_ledger integer;
  v_balance bigint;
BEGIN
  SELECT * INTO c FROM seamless_open('win', p_provider, p_transaction, p_round, p_request_hash, p_token_hash, p_at);
  IF c.answer IS NOT NULL THEN RETURN jsonb_build_object('answer', c.answer); END IF;
  v_wallet := coalesce(c.round_wallet, c.wallet_id);
  IF c.round_row_id IS NULL OR c.round_member <> c.member_id OR c.round_open_bets = 0 THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, v_wallet, 'TRANSACTION_NOT_FOUND'));
  END IF;
  IF c.round_closed OR p_game_code <> c.game_code OR c.round_game <> c.game_id THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, v_wallet, 'INVALID_REQUEST'));
  END IF;
  -- No win above the game's (or else the provider's) multiple of the round's stakes.
  SELECT r.bet_satang, coalesce(g.max_win_multiple, p.max_win_multiple) INTO v_stakes, v_multiple
  FROM game_rounds r JOIN games g ON g.id = r.game_id JOIN game_providers p ON p.id = r.provider_id
  WHERE r.id = c.round_row_id;
  IF p_amount > v_stakes * v_multiple THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, v_wallet, 'WIN_LIMIT_EXCEEDED'),
      'over_limit', jsonb_build_object('stakes', v_stakes, 'multiple', v_multiple));
  END IF;
  IF p_amount > 0 THEN
    SELECT * INTO v_posted FROM bet_move('win', c.round_member, p_reference, p_at, v_wallet, p_amount,
      c.category, p_product_game);
    IF NOT FOUND THEN RAISE EXCEPTION 'wallet % does not exist', v_wallet; END IF;
    v_balance := v_posted.balance;
    v_ledger := v_posted.transaction_id;
  ELSE
    SELECT balance_satang INTO v_balance FROM wallets WHERE id = v_wallet;
  END IF;
  UPDATE game_rounds SET closed = true, closed_at = p_at, win_satang = win_satang + p_amount
  WHERE id = c.round_row_id;
  RETURN jsonb_build_object(
    'answer', seamless_settle(c.claim_id, 'accepted', c.member_id, v_wallet, p_amount, v_ledger,
      jsonb_build_object('status', 'OK', 'balance', seamless_baht(coalesce(v_balance, 0)), 'transaction_id', p_transaction)),
    'member_id', CASE WHEN p_amount > 0 THEN c.round_member END);
END $$;
