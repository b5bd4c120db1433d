-- The idle and touch rules moved into their own functions: the arguments changed.
DROP FUNCTION IF EXISTS seamless_bet;
--> statement-breakpoint
-- bet: takes the stake from the launched wallet, once per (provider, transaction id). Refusals
-- (unknown or idle session, another game, above the limit, a closed round or one the member plays
-- from another wallet or game, not enough money) are stored too. A member's part in a round belongs
-- to the wallet and game of its first bet, claimed before the money moves. Returns
-- { answer, member_id } (member_id: whose money moved).
--
-- One write of the call's game_transactions row (issue 24): the (provider, transaction id) is held by
-- a transaction-scoped advisory lock (key class 24001, as in seamless_win, seamless_rollback and
-- seamless_refuse), so a concurrent repeat waits here until this call commits and then finds its
-- row; the row is inserted once, with the outcome, at the end. The claim, the session lookup and the
-- stored answer are inline (a nested PL/pgSQL call costs more than its statement).
CREATE FUNCTION seamless_bet(
  p_provider integer, p_transaction text, p_round text, p_game_code text, p_amount bigint,
  p_request_hash text, p_token_hash text, p_at timestamptz, p_reference text, p_product_game text,
  p_max_bet bigint
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  x record;
  s record;
  v_round integer;
  v_round_wallet integer;
  v_round_game integer;
  v_round_closed boolean;
  v_new_round boolean := false;
  v_refusal text;
  v_posted record;
  v_answer jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(24001, hashtext(p_provider || ':' || p_transaction));
  SELECT t.kind, t.state, t.request_hash, t.answer INTO x
  FROM game_transactions t WHERE t.provider_id = p_provider AND t.transaction_id = p_transaction;
  IF FOUND THEN
    -- A repeat answers what was stored; a rollback that came first left a 'cancelled' bet row whose
    -- stored refusal answers this bet; the id reused with other content is refused (not stored).
    IF x.kind = 'bet' AND (x.request_hash = p_request_hash OR x.state = 'cancelled') THEN
      RETURN jsonb_build_object('answer', x.answer);
    END IF;
    RETURN '{"answer":{"status":"INVALID_REQUEST"}}';
  END IF;
  SELECT se.id, se.member_id, se.wallet_id, se.game_id, g.code, g.category, se.last_active_at, se.provider_id,
    EXISTS (SELECT 1 FROM responsible_settings rs WHERE rs.member_id = se.member_id) AS has_rules
  INTO s
  FROM game_sessions se JOIN games g ON g.id = se.game_id
  WHERE se.token_hash = p_token_hash;
  IF NOT FOUND OR s.provider_id <> p_provider THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'bet', p_round,
      p_request_hash, p_at, NULL, NULL, 'INVALID_TOKEN'));
  END IF;
  IF seamless_session_idle(s.last_active_at, p_at) THEN
    v_refusal := 'TOKEN_EXPIRED';
  ELSIF p_game_code <> s.code THEN
    v_refusal := 'INVALID_REQUEST';
  ELSIF p_amount > p_max_bet THEN
    v_refusal := 'BET_LIMIT_EXCEEDED';
  END IF;
  IF v_refusal IS NOT NULL THEN
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'bet', p_round,
      p_request_hash, p_at, s.member_id, s.wallet_id, v_refusal));
  END IF;
  -- Each member's part in a provider round is its own row (a live table's round has many players).
  -- The member's first bet in this round claims it for this wallet and game before any money moves,
  -- written with this bet counted (taken back below if the stake is refused). A concurrent first bet
  -- of the same member (another session, maybe another wallet) waits on the unique index for this
  -- transaction, then finds the row and is checked against it like any other.
  INSERT INTO game_rounds (provider_id, round_id, member_id, wallet_id, game_id, open_bets, bet_satang, opened_at)
  VALUES (p_provider, p_round, s.member_id, s.wallet_id, s.game_id, 1, p_amount, p_at)
  ON CONFLICT (provider_id, round_id, member_id) DO NOTHING
  RETURNING id INTO v_round;
  IF v_round IS NOT NULL THEN
    v_new_round := true;
  ELSE
    SELECT r.id, r.wallet_id, r.game_id, r.closed INTO v_round, v_round_wallet, v_round_game, v_round_closed
    FROM game_rounds r
    WHERE r.provider_id = p_provider AND r.round_id = p_round AND r.member_id = s.member_id
    FOR UPDATE;
    IF v_round_closed OR v_round_wallet <> s.wallet_id OR v_round_game <> s.game_id THEN
      RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'bet', p_round,
        p_request_hash, p_at, s.member_id, s.wallet_id, 'INVALID_REQUEST'));
    END IF;
  END IF;
  -- Activity keeps the session alive, whatever the bet's fate (written at most once a minute).
  IF seamless_touch_due(s.last_active_at, p_at) THEN
    UPDATE game_sessions SET last_active_at = p_at WHERE id = s.id;
  END IF;
  -- Responsible play (responsible_check.sql): a time-out, an exclusion or a loss limit refuses the
  -- stake like missing money, before bet_move would raise (told so: it checks the stake once). A
  -- member without a responsible_settings row has set nothing (responsible_check answers no row
  -- then): s.has_rules, read with the session, so a member without rules runs no query here (a
  -- condition holding the check's subquery had its plan, responsible_check's call included, set up
  -- on every bet; issue 24).
  IF s.has_rules THEN
    IF EXISTS (SELECT 1 FROM responsible_check(s.member_id, p_at, 'play', p_amount)) THEN
      v_refusal := 'INSUFFICIENT_FUNDS';
    END IF;
  END IF;
  IF v_refusal IS NULL THEN
    SELECT * INTO v_posted FROM bet_move('bet', s.member_id, p_reference, p_at, s.wallet_id, p_amount,
      s.category, p_product_game, p_checked => true);
    IF NOT FOUND THEN v_refusal := 'INSUFFICIENT_FUNDS'; END IF;
  END IF;
  IF v_refusal IS NOT NULL THEN
    -- The new round row stays claimed for this wallet and game, with no bet in it.
    IF v_new_round THEN
      UPDATE game_rounds SET open_bets = 0, bet_satang = 0 WHERE id = v_round;
    END IF;
    RETURN jsonb_build_object('answer', seamless_refuse(p_provider, p_transaction, 'bet', p_round,
      p_request_hash, p_at, s.member_id, s.wallet_id, v_refusal));
  END IF;
  IF NOT v_new_round THEN
    UPDATE game_rounds SET open_bets = open_bets + 1, bet_satang = bet_satang + p_amount WHERE id = v_round;
  END IF;
  v_answer := jsonb_build_object('status', 'OK', 'balance', seamless_baht(v_posted.balance),
    'transaction_id', p_transaction);
  INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, member_id, wallet_id,
    amount_satang, request_hash, answer, ledger_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'bet', 'accepted', p_round, s.member_id, s.wallet_id,
    p_amount, p_request_hash, v_answer, v_posted.transaction_id, p_at);
  RETURN jsonb_build_object('answer', v_answer, 'member_id', s.member_id);
END $$;
