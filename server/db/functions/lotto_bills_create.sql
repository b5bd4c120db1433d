-- bill/create for several bills in one statement, so in one transaction, one commit and one round
-- trip (issue 24): the server sends together the bills that queued while earlier ones were in flight
-- (modules/lotto/bills.ts), and a bill that found a round trip free alone, in a statement of one.
-- Each element of p_bills is [member, key, scope, request hash, at, round, wallet type, session or
-- null, bet types, numbers, amounts in satang (NULL: malformed), numbers' formats ok] as
-- lotto_bill_create takes them, the last four as array literals ('{"3top","2top"}'); the answers
-- come back as a JSON array in the same order. Bills run one after another, each seeing what the
-- ones before it wrote, and a refused bill writes nothing.
--
-- Before any bill it takes the locks its bills rely on (lotto_bill_create.sql), in one order, so two
-- statements running at once never wait on each other in a cycle: the rounds' advisory locks
-- (shared, key class 24003, by id), the members' bill locks (advisory, key class 24004, by id: an
-- advisory lock writes nothing, where a row lock writes the row's page and the WAL), then the เลขอั้น
-- totals rows of the limited numbers they stake on (by round, bet type, number COLLATE "C", the
-- order totals.ts locks a cancel's in; made when missing). A repeat of a bill in flight waits for
-- that statement on its member's lock and then answers the stored answer. If a bill raises (its key
-- taken meanwhile by another call, SQLSTATE IK001), the whole statement rolls back and the server
-- runs each bill alone.
CREATE OR REPLACE FUNCTION lotto_bills_create(p_bills jsonb) RETURNS jsonb
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c jsonb;
  v_round integer;
  v_member integer;
  v_rounds integer[];
  v_bet_types text[];
  v_numbers text[];
  v_answers jsonb[] := '{}';
BEGIN
  FOR v_round IN SELECT DISTINCT (b->>5)::integer FROM jsonb_array_elements(p_bills) b ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock_shared(24003, v_round);
  END LOOP;
  FOR v_member IN SELECT DISTINCT (b->>0)::integer FROM jsonb_array_elements(p_bills) b ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(24004, v_member);
  END LOOP;
  SELECT array_agg(k.round_id ORDER BY k.round_id, k.bet_type COLLATE "C", k.number COLLATE "C"),
    array_agg(k.bet_type ORDER BY k.round_id, k.bet_type COLLATE "C", k.number COLLATE "C"),
    array_agg(k.number ORDER BY k.round_id, k.bet_type COLLATE "C", k.number COLLATE "C")
  INTO v_rounds, v_bet_types, v_numbers
  FROM (
    SELECT DISTINCT lim.round_id, lim.bet_type, lim.number
    FROM jsonb_array_elements(p_bills) b
    CROSS JOIN LATERAL unnest((b->>8)::text[], (b->>9)::text[]) AS s(bet_type, number)
    JOIN lotto_limited lim ON lim.round_id = (b->>5)::integer AND lim.bet_type = s.bet_type
      AND lim.number = s.number
  ) k;
  IF v_rounds IS NOT NULL THEN
    INSERT INTO lotto_number_totals (round_id, bet_type, number, staked_satang)
    SELECT k.round_id, k.bet_type, k.number, 0
    FROM unnest(v_rounds, v_bet_types, v_numbers) WITH ORDINALITY AS k(round_id, bet_type, number, ord)
    ORDER BY k.ord
    ON CONFLICT DO NOTHING;
    PERFORM 1 FROM lotto_number_totals n
    JOIN unnest(v_rounds, v_bet_types, v_numbers) AS k(round_id, bet_type, number)
      ON n.round_id = k.round_id AND n.bet_type = k.bet_type AND n.number = k.number
    ORDER BY n.round_id, n.bet_type COLLATE "C", n.number COLLATE "C"
    FOR UPDATE OF n;
  END IF;

  FOR c IN SELECT value FROM jsonb_array_elements(p_bills) LOOP
    v_answers := v_answers || lotto_bill_create((c->>0)::integer, c->>1, c->>2, c->>3, (c->>4)::timestamptz,
      (c->>5)::integer, (c->>6)::integer, (c->>7)::integer,
      (c->>8)::text[], (c->>9)::text[], (c->>10)::bigint[], (c->>11)::boolean[]);
  END LOOP;
  RETURN to_jsonb(v_answers);
END $$;
