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
CREATE INDEX "lotto_shots_round" ON "lotto_shots" USING btree ("round_id","id");