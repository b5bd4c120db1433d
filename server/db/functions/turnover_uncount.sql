-- A stake that came back no longer counts for the member's bonuses still running.
CREATE OR REPLACE FUNCTION turnover_uncount(p_member integer, p_stake bigint)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE member_promotions SET turnover_done_satang = greatest(turnover_done_satang - p_stake, 0)
  WHERE member_id = p_member AND status = 'active';
END $$;
