-- One naming style for money columns: integer satang columns end in _satang. Renames keep the data
-- (and PostgreSQL carries the CHECK constraints and indexes over to the new names).
ALTER TABLE "wallets" RENAME COLUMN "balance" TO "balance_satang";--> statement-breakpoint
ALTER TABLE "house_accounts" RENAME COLUMN "balance" TO "balance_satang";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME COLUMN "amount" TO "amount_satang";--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME COLUMN "balance_after" TO "balance_after_satang";--> statement-breakpoint
ALTER TABLE "payment_channels" RENAME COLUMN "min_amount" TO "min_amount_satang";--> statement-breakpoint
ALTER TABLE "payment_channels" RENAME COLUMN "max_amount" TO "max_amount_satang";--> statement-breakpoint
ALTER TABLE "payment_orders" RENAME COLUMN "amount" TO "amount_satang";--> statement-breakpoint
ALTER TABLE "withdrawals" RENAME COLUMN "amount" TO "amount_satang";
