-- The arguments changed: p_session (the gate's session-time limit is checked here, issue 24).
DROP FUNCTION IF EXISTS lotto_bill_create;
--> statement-breakpoint
-- One bill of bill/create: all lines or none, once per (member, Idempotency-Key). Only
-- lotto_bills_create (lotto_bills_create.sql) calls it, holding what its bills share: the round's
-- advisory lock (shared: a result, a void, new times or a เลขอั้น change wait for bills in flight,
-- and the bills after them see the change), the member's bill lock (advisory, key class 24004: their
-- bills, repeats included, run one after another: the key and the per-number limit) and the เลขอั้น
-- totals rows of its numbers (the caps are checked on exact totals).
-- 0. responsible play first, as the play gate (modules/responsible/gate.ts) does for other calls: a
--    time-out, an exclusion or a session-time limit (with p_session) refuses before anything else;
-- 1. a key already stored answers its answer (the same request) or is refused (another request);
--    the key's row is written once, with the answer, at the end (no claim row updated);
-- 2. the round by the one rule of when it takes bets (lotto_round_refusal);
-- 3. every line by the slip rules (lotto_slip_lines), caps included;
-- 4. responsible play's loss limits on the stake (responsible_check 'play', as bet_move would, but
--    answered rather than raised, so a refused bill never fails the others of its statement), then
--    the stake through bet_move (reference lotto-bill:<id>, as wallet/references.ts names it);
-- 5. the bill, its lines, the totals, and the answer stored with the key.
-- A refusal writes nothing (the key stays free): { refusal: idempotency_mismatch | round_not_found |
-- not_open_yet | closed | line (with the first refused line) | insufficient | play (rule,
-- limit_satang, resets_at) }. Else { answer: { bill, round }, member_id }; a repeat { answer } alone.
-- Each statement here costs more than most of its work, so they are few (issue 24, bench:pg-cycle).
CREATE OR REPLACE FUNCTION lotto_bill_create(
  p_member integer, p_key text, p_scope text, p_request_hash text, p_at timestamptz, p_round integer,
  p_wallet_type integer, p_session integer, p_bet_types text[], p_numbers text[], p_amounts bigint[],
  p_number_ok boolean[]
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  q record;
  r lotto_rounds;
  v_claim integer;
  v_existing record;
  v_refusal text;
  v_wallet integer;
  v_rates integer[];
  v_reduced boolean[];
  v_limited text[];
  v_any_limited boolean;
  v_refused jsonb;
  v_total bigint;
  v_bill integer;
  v_answer jsonb;
  v_play record;
  -- A member with no responsible_settings row has set nothing: one index lookup, no check.
  v_rules boolean := EXISTS (SELECT 1 FROM responsible_settings rs WHERE rs.member_id = p_member);
BEGIN
  IF v_rules THEN
    SELECT * INTO v_play FROM responsible_check(p_member, p_at, 'gate', 0, p_session);
    IF FOUND THEN
      RETURN jsonb_build_object('refusal', 'play', 'rule', v_play.code, 'limit_satang', v_play.limit_satang,
        'resets_at', v_play.resets_at);
    END IF;
  END IF;
  SELECT k.request_hash, k.response INTO v_existing
  FROM idempotency_keys k WHERE k.member_id = p_member AND k.key = p_key;
  IF FOUND THEN
    IF v_existing.request_hash <> p_request_hash OR v_existing.response IS NULL THEN
      RETURN jsonb_build_object('refusal', 'idempotency_mismatch');
    END IF;
    RETURN jsonb_build_object('answer', v_existing.response);
  END IF;

  SELECT x AS round, c.code INTO q
  FROM lotto_rounds x JOIN lotto_categories c ON c.id = x.category_id WHERE x.id = p_round;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refusal', 'round_not_found');
  END IF;
  r := q.round;
  v_refusal := lotto_round_refusal(r.status, r.open_at, r.close_at, p_at);
  IF v_refusal IS NOT NULL THEN
    RETURN jsonb_build_object('refusal', v_refusal);
  END IF;
  SELECT w.id INTO v_wallet FROM wallets w WHERE w.member_id = p_member AND w.wallet_type_id = p_wallet_type;
  IF NOT FOUND THEN RAISE EXCEPTION 'member % has no wallet of type %', p_member, p_wallet_type; END IF;

  SELECT array_agg(c.rate_centi ORDER BY c.ord), array_agg(c.reduced ORDER BY c.ord),
    array_agg(c.limited ORDER BY c.ord), bool_or(c.limited IS NOT NULL), sum(c.amount),
    (array_agg(jsonb_build_object('index', c.ord - 1, 'verdict', c.verdict, 'reason', c.reason,
      'figure_a', c.figure_a, 'figure_b', c.figure_b) ORDER BY c.ord)
      FILTER (WHERE c.verdict NOT IN ('ok', 'reduced')))[1]
  INTO v_rates, v_reduced, v_limited, v_any_limited, v_total, v_refused
  FROM lotto_slip_lines(r.id, r.category_id, p_member, p_bet_types, p_numbers, p_amounts, p_number_ok)
    WITH ORDINALITY AS c(bet_type, number, amount, verdict, reason, rate_centi, reduced, figure_a, figure_b,
      limited, ord);
  IF v_refused IS NOT NULL OR v_total IS NULL THEN
    RETURN jsonb_build_object('refusal', 'line', 'line', v_refused);
  END IF;

  IF v_rules THEN
    SELECT * INTO v_play FROM responsible_check(p_member, p_at, 'play', v_total);
    IF FOUND THEN
      RETURN jsonb_build_object('refusal', 'play', 'rule', v_play.code, 'limit_satang', v_play.limit_satang,
        'resets_at', v_play.resets_at);
    END IF;
  END IF;
  v_bill := nextval(pg_get_serial_sequence('lotto_bills', 'id'));
  PERFORM 1 FROM bet_move('bet', p_member, 'lotto-bill:' || v_bill, p_at, v_wallet, v_total, 'lotto',
    'lotto:' || q.code, true);
  IF NOT FOUND THEN
    RETURN jsonb_build_object('refusal', 'insufficient');
  END IF;

  IF v_any_limited THEN
    UPDATE lotto_number_totals n SET staked_satang = n.staked_satang + s.amount
    FROM (
      SELECT u.bet_type, u.number, sum(u.amount) AS amount
      FROM unnest(p_bet_types, p_numbers, p_amounts, v_limited) AS u(bet_type, number, amount, limited)
      WHERE u.limited IS NOT NULL
      GROUP BY u.bet_type, u.number
    ) s
    WHERE n.round_id = p_round AND n.bet_type = s.bet_type AND n.number = s.number;
  END IF;
  v_answer := jsonb_build_object(
    'bill', jsonb_build_object('id', v_bill, 'total_satang', v_total, 'line_count', cardinality(p_amounts),
      'created_at', p_at),
    'round', lotto_round_facts(r));
  -- The bill, its lines and the key with its answer, in one statement. withIdempotency
  -- (modules/wallet/idempotency.ts) claims keys of other calls by inserting first, without the
  -- member's lock: should one have taken this key meanwhile, SQLSTATE IK001 undoes the whole
  -- statement and bills.ts answers the key's mismatch.
  WITH bill AS (
    INSERT INTO lotto_bills (id, member_id, round_id, wallet_id, total_satang, line_count, status, created_at)
    VALUES (v_bill, p_member, p_round, v_wallet, v_total, cardinality(p_amounts), 'waiting', p_at)
  ), lines AS (
    INSERT INTO lotto_lines (bill_id, round_id, member_id, bet_type, number, amount_satang, rate_centi, reduced, status)
    SELECT v_bill, p_round, p_member, s.bet_type, s.number, s.amount, s.rate_centi, s.reduced, 'waiting'
    FROM unnest(p_bet_types, p_numbers, p_amounts, v_rates, v_reduced)
      WITH ORDINALITY AS s(bet_type, number, amount, rate_centi, reduced, ord)
    ORDER BY s.ord
  )
  INSERT INTO idempotency_keys (member_id, key, scope, request_hash, response, created_at)
  VALUES (p_member, p_key, p_scope, p_request_hash, v_answer, p_at)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'IK001', MESSAGE = 'idempotency key taken by another call';
  END IF;
  RETURN jsonb_build_object('answer', v_answer, 'member_id', p_member);
END $$;
