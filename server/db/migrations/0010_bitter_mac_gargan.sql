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
ALTER TABLE "provider_rounds" ADD CONSTRAINT "provider_rounds_session_id_provider_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."provider_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_rounds_request" ON "provider_rounds" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE INDEX "provider_rounds_player" ON "provider_rounds" USING btree ("player_id","game_code","created_at");--> statement-breakpoint
CREATE INDEX "provider_rounds_unfinished" ON "provider_rounds" USING btree ("status") WHERE "provider_rounds"."status" in ('pending', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "provider_sessions_token" ON "provider_sessions" USING btree ("token_hash");