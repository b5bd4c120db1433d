-- balance: the launched wallet's balance for a session of this provider; counts as activity (keeps
-- the session alive for bets). Unknown or another provider's session: INVALID_TOKEN; idle:
-- TOKEN_EXPIRED with the balance. Answers the reply itself (nothing is claimed or stored).
CREATE OR REPLACE FUNCTION seamless_balance(p_provider integer, p_token_hash text, p_at timestamptz)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  s record;
  v_balance bigint;
BEGIN
  SELECT g.id, g.wallet_id, g.provider_id, g.last_active_at INTO s
  FROM game_sessions g WHERE g.token_hash = p_token_hash;
  IF NOT FOUND OR s.provider_id <> p_provider THEN RETURN '{"status":"INVALID_TOKEN"}'; END IF;
  SELECT balance_satang INTO v_balance FROM wallets WHERE id = s.wallet_id;
  IF seamless_session_idle(s.last_active_at, p_at) THEN
    RETURN jsonb_build_object('status', 'TOKEN_EXPIRED', 'balance', seamless_baht(coalesce(v_balance, 0)));
  END IF;
  IF seamless_touch_due(s.last_active_at, p_at) THEN
    UPDATE game_sessions SET last_active_at = p_at WHERE id = s.id;
  END IF;
  RETURN jsonb_build_object('status', 'OK', 'balance', seamless_baht(coalesce(v_balance, 0)));
END $$;
