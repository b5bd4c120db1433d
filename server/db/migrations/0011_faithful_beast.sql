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
ALTER TABLE "football_slips" ADD CONSTRAINT "football_slips_match_id_football_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."football_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "football_matches_kickoff" ON "football_matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "football_matches_unsettled" ON "football_matches" USING btree ("kickoff_at") WHERE "football_matches"."status" <> 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "football_slips_request" ON "football_slips" USING btree ("session_id","request_id");--> statement-breakpoint
CREATE INDEX "football_slips_match" ON "football_slips" USING btree ("match_id","status");--> statement-breakpoint
CREATE INDEX "football_slips_player" ON "football_slips" USING btree ("player_id","created_at");