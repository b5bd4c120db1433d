-- The idle and touch rules moved into their own functions: the arguments changed.
DROP FUNCTION IF EXISTS seamless_bet;
--> statement-breakpoint
-- bet: takes the stake from the launched wallet, once per (provider, transaction id). Refusals
-- (unknown or idle session, another game, above the limit, a closed round or one the member plays
-- from another wallet or game, not enough money) are stored too. A member's part in a round belongs
-- to the wallet and game of its first bet, claimed before the money moves. Returns
-- { answer, member_id } (member_id: whose money moved).
CREATE FUNCTION seamless_bet(
  p_provider integer, p_transaction text, p_round text, p_game_code text, p_amount bigint,
  p_request_hash text, p_token_hash text, p_at timestamptz, p_reference text, p_product_game text,
  p_max_bet bigint
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c record;
  v_posted record;
  v_round integer;
BEGIN
  SELECT * INTO c FROM seamless_open('bet', p_provider, p_transaction, p_round, p_request_hash, p_token_hash, p_at);
  IF c.answer IS NOT NULL THEN RETURN jsonb_build_object('answer', c.answer); END IF;
  IF seamless_session_idle(c.last_active_at, p_at) THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'TOKEN_EXPIRED'));
  END IF;
  IF p_game_code <> c.game_code THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INVALID_REQUEST'));
  END IF;
  IF p_amount > p_max_bet THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'BET_LIMIT_EXCEEDED'));
  END IF;
  v_round := c.round_row_id;
  IF v_round IS NULL THEN
    -- The member's first bet in this round: claim the round for this wallet and game before any
    -- money moves. A concurrent first bet of the same member (another session, maybe another wallet)
    -- waits here for this transaction, then finds the row and is checked against it like any other.
    INSERT INTO game_rounds (provider_id, round_id, member_id, wallet_id, game_id, open_bets, bet_satang, opened_at)
    VALUES (p_provider, p_round, c.member_id, c.wallet_id, c.game_id, 0, 0, p_at)
    ON CONFLICT (provider_id, round_id, member_id) DO NOTHING
    RETURNING id INTO v_round;
    IF v_round IS NULL THEN
      SELECT r.id, r.wallet_id, r.game_id, r.closed INTO v_round, c.round_wallet, c.round_game, c.round_closed
      FROM game_rounds r
      WHERE r.provider_id = p_provider AND r.round_id = p_round AND r.member_id = c.member_id
      FOR UPDATE;
    ELSE
      c.round_wallet := c.wallet_id;
      c.round_game := c.game_id;
      c.round_closed := false;
    END IF;
  END IF;
  IF c.round_closed OR c.round_wallet <> c.wallet_id OR c.round_game <> c.game_id THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INVALID_REQUEST'));
  END IF;
  -- Activity keeps the session alive, whatever the bet's fate (written at most once a minute).
  IF seamless_touch_due(c.last_active_at, p_at) THEN
    UPDATE game_sessions SET last_active_at = p_at WHERE id = c.session_id;
  END IF;
  -- Responsible play (responsible_check.sql): a time-out, an exclusion or a loss limit refuses the
  -- stake like missing money, before bet_move would raise (told so: it checks the stake once).
  IF EXISTS (SELECT 1 FROM responsible_check(c.member_id, p_at, 'play', p_amount)) THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INSUFFICIENT_FUNDS'));
  END IF;
  SELECT * INTO v_posted FROM bet_move('bet', c.member_id, p_reference, p_at, c.wallet_id, p_amount,
    c.category, p_product_game, p_checked => true);
  IF NOT FOUND THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INSUFFICIENT_FUNDS'));
  END IF;
  UPDATE game_rounds SET open_bets = open_bets + 1, bet_satang = bet_satang + p_amount WHERE id = v_round;
  RETURN jsonb_build_object(
    'answer', seamless_settle(c.claim_id, 'accepted', c.member_id, c.wallet_id, p_amount, v_posted.transaction_id,
      jsonb_build_object('status', 'OK', 'balance', seamless_baht(v_posted.balance), 'transaction_id', p_transaction)),
    'member_id', c.member_id);
END $$;
