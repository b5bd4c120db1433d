-- Stores a refusal of a claimed call, with the wallet's balance.
CREATE OR REPLACE FUNCTION seamless_refuse(p_id integer, p_member integer, p_wallet integer, p_status text)
RETURNS jsonb LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_balance bigint;
BEGIN
  SELECT balance_satang INTO v_balance FROM wallets WHERE id = p_wallet;
  RETURN seamless_settle(p_id, 'refused', p_member, p_wallet, 0, NULL,
    jsonb_build_object('status', p_status, 'balance', seamless_baht(coalesce(v_balance, 0))));
END $$;
