-- Issue 24: the ledger's two tables lose their foreign keys (db/schema/wallet.ts says why and what
-- keeps them right). The checks of a bet's movement were 16 % of PostgreSQL's instructions per
-- seamless bet + win; the tests' ledger invariants check every reference instead.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_wallet_id_wallets_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_house_account_id_house_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_member_id_members_id_fk";
