CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"points" bigint NOT NULL,
	"transaction_id" integer,
	"member_promotion_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount_satang" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"max_withdraw_satang" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_kind" CHECK ("coupons"."kind" in ('credit', 'points')),
	CONSTRAINT "coupons_value" CHECK (("coupons"."kind" = 'credit' and "coupons"."amount_satang" > 0 and "coupons"."points" = 0) or ("coupons"."kind" = 'points' and "coupons"."points" > 0 and "coupons"."amount_satang" = 0)),
	CONSTRAINT "coupons_uses" CHECK ("coupons"."used_count" >= 0 and ("coupons"."max_uses" is null or "coupons"."used_count" <= "coupons"."max_uses")),
	CONSTRAINT "coupons_turnover" CHECK ("coupons"."turnover_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_points_non_negative" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer,
	"coupon_id" integer,
	"period_key" text NOT NULL,
	"status" text NOT NULL,
	"deposit_order_id" integer,
	"deposit_satang" bigint DEFAULT 0 NOT NULL,
	"bonus_satang" bigint DEFAULT 0 NOT NULL,
	"turnover_required_satang" bigint DEFAULT 0 NOT NULL,
	"turnover_done_satang" bigint DEFAULT 0 NOT NULL,
	"max_withdraw_satang" bigint,
	"bonus_transaction_id" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "member_promotions_status" CHECK ("member_promotions"."status" in ('pending', 'active', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "member_promotions_source" CHECK (("member_promotions"."promotion_id" is null) <> ("member_promotions"."coupon_id" is null)),
	CONSTRAINT "member_promotions_amounts" CHECK ("member_promotions"."deposit_satang" >= 0 and "member_promotions"."bonus_satang" >= 0 and "member_promotions"."turnover_required_satang" >= 0 and "member_promotions"."turnover_done_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"bonus_basis_points" integer NOT NULL,
	"min_deposit_satang" bigint NOT NULL,
	"max_bonus_satang" bigint NOT NULL,
	"frequency" text NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"max_withdraw_satang" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_frequency" CHECK ("promotions"."frequency" in ('once', 'daily')),
	CONSTRAINT "promotions_amounts" CHECK ("promotions"."bonus_basis_points" > 0 and "promotions"."min_deposit_satang" >= 0 and "promotions"."max_bonus_satang" > 0),
	CONSTRAINT "promotions_turnover" CHECK ("promotions"."turnover_multiple" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_member_promotion_id_member_promotions_id_fk" FOREIGN KEY ("member_promotion_id") REFERENCES "public"."member_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_bonus_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("bonus_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once" ON "coupon_redemptions" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_member" ON "coupon_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_promotions_member" ON "member_promotions" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_promotions_once_per_period" ON "member_promotions" USING btree ("member_id","promotion_id","period_key") WHERE "member_promotions"."promotion_id" is not null and "member_promotions"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "member_promotions_one_pending" ON "member_promotions" USING btree ("member_id") WHERE "member_promotions"."status" = 'pending';