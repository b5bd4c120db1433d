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
CREATE TABLE "football_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"home_code" text NOT NULL,
	"away_code" text NOT NULL,
	"odds" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"status" text NOT NULL,
	"home_goals" integer,
	"away_goals" integer,
	"goals" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "football_slips" (
	"id" text PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"wallet_session" text NOT NULL,
	"player_id" text NOT NULL,
	"request_id" text NOT NULL,
	"market" text NOT NULL,
	"odds_cents" integer NOT NULL,
	"stake_satang" bigint NOT NULL,
	"payout_satang" bigint,
	"status" text NOT NULL,
	"refusal" text,
	"balance_satang" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"source" text NOT NULL,
	"is_mobile" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "game_launches_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"adapter" text NOT NULL,
	"launch_url" text,
	"secret" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"open_bets" integer DEFAULT 0 NOT NULL,
	"bet_satang" bigint DEFAULT 0 NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"launch_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer,
	"wallet_id" integer,
	"amount_satang" bigint DEFAULT 0 NOT NULL,
	"request_hash" text,
	"answer" jsonb NOT NULL,
	"ledger_transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"sub_provider_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"thumbnail" text NOT NULL,
	"has_demo" boolean DEFAULT false NOT NULL,
	"wallet_types" integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobby_configs" (
	"lobby_key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"banners" jsonb NOT NULL,
	"categories" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"total_satang" bigint NOT NULL,
	"payout_satang" bigint DEFAULT 0 NOT NULL,
	"line_count" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "lotto_bills_status" CHECK ("lotto_bills"."status" in ('waiting', 'won', 'lost', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "lotto_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "lotto_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lotto_limited" (
	"round_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"rate_centi" integer,
	"cap_satang" bigint,
	CONSTRAINT "lotto_limited_round_id_bet_type_number_pk" PRIMARY KEY("round_id","bet_type","number"),
	CONSTRAINT "lotto_limited_kind" CHECK ("lotto_limited"."kind" in ('closed', 'rate', 'cap'))
);
--> statement-breakpoint
CREATE TABLE "lotto_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"rate_centi" integer NOT NULL,
	"reduced" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_number_totals" (
	"round_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"number" text NOT NULL,
	"staked_satang" bigint NOT NULL,
	CONSTRAINT "lotto_number_totals_round_id_bet_type_number_pk" PRIMARY KEY("round_id","bet_type","number")
);
--> statement-breakpoint
CREATE TABLE "lotto_rates" (
	"category_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"rate_centi" integer NOT NULL,
	"min_satang" bigint NOT NULL,
	"max_satang" bigint NOT NULL,
	"max_per_number_satang" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lotto_rates_category_id_bet_type_pk" PRIMARY KEY("category_id","bet_type")
);
--> statement-breakpoint
CREATE TABLE "lotto_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"market" text NOT NULL,
	"slot_key" text NOT NULL,
	"title" text NOT NULL,
	"draw_date" text NOT NULL,
	"seq" smallint,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"numbers" jsonb,
	"demo_result" boolean DEFAULT false NOT NULL,
	"resulted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "lotto_rounds_slot_key_unique" UNIQUE("slot_key"),
	CONSTRAINT "lotto_rounds_status" CHECK ("lotto_rounds"."status" in ('open', 'resulted', 'void'))
);
--> statement-breakpoint
CREATE TABLE "lotto_shot_totals" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"shot_count" integer NOT NULL,
	"shot_sum" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_shots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"number" integer NOT NULL,
	"shot_at" timestamp with time zone NOT NULL
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
CREATE TABLE "provider_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"demo" boolean NOT NULL,
	"player_id" text,
	"request_id" text NOT NULL,
	"stake_satang" bigint NOT NULL,
	"win_satang" bigint NOT NULL,
	"input" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"balance_satang" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"game_code" text NOT NULL,
	"demo" boolean NOT NULL,
	"wallet_session" text,
	"player_id" text,
	"wallet_id" integer,
	"demo_balance_satang" bigint,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "member_promotions" DROP CONSTRAINT "member_promotions_source";--> statement-breakpoint
ALTER TABLE "member_promotions" ADD COLUMN "reward_title" text;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_earner_id_members_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_source_member_id_members_id_fk" FOREIGN KEY ("source_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_redeem_id_affiliate_redeems_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."affiliate_redeems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD CONSTRAINT "affiliate_programs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_redeems" ADD CONSTRAINT "affiliate_redeems_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_redeems" ADD CONSTRAINT "affiliate_redeems_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_offers" ADD CONSTRAINT "cashback_offers_program_id_cashback_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."cashback_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_offers" ADD CONSTRAINT "cashback_offers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_offers" ADD CONSTRAINT "cashback_offers_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_programs" ADD CONSTRAINT "cashback_programs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "football_slips" ADD CONSTRAINT "football_slips_match_id_football_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."football_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_launch_id_game_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."game_launches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_bills" ADD CONSTRAINT "lotto_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_bills" ADD CONSTRAINT "lotto_bills_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_limited" ADD CONSTRAINT "lotto_limited_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_lines" ADD CONSTRAINT "lotto_lines_bill_id_lotto_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."lotto_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_rates" ADD CONSTRAINT "lotto_rates_category_id_lotto_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lotto_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_rounds" ADD CONSTRAINT "lotto_rounds_category_id_lotto_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lotto_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_choices" ADD CONSTRAINT "poll_choices_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_payouts" ADD CONSTRAINT "poll_payouts_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_payouts" ADD CONSTRAINT "poll_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_choice_id_poll_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."poll_choices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_session_id_provider_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."provider_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE UNIQUE INDEX "affiliate_commissions_once" ON "affiliate_commissions" USING btree ("source_member_id","day","earner_id");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_earner" ON "affiliate_commissions" USING btree ("earner_id","day");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_unredeemed" ON "affiliate_commissions" USING btree ("earner_id") WHERE redeem_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_offers_once" ON "cashback_offers" USING btree ("member_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "cashback_offers_open" ON "cashback_offers" USING btree ("member_id","kind") WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "cashback_programs_agent_kind" ON "cashback_programs" USING btree ("agent_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "football_matches_kickoff" ON "football_matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "football_matches_unsettled" ON "football_matches" USING btree ("kickoff_at") WHERE "football_matches"."status" <> 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "football_slips_request" ON "football_slips" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE INDEX "football_slips_match" ON "football_slips" USING btree ("match_id","status");--> statement-breakpoint
CREATE INDEX "football_slips_player" ON "football_slips" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launches_member" ON "game_launches" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round" ON "game_rounds" USING btree ("provider_id","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_opened" ON "game_rounds" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_tx" ON "game_transactions" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code" ON "games" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "games_category" ON "games" USING btree ("category");--> statement-breakpoint
CREATE INDEX "lotto_bills_member" ON "lotto_bills" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lotto_bills_round_status" ON "lotto_bills" USING btree ("round_id","status","id");--> statement-breakpoint
CREATE INDEX "lotto_lines_bill" ON "lotto_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "lotto_lines_round_member" ON "lotto_lines" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "lotto_rounds_category_close" ON "lotto_rounds" USING btree ("category_id","close_at");--> statement-breakpoint
CREATE INDEX "lotto_rounds_close" ON "lotto_rounds" USING btree ("close_at");--> statement-breakpoint
CREATE INDEX "lotto_rounds_resulted" ON "lotto_rounds" USING btree ("resulted_at");--> statement-breakpoint
CREATE INDEX "lotto_rounds_market_draw" ON "lotto_rounds" USING btree ("market","draw_at");--> statement-breakpoint
CREATE INDEX "lotto_shots_round" ON "lotto_shots" USING btree ("round_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "poll_payouts_once" ON "poll_payouts" USING btree ("poll_id","member_id");--> statement-breakpoint
CREATE INDEX "poll_votes_member" ON "poll_votes" USING btree ("poll_id","member_id");--> statement-breakpoint
CREATE INDEX "poll_votes_choice" ON "poll_votes" USING btree ("poll_id","choice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_request" ON "provider_rounds" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE INDEX "provider_rounds_player" ON "provider_rounds" USING btree ("player_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_unfinished" ON "provider_rounds" USING btree ("status") WHERE "provider_rounds"."status" in ('pending', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "provider_sessions_token" ON "provider_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_claims_once" ON "quest_claims" USING btree ("member_id","quest_id","period_key");--> statement-breakpoint
CREATE INDEX "shop_orders_member" ON "shop_orders" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_one_committed" ON "wheel_spins" USING btree ("member_id") WHERE "wheel_spins"."state" = 'committed';--> statement-breakpoint
CREATE INDEX "wheel_spins_member" ON "wheel_spins" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "wheel_spins_board" ON "wheel_spins" USING btree ("spun_at");--> statement-breakpoint
ALTER TABLE "member_promotions" ADD CONSTRAINT "member_promotions_source" CHECK (num_nonnulls("member_promotions"."promotion_id", "member_promotions"."coupon_id", "member_promotions"."reward_title") = 1);