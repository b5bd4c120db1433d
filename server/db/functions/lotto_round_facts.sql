-- What a bill's answer says of its round (rounds.ts toRound reads it back): the columns the wire
-- shows, as JSON.
CREATE OR REPLACE FUNCTION lotto_round_facts(r lotto_rounds) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('id', r.id, 'category_id', r.category_id, 'market', r.market, 'title', r.title,
    'draw_date', r.draw_date, 'seq', r.seq, 'open_at', r.open_at, 'close_at', r.close_at,
    'draw_at', r.draw_at, 'status', r.status)
$$;
