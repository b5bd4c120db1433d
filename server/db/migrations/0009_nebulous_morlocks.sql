CREATE TABLE "cashback_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"base_satang" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"transaction_id" integer,
	CONSTRAINT "cashback_offers_status" CHECK ("cashback_offers"."status" in ('open', 'claimed')),
	CONSTRAINT "cashback_offers_amount" CHECK ("cashback_offers"."amount_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "cashback_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"tiers" jsonb NOT NULL,
	"min_amount_satang" bigint NOT NULL,
	"cap_satang" bigint NOT NULL,
	"claim_days" integer NOT NULL,
	"wallet_type_id" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cashback_programs_kind" CHECK ("cashback_programs"."kind" in ('daily_loss', 'weekly_loss', 'turnover')),
	CONSTRAINT "cashback_programs_amounts" CHECK ("cashback_programs"."min_amount_satang" >= 0 and "cashback_programs"."cap_satang" > 0 and "cashback_programs"."claim_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"earner_id" integer NOT NULL,
	"source_member_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"day" date NOT NULL,
	"base_satang" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"redeem_id" integer,
	"base" text NOT NULL,
	CONSTRAINT "affiliate_commissions_amount" CHECK ("affiliate_commissions"."amount_satang" > 0 and "affiliate_commissions"."level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "affiliate_programs" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"base" text NOT NULL,
	"level_rates_bp" jsonb NOT NULL,
	"min_redeem_satang" bigint NOT NULL,
	CONSTRAINT "affiliate_programs_base" CHECK ("affiliate_programs"."base" in ('turnover', 'net_loss'))
);
--> statement-breakpoint
CREATE TABLE "affiliate_redeems" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashback_offers" ADD CONSTRAINT "cashback_offers_program_id_cashback_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."cashback_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_offers" ADD CONSTRAINT "cashback_offers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_offers" ADD CONSTRAINT "cashback_offers_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_programs" ADD CONSTRAINT "cashback_programs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_earner_id_members_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_source_member_id_members_id_fk" FOREIGN KEY ("source_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_redeem_id_affiliate_redeems_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."affiliate_redeems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD CONSTRAINT "affiliate_programs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_redeems" ADD CONSTRAINT "affiliate_redeems_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_redeems" ADD CONSTRAINT "affiliate_redeems_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_offers_once" ON "cashback_offers" USING btree ("member_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "cashback_offers_open" ON "cashback_offers" USING btree ("member_id","kind") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_programs_agent_kind" ON "cashback_programs" USING btree ("agent_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_once" ON "affiliate_commissions" USING btree ("source_member_id","day","earner_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_earner" ON "affiliate_commissions" USING btree ("earner_id","day");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_unredeemed" ON "affiliate_commissions" USING btree ("earner_id") WHERE redeem_id is null;