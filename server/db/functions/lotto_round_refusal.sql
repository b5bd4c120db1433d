-- Whether a lottery round takes bets at p_at, the one rule bills and their cancels go by: stored
-- 'open' and open_at <= p_at < close_at. NULL when it does; else 'not_open_yet' (open, before its
-- open_at) or 'closed' (past close_at, resulted or void). The wire's status (rounds.ts roundStatus)
-- reads the same columns for display.
CREATE OR REPLACE FUNCTION lotto_round_refusal(
  p_status text, p_open_at timestamptz, p_close_at timestamptz, p_at timestamptz
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_status = 'open' AND p_at >= p_open_at AND p_at < p_close_at THEN NULL
    WHEN p_status = 'open' AND p_at < p_open_at THEN 'not_open_yet'
    ELSE 'closed'
  END
$$;
