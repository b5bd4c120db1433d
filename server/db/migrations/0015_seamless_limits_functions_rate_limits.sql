CREATE TABLE "db_functions" (
	"name" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "game_rounds_provider_round";--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "max_win_multiple" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win_multiple" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_member" ON "game_rounds" USING btree ("provider_id","round_id","member_id");