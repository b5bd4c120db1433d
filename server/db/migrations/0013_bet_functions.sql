-- Money steps as database functions: a bet, win or refund with its effects is one round trip
-- (bet_move, called by server/modules/wallet/bets.ts), and a seamless-wallet bet or win is one
-- statement (seamless_bet, seamless_win; server/modules/game/README.md). ledger_post_one_wallet is
-- also the ledger's own one-wallet movement (server/modules/wallet/ledger.ts).
-- Every function plans its statements once per connection (plan_cache_mode): they are key lookups,
-- and planning them again on each call cost more than running them.

-- One balanced movement of one member wallet against house accounts: the conditional balance update
-- (a debit only while the balance covers it), the transaction and its entries. No row when the debit
-- is not covered (nothing written) or the wallet does not exist.
CREATE FUNCTION ledger_post_one_wallet(
  p_kind text, p_member integer, p_reference text, p_memo text, p_at timestamptz,
  p_wallet integer, p_amount bigint, p_house text[], p_house_amounts bigint[]
) RETURNS TABLE (transaction_id integer, balance bigint) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH w AS (
    UPDATE wallets SET balance_satang = balance_satang + p_amount
    WHERE id = p_wallet AND (p_amount >= 0 OR balance_satang >= -p_amount)
    RETURNING id, balance_satang
  ), t AS (
    INSERT INTO ledger_transactions (kind, member_id, reference, memo, created_at)
    SELECT p_kind, p_member, p_reference, p_memo, p_at FROM w
    RETURNING id
  ), e AS (
    INSERT INTO ledger_entries (transaction_id, wallet_id, house_account_id, amount_satang, balance_after_satang)
    SELECT t.id, w.id, NULL, p_amount, w.balance_satang FROM t, w
    UNION ALL
    SELECT t.id, NULL, (SELECT h.id FROM house_accounts h WHERE h.code = v.code), v.amount, NULL
    FROM t, unnest(p_house, p_house_amounts) AS v(code, amount)
  )
  SELECT t.id, w.balance_satang FROM t, w;
END $$;
--> statement-breakpoint

-- Adds a bet, win or refund to the member's play_daily row of the Asia/Bangkok day (UTC+7 all year).
CREATE FUNCTION play_daily_add(
  p_member integer, p_at timestamptz, p_category text, p_game text,
  p_bets integer, p_stake bigint, p_win bigint, p_refund bigint
) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO play_daily AS d (member_id, day, category, game, bet_count, stake_satang, win_satang, refund_satang)
  VALUES (p_member, ((p_at AT TIME ZONE 'UTC') + interval '7 hours')::date, p_category, p_game,
    p_bets, p_stake, p_win, p_refund)
  ON CONFLICT (member_id, day, category, game) DO UPDATE SET
    bet_count = d.bet_count + excluded.bet_count,
    stake_satang = d.stake_satang + excluded.stake_satang,
    win_satang = d.win_satang + excluded.win_satang,
    refund_satang = d.refund_satang + excluded.refund_satang;
END $$;
--> statement-breakpoint

-- A stake counts towards every active bonus of the member; a bonus it completes is completed at p_at.
CREATE FUNCTION turnover_count(p_member integer, p_stake bigint, p_at timestamptz)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE member_promotions SET
    turnover_done_satang = turnover_done_satang + p_stake,
    status = CASE WHEN turnover_done_satang + p_stake >= turnover_required_satang THEN 'completed' ELSE status END,
    completed_at = CASE WHEN turnover_done_satang + p_stake >= turnover_required_satang THEN p_at ELSE completed_at END
  WHERE member_id = p_member AND status = 'active';
END $$;
--> statement-breakpoint

-- A stake that came back no longer counts for the member's bonuses still running.
CREATE FUNCTION turnover_uncount(p_member integer, p_stake bigint)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE member_promotions SET turnover_done_satang = greatest(turnover_done_satang - p_stake, 0)
  WHERE member_id = p_member AND status = 'active';
END $$;
--> statement-breakpoint

-- The money side of every bet ('bet': the stake leaves the wallet; 'win' and 'bet_refund' come in),
-- against house account `stakes`, with what each bet fact changes in the database: turnover (bets
-- count, refunds uncount) and the member's play_daily row. No row when a stake is not covered
-- (nothing written).
CREATE FUNCTION bet_move(
  p_kind text, p_member integer, p_reference text, p_at timestamptz, p_wallet integer,
  p_amount bigint, p_category text, p_game text
) RETURNS TABLE (transaction_id integer, balance bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_to_wallet bigint := CASE WHEN p_kind = 'bet' THEN -p_amount ELSE p_amount END;
  v record;
BEGIN
  IF p_kind NOT IN ('bet', 'win', 'bet_refund') OR p_amount <= 0 THEN
    RAISE EXCEPTION 'bet_move: bad kind % or amount %', p_kind, p_amount;
  END IF;
  SELECT * INTO v FROM ledger_post_one_wallet(p_kind, p_member, p_reference, NULL, p_at, p_wallet,
    v_to_wallet, ARRAY['stakes'], ARRAY[-v_to_wallet]);
  IF NOT FOUND THEN RETURN; END IF;
  IF p_kind = 'bet' THEN
    PERFORM turnover_count(p_member, p_amount, p_at);
    PERFORM play_daily_add(p_member, p_at, p_category, p_game, 1, p_amount, 0, 0);
  ELSIF p_kind = 'win' THEN
    PERFORM play_daily_add(p_member, p_at, p_category, p_game, 0, 0, p_amount, 0);
  ELSE
    PERFORM turnover_uncount(p_member, p_amount);
    PERFORM play_daily_add(p_member, p_at, p_category, p_game, 0, 0, 0, p_amount);
  END IF;
  transaction_id := v.transaction_id;
  balance := v.balance;
  RETURN NEXT;
END $$;
--> statement-breakpoint

-- Stores the outcome of a claimed provider call (replays answer exactly this) and returns the answer.
CREATE FUNCTION seamless_settle(
  p_id integer, p_state text, p_member integer, p_wallet integer, p_amount bigint,
  p_ledger integer, p_answer jsonb
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE game_transactions SET state = p_state, member_id = p_member, wallet_id = p_wallet,
    amount_satang = p_amount, ledger_transaction_id = p_ledger, answer = p_answer
  WHERE id = p_id;
  RETURN p_answer;
END $$;
--> statement-breakpoint

-- A wallet's balance in baht, as provider answers carry it.
CREATE FUNCTION seamless_baht(p_satang bigint) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round(p_satang::numeric / 100, 2)
$$;
--> statement-breakpoint

-- Stores a refusal of a claimed call, with the wallet's balance.
CREATE FUNCTION seamless_refuse(p_id integer, p_member integer, p_wallet integer, p_status text)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_balance bigint;
BEGIN
  SELECT balance_satang INTO v_balance FROM wallets WHERE id = p_wallet;
  RETURN seamless_settle(p_id, 'refused', p_member, p_wallet, 0, NULL,
    jsonb_build_object('status', p_status, 'balance', seamless_baht(coalesce(v_balance, 0))));
END $$;
--> statement-breakpoint

-- The first steps of a bet and a win: claims (provider, transaction id) (a concurrent repeat waits on
-- the unique index until this call commits), then finds the session and locks the round. `answer` is
-- set when the call ends here: a repeat's stored answer, INVALID_REQUEST for the id reused with other
-- content, INVALID_TOKEN (stored) for an unknown session. A row a rollback left for a bet that had not
-- arrived answers that bet with its stored refusal.
CREATE FUNCTION seamless_open(
  p_kind text, p_provider integer, p_transaction text, p_round text, p_request_hash text,
  p_token_hash text, p_at timestamptz,
  OUT claim_id integer, OUT answer jsonb,
  OUT session_id integer, OUT member_id integer, OUT wallet_id integer, OUT game_id integer,
  OUT game_code text, OUT category text, OUT last_active_at timestamptz,
  OUT round_row_id integer, OUT round_member integer, OUT round_wallet integer, OUT round_game integer,
  OUT round_open_bets integer, OUT round_closed boolean
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_existing record;
  v_provider integer;
BEGIN
  INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, request_hash, answer, created_at)
  VALUES (p_provider, p_transaction, p_kind, 'pending', p_round, p_request_hash, '{"status":"UNKNOWN_ERROR"}', p_at)
  ON CONFLICT DO NOTHING
  RETURNING id INTO claim_id;
  IF claim_id IS NULL THEN
    SELECT t.kind, t.state, t.request_hash, t.answer INTO v_existing
    FROM game_transactions t WHERE t.provider_id = p_provider AND t.transaction_id = p_transaction;
    IF FOUND AND v_existing.kind = p_kind
      AND (v_existing.request_hash = p_request_hash OR v_existing.state = 'cancelled') THEN
      answer := v_existing.answer;
    ELSE
      answer := '{"status":"INVALID_REQUEST"}';
    END IF;
    RETURN;
  END IF;
  SELECT s.id, s.member_id, s.wallet_id, s.game_id, g.code, g.category, s.last_active_at, s.provider_id
  INTO session_id, member_id, wallet_id, game_id, game_code, category, last_active_at, v_provider
  FROM game_sessions s JOIN games g ON g.id = s.game_id
  WHERE s.token_hash = p_token_hash;
  IF NOT FOUND OR v_provider <> p_provider THEN
    answer := seamless_settle(claim_id, 'refused', NULL, NULL, 0, NULL, '{"status":"INVALID_TOKEN"}');
    RETURN;
  END IF;
  SELECT r.id, r.member_id, r.wallet_id, r.game_id, r.open_bets, r.closed
  INTO round_row_id, round_member, round_wallet, round_game, round_open_bets, round_closed
  FROM game_rounds r WHERE r.provider_id = p_provider AND r.round_id = p_round
  FOR UPDATE;
END $$;
--> statement-breakpoint

-- bet: takes the stake from the launched wallet, once per (provider, transaction id). Refusals
-- (unknown or idle session, another game, above the limit, a closed or foreign round, not enough
-- money) are stored too. Returns { answer, member_id } (member_id: whose money moved).
CREATE FUNCTION seamless_bet(
  p_provider integer, p_transaction text, p_round text, p_game_code text, p_amount bigint,
  p_request_hash text, p_token_hash text, p_at timestamptz, p_reference text, p_product_game text,
  p_idle_ms bigint, p_touch_ms bigint, p_max_bet bigint
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c record;
  v_posted record;
BEGIN
  SELECT * INTO c FROM seamless_open('bet', p_provider, p_transaction, p_round, p_request_hash, p_token_hash, p_at);
  IF c.answer IS NOT NULL THEN RETURN jsonb_build_object('answer', c.answer); END IF;
  IF p_at - c.last_active_at > p_idle_ms * interval '1 millisecond' THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'TOKEN_EXPIRED'));
  END IF;
  IF p_game_code <> c.game_code THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INVALID_REQUEST'));
  END IF;
  IF p_amount > p_max_bet THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'BET_LIMIT_EXCEEDED'));
  END IF;
  IF c.round_row_id IS NOT NULL
    AND (c.round_closed OR c.round_wallet <> c.wallet_id OR c.round_game <> c.game_id) THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INVALID_REQUEST'));
  END IF;
  -- Activity keeps the session alive, whatever the bet's fate (written at most once per p_touch_ms).
  IF p_at - c.last_active_at >= p_touch_ms * interval '1 millisecond' THEN
    UPDATE game_sessions SET last_active_at = p_at WHERE id = c.session_id;
  END IF;
  SELECT * INTO v_posted FROM bet_move('bet', c.member_id, p_reference, p_at, c.wallet_id, p_amount,
    c.category, p_product_game);
  IF NOT FOUND THEN
    RETURN jsonb_build_object('answer', seamless_refuse(c.claim_id, c.member_id, c.wallet_id, 'INSUFFICIENT_FUNDS'));
  END IF;
  INSERT INTO game_rounds AS r (provider_id, round_id, member_id, wallet_id, game_id, open_bets, bet_satang, opened_at)
  VALUES (p_provider, p_round, c.member_id, c.wallet_id, c.game_id, 1, p_amount, p_at)
  ON CONFLICT (provider_id, round_id) DO UPDATE SET
    open_bets = r.open_bets + 1, bet_satang = r.bet_satang + excluded.bet_satang;
  RETURN jsonb_build_object(
    'answer', seamless_settle(c.claim_id, 'accepted', c.member_id, c.wallet_id, p_amount, v_posted.transaction_id,
      jsonb_build_object('status', 'OK', 'balance', seamless_baht(v_posted.balance), 'transaction_id', p_transaction)),
    'member_id', c.member_id);
END $$;
--> statement-breakpoint

-- win: pays into the wallet the round's bets came from and closes the round, once per (provider,
-- transaction id). Accepted after the session went idle; a round without an accepted bet is
-- TRANSACTION_NOT_FOUND. A zero win moves no money but closes the round. Returns { answer, member_id }.
CREATE FUNCTION seamless_win(
  p_provider integer, p_transaction text, p_round text, p_game_code text, p_amount bigint,
  p_request_hash text, p_token_hash text, p_at timestamptz, p_reference text, p_product_game text
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c record;
  v_wallet integer;
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
