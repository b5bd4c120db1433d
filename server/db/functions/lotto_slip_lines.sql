-- The lottery's slip rules, once (bill/validate and bill/create both run them): each line against
-- the category's rate row (enabled: the bet type is offered, its min, max and per-number limit), the
-- round's เลขอั้น (closed, cut rate, cap against everyone's total) and the member's own waiting stakes
-- on the number, in slip order (a number's later lines count its earlier accepted ones). The number's
-- digits and the amount's format are the contract's (isValidNumber, parseBahtAmount): the caller
-- passes p_number_ok and a NULL amount for a malformed one.
-- verdict: ok | reduced | closed | bad_number | bad_amount | over_cap; reason names the rule
-- (bet_type_closed, bad_number, bad_amount, below_min, above_max, number_closed, per_number, over_cap,
-- reduced); figure_a / figure_b are what its message says (satang: min, max, per-number limit and
-- already staked, what is left under the cap); rate_centi the rate the line is accepted at (×100);
-- limited the number's เลขอั้น kind (its everyone's-total row is kept: totals.ts).
CREATE OR REPLACE FUNCTION lotto_slip_lines(
  p_round integer, p_category integer, p_member integer,
  p_bet_types text[], p_numbers text[], p_amounts bigint[], p_number_ok boolean[]
) RETURNS TABLE (
  bet_type text, number text, amount bigint, verdict text, reason text, rate_centi integer,
  reduced boolean, figure_a bigint, figure_b bigint, limited text
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  l record;
  v_so_far jsonb := '{}';
  v_key text;
  v_before bigint;
  v_already bigint;
  v_left bigint;
BEGIN
  FOR l IN
    -- mine: the member's waiting stake on the line's number, one lookup of index
    -- lotto_lines_round_member_number per line (never a read of all their lines in the round).
    SELECT s.bet_type, s.number, s.amount, s.number_ok, r.rate_centi AS rate, r.min_satang,
      r.max_satang, r.max_per_number_satang, lim.kind, lim.rate_centi AS cut_rate, lim.cap_satang,
      coalesce(t.staked_satang, 0) AS total,
      coalesce((SELECT sum(x.amount_satang) FROM lotto_lines x
        WHERE x.round_id = p_round AND x.member_id = p_member AND x.bet_type = s.bet_type
          AND x.number = s.number AND x.status = 'waiting'), 0)::bigint AS mine
    FROM unnest(p_bet_types, p_numbers, p_amounts, p_number_ok)
      WITH ORDINALITY AS s(bet_type, number, amount, number_ok, ord)
    LEFT JOIN lotto_rates r ON r.category_id = p_category AND r.bet_type = s.bet_type AND r.enabled
    LEFT JOIN lotto_limited lim ON lim.round_id = p_round AND lim.bet_type = s.bet_type AND lim.number = s.number
    LEFT JOIN lotto_number_totals t
      ON lim.kind = 'cap' AND t.round_id = p_round AND t.bet_type = s.bet_type AND t.number = s.number
    ORDER BY s.ord
  LOOP
    bet_type := l.bet_type;
    number := l.number;
    amount := l.amount;
    verdict := NULL;
    reason := NULL;
    rate_centi := 0;
    reduced := false;
    figure_a := NULL;
    figure_b := NULL;
    limited := l.kind;
    v_key := l.bet_type || ':' || l.number;
    v_before := coalesce((v_so_far ->> v_key)::bigint, 0);
    IF l.rate IS NULL THEN
      verdict := 'closed'; reason := 'bet_type_closed';
    ELSIF NOT l.number_ok THEN
      verdict := 'bad_number'; reason := 'bad_number';
    ELSIF l.amount IS NULL THEN
      verdict := 'bad_amount'; reason := 'bad_amount';
    ELSIF l.amount < l.min_satang THEN
      verdict := 'bad_amount'; reason := 'below_min'; figure_a := l.min_satang;
    ELSIF l.amount > l.max_satang THEN
      verdict := 'bad_amount'; reason := 'above_max'; figure_a := l.max_satang;
    ELSIF l.kind = 'closed' THEN
      verdict := 'closed'; reason := 'number_closed';
    ELSE
      v_already := l.mine + v_before;
      v_left := coalesce(l.cap_satang, 0) - l.total - v_before;
      IF v_already + l.amount > l.max_per_number_satang THEN
        verdict := 'bad_amount'; reason := 'per_number';
        figure_a := l.max_per_number_satang; figure_b := v_already;
      ELSIF l.kind = 'cap' AND l.amount > v_left THEN
        verdict := 'over_cap'; reason := 'over_cap'; figure_a := greatest(v_left, 0);
      ELSE
        v_so_far := jsonb_set(v_so_far, ARRAY[v_key], to_jsonb(v_before + l.amount));
        reduced := l.kind = 'rate' AND l.cut_rate IS NOT NULL;
        IF reduced THEN
          rate_centi := l.cut_rate; verdict := 'reduced'; reason := 'reduced';
        ELSE
          rate_centi := l.rate; verdict := 'ok';
        END IF;
      END IF;
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
