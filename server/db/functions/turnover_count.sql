-- A stake counts towards every active bonus of the member; a bonus it completes is completed at p_at.
CREATE OR REPLACE FUNCTION turnover_count(p_member integer, p_stake bigint, p_at timestamptz)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  UPDATE member_promotions SET
    turnover_done_satang = turnover_done_satang + p_stake,
    status = CASE WHEN turnover_done_satang + p_stake >= turnover_required_satang THEN 'completed' ELSE status END,
    completed_at = CASE WHEN turnover_done_satang + p_stake >= turnover_required_satang THEN p_at ELSE completed_at END
  WHERE member_id = p_member AND status = 'active';
END $$;
