-- The first steps of a bet and a win: claims (provider, transaction id) (a concurrent repeat waits on
-- the unique index until this call commits), then finds the session and locks the member's part of
-- the round (none yet: round_row_id is null). `answer` is
-- set when the call ends here: a repeat's stored answer, INVALID_REQUEST for the id reused with other
-- content, INVALID_TOKEN (stored) for an unknown session. A row a rollback left for a bet that had not
-- arrived answers that bet with its stored refusal.
CREATE OR REPLACE FUNCTION seamless_open(
  p_kind text, p_provider integer, p_transaction text, p_round text, p_request_hash text,
  p_token_hash text, p_at timestamptz,
  OUT claim_id integer, OUT answer jsonb,
  OUT session_id integer, OUT member_id integer, OUT wallet_id integer, OUT game_id integer,
  OUT game_code text, OUT category text, OUT last_active_at timestamptz,
  OUT round_row_id integer, OUT round_member integer, OUT round_wallet integer, OUT round_game integer,
  OUT round_open_bets integer, OUT round_closed boolean
) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_existing record;
  v_provider integer;
  v_member integer;
BEGIN
  INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, request_hash, answer, created_at)
  VALUES (p_provider, p_transaction, p_kind, 'pending', p_round, p_request_hash, '{"status":"UNKNOWN_ERROR"}', p_at)
  ON CONFLICT DO NOTHING
  RETURNING id INTO claim_id;
  IF claim_id IS NULL THEN
    SELECT t.kind, t.state, t.request_hash, t.answer INTO v_existing
    FROM game_transactions t WHERE t.provider_id = p_provider AND t.transaction_id = p_transaction;
    IF FOUND AND v_existing.kind = p_kind
      AND (v_existing.request_hash = p_request_hash OR v_existing.state = 'cancelled') THEN
      answer := v_existing.answer;
    ELSE
      answer := '{"status":"INVALID_REQUEST"}';
    END IF;
    RETURN;
  END IF;
  SELECT s.id, s.member_id, s.wallet_id, s.game_id, g.code, g.category, s.last_active_at, s.provider_id
  INTO session_id, member_id, wallet_id, game_id, game_code, category, last_active_at, v_provider
  FROM game_sessions s JOIN games g ON g.id = s.game_id
  WHERE s.token_hash = p_token_hash;
  IF NOT FOUND OR v_provider <> p_provider THEN
    answer := seamless_settle(claim_id, 'refused', NULL, NULL, 0, NULL, '{"status":"INVALID_TOKEN"}');
    RETURN;
  END IF;
  -- Each member's part in a provider round is its own row (a live table's round has many players).
  v_member := member_id;
  SELECT r.id, r.member_id, r.wallet_id, r.game_id, r.open_bets, r.closed
  INTO round_row_id, round_member, round_wallet, round_game, round_open_bets, round_closed
  FROM game_rounds r WHERE r.provider_id = p_provider AND r.round_id = p_round AND r.member_id = v_member
  FOR UPDATE;
END $$;
