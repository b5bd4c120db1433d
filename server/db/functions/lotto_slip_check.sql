-- bill/validate: the round's refusal (round_not_found, not_open_yet, closed) or every line's verdict
-- by the slip rules (lotto_slip_lines); reads only, locks nothing. Returns { refusal } or
-- { round, lines: [{ verdict, reason, rate_centi, figure_a, figure_b }] } in slip order.
CREATE OR REPLACE FUNCTION lotto_slip_check(
  p_member integer, p_at timestamptz, p_round integer,
  p_bet_types text[], p_numbers text[], p_amounts bigint[], p_number_ok boolean[]
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  r lotto_rounds;
  v_refusal text;
BEGIN
  SELECT * INTO r FROM lotto_rounds WHERE id = p_round;
  IF NOT FOUND THEN RETURN jsonb_build_object('refusal', 'round_not_found'); END IF;
  v_refusal := lotto_round_refusal(r.status, r.open_at, r.close_at, p_at);
  IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('refusal', v_refusal); END IF;
  RETURN jsonb_build_object('round', lotto_round_facts(r), 'lines', (
    SELECT coalesce(jsonb_agg(jsonb_build_object('verdict', c.verdict, 'reason', c.reason,
      'rate_centi', c.rate_centi, 'figure_a', c.figure_a, 'figure_b', c.figure_b) ORDER BY c.ord), '[]')
    FROM lotto_slip_lines(r.id, r.category_id, p_member, p_bet_types, p_numbers, p_amounts, p_number_ok)
      WITH ORDINALITY AS c(bet_type, number, amount, verdict, reason, rate_centi, reduced, figure_a, figure_b,
        limited, ord)));
END $$;
