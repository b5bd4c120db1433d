-- A game session is idle 30 minutes after its last activity (a bet or a balance call): bets and
-- balance calls are then refused TOKEN_EXPIRED; wins and rollbacks never are, so every round started
-- in time settles. The one home of that rule (seamless_bet, seamless_balance).
CREATE OR REPLACE FUNCTION seamless_session_idle(p_last_active timestamptz, p_at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_at - p_last_active > interval '30 minutes'
$$;
