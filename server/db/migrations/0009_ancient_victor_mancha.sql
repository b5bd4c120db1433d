CREATE TABLE "event_links" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"poll_id" integer,
	"quest_id" integer,
	CONSTRAINT "event_links_one" CHECK (num_nonnulls("event_links"."poll_id", "event_links"."quest_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "member_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"deposit_satang" bigint DEFAULT 0 NOT NULL,
	"logged_in" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "quest_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"quest_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"period_key" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"target" bigint NOT NULL,
	"reward_kind" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "quests_period" CHECK ("quests"."period" in ('daily', 'weekly')),
	CONSTRAINT "quests_kind" CHECK ("quests"."kind" in ('deposit', 'bet_total', 'lotto_count', 'distinct_games', 'login_streak')),
	CONSTRAINT "quests_reward" CHECK ("quests"."reward_kind" in ('credit', 'points') and "quests"."reward_amount" > 0),
	CONSTRAINT "quests_target" CHECK ("quests"."target" > 0 and "quests"."turnover_multiple" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"price_points" bigint NOT NULL,
	"credit_satang" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_items_kind" CHECK ("shop_items"."kind" in ('credit', 'wheel_spin', 'item')),
	CONSTRAINT "shop_items_price" CHECK ("shop_items"."price_points" > 0),
	CONSTRAINT "shop_items_stock" CHECK ("shop_items"."stock" is null or "shop_items"."stock" >= 0),
	CONSTRAINT "shop_items_value" CHECK (("shop_items"."kind" <> 'credit' or "shop_items"."credit_satang" > 0) and ("shop_items"."kind" <> 'wheel_spin' or "shop_items"."spins" > 0))
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_orders_quantity" CHECK ("shop_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_free_spins" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wheel_free_spins_non_negative" CHECK ("wheel_free_spins"."spins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"color" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "wheel_segments_kind" CHECK ("wheel_segments"."kind" in ('credit', 'points', 'none')),
	CONSTRAINT "wheel_segments_weight" CHECK ("wheel_segments"."weight" > 0),
	CONSTRAINT "wheel_segments_amount" CHECK (("wheel_segments"."kind" = 'none') = ("wheel_segments"."amount" = 0) and "wheel_segments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"state" text NOT NULL,
	"client_seed" text,
	"table" jsonb,
	"segment_index" integer,
	"segment_id" integer,
	"cost_points" bigint DEFAULT 0 NOT NULL,
	"free_spin" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"spun_at" timestamp with time zone,
	CONSTRAINT "wheel_spins_state" CHECK ("wheel_spins"."state" in ('committed', 'spun'))
);
--> statement-breakpoint
CREATE TABLE "poll_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"label" text NOT NULL,
	"image" text,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"quota" integer DEFAULT 1 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"prize_kind" text DEFAULT 'none' NOT NULL,
	"prize_amount" bigint DEFAULT 0 NOT NULL,
	"answer_choice_id" integer,
	"answered_at" timestamp with time zone,
	CONSTRAINT "polls_prize" CHECK ("polls"."prize_kind" in ('none', 'credit', 'points') and "polls"."prize_amount" >= 0),
	CONSTRAINT "polls_quota" CHECK ("polls"."quota" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_promotions" DROP CONSTRAINT "member_promotions_source";--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "reward_title" text;--> statement-breakpoint
ALTER TABLE "event_links" ADD CONSTRAINT "event_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_links" ADD CONSTRAINT "event_links_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_days" ADD CONSTRAINT "member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_items" ADD CONSTRAINT "shop_items_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_item_id_shop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shop_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_free_spins" ADD CONSTRAINT "wheel_free_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_segments" ADD CONSTRAINT "wheel_segments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_segment_id_wheel_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."wheel_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_choices" ADD CONSTRAINT "poll_choices_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_payouts" ADD CONSTRAINT "poll_payouts_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_payouts" ADD CONSTRAINT "poll_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_choice_id_poll_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."poll_choices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_claims_once" ON "quest_claims" USING btree ("member_id","quest_id","period_key");--> statement-breakpoint
CREATE INDEX "shop_orders_member" ON "shop_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_one_committed" ON "wheel_spins" USING btree ("member_id") WHERE "wheel_spins"."state" = 'committed';--> statement-breakpoint
CREATE INDEX "wheel_spins_member" ON "wheel_spins" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wheel_spins_board" ON "wheel_spins" USING btree ("spun_at");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_payouts_once" ON "poll_payouts" USING btree ("poll_id","member_id");--> statement-breakpoint
CREATE INDEX "poll_votes_member" ON "poll_votes" USING btree ("poll_id","member_id");--> statement-breakpoint
CREATE INDEX "poll_votes_choice" ON "poll_votes" USING btree ("poll_id","choice_id");--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_source" CHECK (num_nonnulls("member_promotions"."promotion_id", "member_promotions"."coupon_id", "member_promotions"."reward_title") = 1);