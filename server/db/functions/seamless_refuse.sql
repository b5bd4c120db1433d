-- The arguments changed: a refusal is now stored by one insert (issue 24: no claim row first).
DROP FUNCTION IF EXISTS seamless_refuse;
--> statement-breakpoint
-- Stores a refused provider call (bet, win or rollback: the caller holds its advisory lock, key
-- class 24001) with the wallet's balance, and returns the answer: replays answer exactly this.
-- A session that is unknown (p_member NULL) answers INVALID_TOKEN without a balance.
CREATE FUNCTION seamless_refuse(
  p_provider integer, p_transaction text, p_kind text, p_round text, p_request_hash text,
  p_at timestamptz, p_member integer, p_wallet integer, p_status text
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_balance bigint;
  v_answer jsonb;
BEGIN
  IF p_wallet IS NULL THEN
    v_answer := jsonb_build_object('status', p_status);
  ELSE
    SELECT balance_satang INTO v_balance FROM wallets WHERE id = p_wallet;
    v_answer := jsonb_build_object('status', p_status, 'balance', seamless_baht(coalesce(v_balance, 0)));
  END IF;
  INSERT INTO game_transactions (provider_id, transaction_id, kind, state, round_id, member_id, wallet_id,
    amount_satang, request_hash, answer, created_at)
  VALUES (p_provider, p_transaction, p_kind, 'refused', p_round, p_member, p_wallet, 0, p_request_hash,
    v_answer, p_at);
  RETURN v_answer;
END $$;
