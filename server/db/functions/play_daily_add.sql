-- Adds a bet, win or refund to the member's play_daily row of the Asia/Bangkok day (bangkok_date.sql).
CREATE OR REPLACE FUNCTION play_daily_add(
  p_member integer, p_at timestamptz, p_category text, p_game text,
  p_bets integer, p_stake bigint, p_win bigint, p_refund bigint
) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO play_daily AS d (member_id, day, category, game, bet_count, stake_satang, win_satang, refund_satang)
  VALUES (p_member, bangkok_date(p_at), p_category, p_game,
    p_bets, p_stake, p_win, p_refund)
  ON CONFLICT (member_id, day, category, game) DO UPDATE SET
    bet_count = d.bet_count + excluded.bet_count,
    stake_satang = d.stake_satang + excluded.stake_satang,
    win_satang = d.win_satang + excluded.win_satang,
    refund_satang = d.refund_satang + excluded.refund_satang;
END $$;
