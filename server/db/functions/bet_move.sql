-- The arguments changed: p_checked (the caller ran responsible_check for this stake already). The
-- one-statement helpers it called (play_daily_add, turnover_count, turnover_uncount) are folded in.
DROP FUNCTION IF EXISTS bet_move;
--> statement-breakpoint
DROP FUNCTION IF EXISTS play_daily_add;
--> statement-breakpoint
DROP FUNCTION IF EXISTS turnover_count;
--> statement-breakpoint
DROP FUNCTION IF EXISTS turnover_uncount;
--> statement-breakpoint
-- The money side of every bet ('bet': the stake leaves the wallet; 'win' and 'bet_refund' come in),
-- against house account `stakes`, with what each bet fact changes in the database: turnover (bets
-- count, refunds uncount) and the member's play_daily row. No row when a stake is not covered
-- (nothing written). A stake that responsible play refuses (responsible_check.sql: a time-out, an
-- exclusion, a loss limit) raises SQLSTATE 'RG001' before anything is written: MESSAGE is the rule's
-- code, DETAIL '<limit satang or empty>|<resets_at ISO>' (modules/wallet/bets.ts reads it). A caller
-- that checked the stake itself in this transaction (seamless_bet answers a refusal instead of
-- raising) passes p_checked, so the check and its lock are not taken twice.
-- Turnover and play_daily are one statement each, here and nowhere else: a nested function call for
-- each cost more than its statement (bet + win cycle, issue 24).
CREATE FUNCTION bet_move(
  p_kind text, p_member integer, p_reference text, p_at timestamptz, p_wallet integer,
  p_amount bigint, p_category text, p_game text, p_checked boolean DEFAULT false
) RETURNS TABLE (transaction_id integer, balance bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_to_wallet bigint := CASE WHEN p_kind = 'bet' THEN -p_amount ELSE p_amount END;
  v record;
  r record;
BEGIN
  IF p_kind NOT IN ('bet', 'win', 'bet_refund') OR p_amount <= 0 THEN
    RAISE EXCEPTION 'bet_move: bad kind % or amount %', p_kind, p_amount;
  END IF;
  -- A member without a responsible_settings row has set nothing (responsible_check answers no row
  -- then): one index lookup instead of a nested call. The kind and p_checked are a condition of their
  -- own: PL/pgSQL evaluates one without a subquery in place, while one with a subquery is a query
  -- whose plan is set up on every call even when it stops at `p_kind = 'bet'` (every win, and every
  -- seamless bet, which passes p_checked; issue 24).
  IF p_kind = 'bet' AND NOT p_checked THEN
    IF EXISTS (SELECT 1 FROM responsible_settings rs WHERE rs.member_id = p_member) THEN
      SELECT * INTO r FROM responsible_check(p_member, p_at, 'play', p_amount);
      IF FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'RG001', MESSAGE = r.code,
          DETAIL = coalesce(r.limit_satang::text, '') || '|' || to_char(r.resets_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      END IF;
    END IF;
  END IF;
  -- The movement against house account `stakes`: ledger_post_one_wallet.sql's statement, inline (a
  -- nested call cost more than the statement, issue 24): the conditional balance update (a debit
  -- only while the balance covers it), the transaction and its two entries.
  WITH w AS (
    UPDATE wallets SET balance_satang = balance_satang + v_to_wallet
    WHERE id = p_wallet AND (v_to_wallet >= 0 OR balance_satang >= -v_to_wallet)
    RETURNING id, balance_satang
  ), t AS (
    INSERT INTO ledger_transactions (kind, member_id, reference, memo, created_at)
    SELECT p_kind, p_member, p_reference, NULL, p_at FROM w
    RETURNING id
  ), e AS (
    INSERT INTO ledger_entries (transaction_id, wallet_id, house_account_id, amount_satang, balance_after_satang)
    SELECT t.id, w.id, NULL, v_to_wallet, w.balance_satang FROM t, w
    UNION ALL
    SELECT t.id, NULL, (SELECT h.id FROM house_accounts h WHERE h.code = 'stakes'), -v_to_wallet, NULL FROM t
  )
  SELECT t.id AS transaction_id, w.balance_satang AS balance INTO v FROM t, w;
  IF NOT FOUND THEN RETURN; END IF;
  -- Turnover: a stake counts towards every active bonus of the member (a bonus it completes is
  -- completed at p_at); a stake that came back no longer counts for the ones still running.
  IF p_kind = 'bet' THEN
    UPDATE member_promotions SET
      turnover_done_satang = turnover_done_satang + p_amount,
      status = CASE WHEN turnover_done_satang + p_amount >= turnover_required_satang THEN 'completed' ELSE status END,
      completed_at = CASE WHEN turnover_done_satang + p_amount >= turnover_required_satang THEN p_at ELSE completed_at END
    WHERE member_id = p_member AND status = 'active';
  ELSIF p_kind = 'bet_refund' THEN
    UPDATE member_promotions SET turnover_done_satang = greatest(turnover_done_satang - p_amount, 0)
    WHERE member_id = p_member AND status = 'active';
  END IF;
  -- The bet, win or refund on the member's play_daily row of the Asia/Bangkok day (bangkok_date.sql).
  INSERT INTO play_daily AS d (member_id, day, category, game, bet_count, stake_satang, win_satang, refund_satang)
  VALUES (p_member, bangkok_date(p_at), p_category, p_game,
    CASE WHEN p_kind = 'bet' THEN 1 ELSE 0 END,
    CASE WHEN p_kind = 'bet' THEN p_amount ELSE 0 END,
    CASE WHEN p_kind = 'win' THEN p_amount ELSE 0 END,
    CASE WHEN p_kind = 'bet_refund' THEN p_amount ELSE 0 END)
  ON CONFLICT (member_id, day, category, game) DO UPDATE SET
    bet_count = d.bet_count + excluded.bet_count,
    stake_satang = d.stake_satang + excluded.stake_satang,
    win_satang = d.win_satang + excluded.win_satang,
    refund_satang = d.refund_satang + excluded.refund_satang;
  transaction_id := v.transaction_id;
  balance := v.balance;
  RETURN NEXT;
END $$;
