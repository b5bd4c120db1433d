-- seamless_calls: several seamless wallet calls in one statement, so in one transaction, one commit
-- and one round trip (issue 24): the server sends together the calls that queued while earlier ones
-- were in flight (modules/game/seamless/transactions.ts). Each element of p_calls is
-- [function, its arguments...] ('bet', 'win' or 'rollback', the arguments as seamless_bet,
-- seamless_win and seamless_rollback take them, as JSON strings or numbers); the answers come back
-- as a JSON array in the same order. The calls run one after another, each seeing what the ones
-- before it wrote. If one raises, the whole statement rolls back and the server runs each call alone.
CREATE OR REPLACE FUNCTION seamless_calls(p_calls jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  v_answers jsonb[] := '{}';
BEGIN
  FOR c IN SELECT value FROM jsonb_array_elements(p_calls) LOOP
    v_answers := v_answers || CASE c->>0
      WHEN 'bet' THEN seamless_bet((c->>1)::integer, c->>2, c->>3, c->>4, (c->>5)::bigint, c->>6, c->>7,
        (c->>8)::timestamptz, c->>9, c->>10, (c->>11)::bigint)
      WHEN 'win' THEN seamless_win((c->>1)::integer, c->>2, c->>3, c->>4, (c->>5)::bigint, c->>6, c->>7,
        (c->>8)::timestamptz, c->>9, c->>10)
      WHEN 'rollback' THEN seamless_rollback((c->>1)::integer, c->>2, c->>3, c->>4, c->>5, c->>6,
        (c->>7)::timestamptz, c->>8, c->>9)
    END;
    IF v_answers[array_length(v_answers, 1)] IS NULL THEN
      RAISE EXCEPTION 'seamless_calls: unknown call %', c->>0;
    END IF;
  END LOOP;
  RETURN to_jsonb(v_answers);
END $$;
