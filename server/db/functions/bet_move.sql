-- The money side of every bet ('bet': the stake leaves the wallet; 'win' and 'bet_refund' come in),
-- against house account `stakes`, with what each bet fact changes in the database: turnover (bets
-- count, refunds uncount) and the member's play_daily row. No row when a stake is not covered
-- (nothing written). A stake that responsible play refuses (responsible_check.sql: a time-out, an
-- exclusion, a loss limit) raises SQLSTATE 'RG001' before anything is written: MESSAGE is the rule's
-- code, DETAIL '<limit satang or empty>|<resets_at ISO>' (modules/wallet/bets.ts reads it).
CREATE OR REPLACE FUNCTION bet_move(
  p_kind text, p_member integer, p_reference text, p_at timestamptz, p_wallet integer,
  p_amount bigint, p_category text, p_game text
) RETURNS TABLE (transaction_id integer, balance bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_to_wallet bigint := CASE WHEN p_kind = 'bet' THEN -p_amount ELSE p_amount END;
  v record;
  r record;
BEGIN
  IF p_kind NOT IN ('bet', 'win', 'bet_refund') OR p_amount <= 0 THEN
    RAISE EXCEPTION 'bet_move: bad kind % or amount %', p_kind, p_amount;
  END IF;
  IF p_kind = 'bet' THEN
    SELECT * INTO r FROM responsible_check(p_member, p_at, 'play', p_amount);
    IF FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'RG001', MESSAGE = r.code,
        DETAIL = coalesce(r.limit_satang::text, '') || '|' || to_char(r.resets_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    END IF;
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
