-- A session's last activity is written at most once a minute, not on every bet (seamless_bet,
-- seamless_balance).
CREATE OR REPLACE FUNCTION seamless_touch_due(p_last_active timestamptz, p_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_at - p_last_active >= interval '1 minute'
$$;
