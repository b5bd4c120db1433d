ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after_satang" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_house" ON "ledger_entries" USING btree ("house_account_id");--> statement-breakpoint
ALTER TABLE "house_accounts" DROP COLUMN "balance_satang";--> statement-breakpoint
-- House entries written before this migration carried a running balance; they no longer do.
UPDATE "ledger_entries" SET "balance_after_satang" = NULL WHERE "wallet_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_after" CHECK (("ledger_entries"."wallet_id" is null) = ("ledger_entries"."balance_after_satang" is null));