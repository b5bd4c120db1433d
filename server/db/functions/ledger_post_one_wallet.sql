-- One balanced movement of one member wallet against house accounts: the conditional balance update
-- (a debit only while the balance covers it), the transaction and its entries. No row when the debit
-- is not covered (nothing written) or the wallet does not exist.
-- bet_move.sql runs this statement inline (a nested call cost more than the statement, issue 24):
-- a change here is a change there.
CREATE OR REPLACE FUNCTION ledger_post_one_wallet(
  p_kind text, p_member integer, p_reference text, p_memo text, p_at timestamptz,
  p_wallet integer, p_amount bigint, p_house text[], p_house_amounts bigint[]
) RETURNS TABLE (transaction_id integer, balance bigint) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH w AS (
    UPDATE wallets SET balance_satang = balance_satang + p_amount
    WHERE id = p_wallet AND (p_amount >= 0 OR balance_satang >= -p_amount)
    RETURNING id, balance_satang
  ), t AS (
    INSERT INTO ledger_transactions (kind, member_id, reference, memo, created_at)
    SELECT p_kind, p_member, p_reference, p_memo, p_at FROM w
    RETURNING id
  ), e AS (
    INSERT INTO ledger_entries (transaction_id, wallet_id, house_account_id, amount_satang, balance_after_satang)
    SELECT t.id, w.id, NULL, p_amount, w.balance_satang FROM t, w
    UNION ALL
    SELECT t.id, NULL, (SELECT h.id FROM house_accounts h WHERE h.code = v.code), v.amount, NULL
    FROM t, unnest(p_house, p_house_amounts) AS v(code, amount)
  )
  SELECT t.id, w.balance_satang FROM t, w;
END $$;
