-- Data written before the points ledger and the per-bet turnover counters (no schema change).
-- Points credited before point_entries existed get one opening entry, so balance = sum of entries.
INSERT INTO "point_entries" ("member_id", "kind", "amount", "balance_after", "reference", "created_at")
SELECT "member_id", 'opening', "balance", "balance", 'opening', now()
FROM "member_points" WHERE "balance" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Turnover used to be refreshed when read: bring every active bonus's counter up to the bets posted
-- since its bonus, from now on the bet.placed subscriber keeps it.
UPDATE "member_promotions" mp SET "turnover_done_satang" = coalesce((
  SELECT sum(-e."amount_satang")
  FROM "ledger_entries" e
  JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
  JOIN "wallets" w ON w."id" = e."wallet_id"
  WHERE w."member_id" = mp."member_id" AND t."id" > coalesce(mp."bonus_transaction_id", 0)
    AND t."kind" = 'bet' AND e."amount_satang" < 0
), 0)
WHERE mp."status" = 'active';--> statement-breakpoint
UPDATE "member_promotions" SET "status" = 'completed', "completed_at" = now()
WHERE "status" = 'active' AND "turnover_done_satang" >= "turnover_required_satang";
