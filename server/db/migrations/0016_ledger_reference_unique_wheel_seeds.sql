-- Hand-written, before the generated statements (the index and NOT NULL need them): every existing
-- ledger transaction gets a reference unique for its kind.
-- Quest and poll credits named the quest (period) or the poll, the same text for every member paid
-- for it: each now names the member's own claim or payout row, as modules/wallet/references.ts does.
UPDATE "ledger_transactions" t SET "reference" = 'quest_claim:' || c."id"
FROM "quest_claims" c
WHERE c."transaction_id" = t."id" AND t."kind" = 'quest';
--> statement-breakpoint
UPDATE "ledger_transactions" t SET "reference" = 'poll_payout:' || p."id"
FROM "poll_payouts" p
WHERE t."kind" = 'poll' AND t."member_id" = p."member_id" AND t."reference" = 'poll:' || p."poll_id" || ':winner';
--> statement-breakpoint
-- Opening balances were posted without a reference: a member's only one becomes theirs.
UPDATE "ledger_transactions" t SET "reference" = 'opening:member:' || t."member_id"
WHERE t."kind" = 'opening' AND coalesce(t."reference", '') = '' AND t."member_id" IS NOT NULL
  AND (SELECT count(*) FROM "ledger_transactions" o WHERE o."kind" = 'opening' AND o."member_id" = t."member_id") = 1;
--> statement-breakpoint
-- Any other transaction without a reference is named by its own id (no builder makes this prefix).
UPDATE "ledger_transactions" SET "reference" = 'ledger_transaction:' || "id"
WHERE coalesce("reference", '') = '';
--> statement-breakpoint
-- Whatever still repeats a (kind, reference) keeps it on its first transaction; the later ones get
-- their id appended, so the index can be built and no row is lost or edited otherwise.
UPDATE "ledger_transactions" t SET "reference" = t."reference" || '#' || t."id"
FROM (SELECT "id", row_number() OVER (PARTITION BY "kind", "reference" ORDER BY "id") AS "n" FROM "ledger_transactions") d
WHERE d."id" = t."id" AND d."n" > 1;
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_kind_reference" ON "ledger_transactions" USING btree ("kind","reference");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_reference_not_empty" CHECK ("ledger_transactions"."reference" <> '');
--> statement-breakpoint
-- Backfill (hand-written): every member without a committed wheel seed gets one. New members get
-- theirs from `member.created` (compose/subscribers.ts); these are the members created before. The
-- seed is 64 hex digits of SHA-256 over two random UUIDs and the member id (as in 0014); the
-- published hash is that of its text, as src/contract/fair.ts computes it.
INSERT INTO "wheel_spins" ("member_id", "server_seed", "seed_hash", "state", "created_at")
SELECT m."id", s."seed", encode(sha256(convert_to(s."seed", 'UTF8')), 'hex'), 'committed', now()
FROM "members" m,
  LATERAL (SELECT encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || m."id"::text, 'UTF8')), 'hex') AS "seed") s
WHERE NOT EXISTS (SELECT 1 FROM "wheel_spins" w WHERE w."member_id" = m."id" AND w."state" = 'committed')
ON CONFLICT DO NOTHING;
