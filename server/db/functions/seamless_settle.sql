-- Stores the outcome of a claimed provider call (replays answer exactly this) and returns the answer.
CREATE OR REPLACE FUNCTION seamless_settle(
  p_id integer, p_state text, p_member integer, p_wallet integer, p_amount bigint,
  p_ledger integer, p_answer jsonb
) RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE game_transactions SET state = p_state, member_id = p_member, wallet_id = p_wallet,
    amount_satang = p_amount, ledger_transaction_id = p_ledger, answer = p_answer
  WHERE id = p_id;
  RETURN p_answer;
END $$;
