CREATE TABLE "point_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_entries_non_zero" CHECK ("point_entries"."amount" <> 0),
	CONSTRAINT "point_entries_balance_non_negative" CHECK ("point_entries"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_promotions" DROP CONSTRAINT "member_promotions_status";--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "forfeited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "forfeit_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "first_deposit_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "point_entries" ADD CONSTRAINT "point_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_entries_member_reference" ON "point_entries" USING btree ("member_id","reference");--> statement-breakpoint
CREATE INDEX "point_entries_member" ON "point_entries" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_forfeit_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("forfeit_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_status" CHECK ("member_promotions"."status" in ('pending', 'active', 'completed', 'cancelled', 'expired', 'forfeited'));