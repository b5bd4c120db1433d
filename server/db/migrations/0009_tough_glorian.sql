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
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_launch_id_game_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."game_launches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_launches_member" ON "game_launches" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round" ON "game_rounds" USING btree ("provider_id","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_opened" ON "game_rounds" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_tx" ON "game_transactions" USING btree ("provider_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code" ON "games" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "games_category" ON "games" USING btree ("category");