DROP INDEX "ledger_entries_house";--> statement-breakpoint
DROP INDEX "ledger_entries_wallet";--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet" ON "ledger_entries" USING btree ("wallet_id","id") WHERE "ledger_entries"."wallet_id" is not null;--> statement-breakpoint
DROP INDEX "lotto_lines_round_member";--> statement-breakpoint
CREATE INDEX "lotto_lines_round_member_number" ON "lotto_lines" USING btree ("round_id","member_id","bet_type","number");
