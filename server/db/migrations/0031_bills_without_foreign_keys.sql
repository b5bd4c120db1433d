-- Issue 24: bills, their lines and idempotency keys lose their foreign keys (db/schema/lotto.ts says
-- why and what keeps them right). A 3-line bill's six checks were 7 % of PostgreSQL's instructions
-- per bill, and each share-locked the row it named (every bill wrote a lock on its round's row); the
-- tests' invariants check every reference instead.
ALTER TABLE "lotto_bills" DROP CONSTRAINT "lotto_bills_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "lotto_bills" DROP CONSTRAINT "lotto_bills_round_id_lotto_rounds_id_fk";
--> statement-breakpoint
ALTER TABLE "lotto_lines" DROP CONSTRAINT "lotto_lines_bill_id_lotto_bills_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_member_id_members_id_fk";
