-- What a member used of a deposit or loss limit in the Asia/Bangkok period holding p_at (a day, a
-- week from Monday, a calendar month), and the instant that period ends. Loss = stakes - wins -
-- refunds of play_daily; deposits = orders paid in the period + the open (pending, unexpired)
-- order. responsible_check.sql compares it with the limit; the member's page shows it.
CREATE OR REPLACE FUNCTION responsible_usage(p_member integer, p_kind text, p_at timestamptz)
RETURNS TABLE (used bigint, resets_at timestamptz)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_today date := bangkok_date(p_at);
  v_start date;
  v_end date;
BEGIN
  IF p_kind LIKE '%_day' THEN
    v_start := v_today; v_end := v_today + 1;
  ELSIF p_kind LIKE '%_week' THEN
    v_start := v_today - (extract(isodow FROM v_today)::int - 1); v_end := v_start + 7;
  ELSIF p_kind LIKE '%_month' THEN
    v_start := date_trunc('month', v_today)::date; v_end := (v_start + interval '1 month')::date;
  ELSE
    RAISE EXCEPTION 'responsible_usage: no period for %', p_kind;
  END IF;
  IF p_kind LIKE 'deposit_%' THEN
    SELECT coalesce(sum(o.amount_satang), 0) INTO used FROM payment_orders o
    WHERE o.member_id = p_member
      AND ((o.status = 'paid' AND bangkok_date(o.paid_at) >= v_start AND bangkok_date(o.paid_at) < v_end)
        OR (o.status = 'pending' AND o.expires_at > p_at));
  ELSE
    SELECT coalesce(sum(d.stake_satang - d.win_satang - d.refund_satang), 0) INTO used FROM play_daily d
    WHERE d.member_id = p_member AND d.day >= v_start AND d.day < v_end;
  END IF;
  resets_at := (v_end::timestamp - interval '7 hours') AT TIME ZONE 'UTC';
  RETURN NEXT;
END $$;
