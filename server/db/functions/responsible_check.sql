-- The arguments changed while the function was new (a session and the no-lock actions).
DROP FUNCTION IF EXISTS responsible_check;
--> statement-breakpoint
-- Responsible play (modules/responsible): may this member do `p_action` at p_at?
--   'play'    a stake of p_amount satang (bet_move, seamless_bet): the block and the loss limits;
--   'deposit' a deposit order of p_amount satang (generate_qr): the block and the deposit limits;
--   'launch'  a game launch (p_amount 1: is any stake left?): the block and the loss limits;
--   'gate'    any other money-in or betting call: the block only.
-- With p_session, a session-time limit ('session', minutes) counts from that session's start.
-- No row = yes. Otherwise one row naming the first rule in the way: 'timeout' / 'exclusion' (until
-- resets_at), 'session' (limit_satang holds the minutes; resets_at = when it ran out), or a limit
-- ('loss_day', 'loss_week', 'deposit_day', 'deposit_week', 'deposit_month') with its value and the
-- instant its Bangkok period ends.
-- 'play' and 'deposit' lock the member's responsible_settings row FOR UPDATE: a member's stakes and
-- deposit orders are checked one after the other, so parallel calls cannot pass a limit together.
-- A member with no row has set nothing: one index lookup, no lock.
-- What a limit's period used comes from responsible_usage.sql; a stake or an order passes while
-- used + amount <= limit. A limit's pending change (an increase or removal) counts from pending_from.
CREATE FUNCTION responsible_check(
  p_member integer, p_at timestamptz, p_action text, p_amount bigint, p_session integer DEFAULT NULL
) RETURNS TABLE (code text, limit_satang bigint, resets_at timestamptz)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  s record;
  l record;
  v_used bigint;
  v_resets timestamptz;
  v_session_start timestamptz;
BEGIN
  IF p_action IN ('play', 'deposit') THEN
    SELECT r.block_kind, r.block_until INTO s FROM responsible_settings r WHERE r.member_id = p_member FOR UPDATE;
  ELSE
    SELECT r.block_kind, r.block_until INTO s FROM responsible_settings r WHERE r.member_id = p_member;
  END IF;
  IF NOT FOUND THEN RETURN; END IF;
  IF s.block_until IS NOT NULL AND s.block_until > p_at THEN
    code := s.block_kind; limit_satang := NULL; resets_at := s.block_until;
    RETURN NEXT; RETURN;
  END IF;
  FOR l IN
    SELECT x.kind, CASE WHEN x.pending_from IS NOT NULL AND x.pending_from <= p_at THEN x.pending_value ELSE x.value END AS v
    FROM responsible_limits x
    WHERE x.member_id = p_member
      AND ((x.kind = 'session' AND p_session IS NOT NULL)
        OR (x.kind LIKE 'deposit_%' AND p_action = 'deposit')
        OR (x.kind LIKE 'loss_%' AND p_action IN ('play', 'launch')))
    ORDER BY x.kind
  LOOP
    CONTINUE WHEN l.v IS NULL;
    IF l.kind = 'session' THEN
      SELECT se.created_at INTO v_session_start FROM sessions se WHERE se.id = p_session AND se.member_id = p_member;
      IF v_session_start IS NOT NULL AND v_session_start + make_interval(mins => l.v::int) <= p_at THEN
        code := 'session'; limit_satang := l.v; resets_at := v_session_start + make_interval(mins => l.v::int);
        RETURN NEXT; RETURN;
      END IF;
      CONTINUE;
    END IF;
    SELECT u.used, u.resets_at INTO v_used, v_resets FROM responsible_usage(p_member, l.kind, p_at) u;
    IF v_used + p_amount > l.v THEN
      code := l.kind; limit_satang := l.v; resets_at := v_resets;
      RETURN NEXT; RETURN;
    END IF;
  END LOOP;
END $$;
