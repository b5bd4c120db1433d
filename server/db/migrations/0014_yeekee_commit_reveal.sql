CREATE TABLE "lotto_yeekee_seeds" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_yeekee_shooters" (
	"round_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"last_shot_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_yeekee_shooters_round_id_member_id_pk" PRIMARY KEY("round_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "lotto_shot_totals" ADD COLUMN "shooter_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lotto_yeekee_seeds" ADD CONSTRAINT "lotto_yeekee_seeds_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (hand-written): every Yeekee round still open gets its secret seed now; the server gives
-- each new round one when it creates it (modules/lotto/yeekee-seeds.ts). The seed is 64 hex digits
-- of SHA-256 over two random UUIDs (PostgreSQL's strong random source); the hash is that of its text.
INSERT INTO "lotto_yeekee_seeds" ("round_id", "seed", "seed_hash")
SELECT r."id", s."seed", encode(sha256(convert_to(s."seed", 'UTF8')), 'hex')
FROM "lotto_rounds" r,
  LATERAL (SELECT encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || r."id"::text, 'UTF8')), 'hex') AS "seed") s
WHERE r."category_id" = 7 AND r."status" = 'open';
--> statement-breakpoint
-- Shooters so far, and their count per round (the cooldown and the minimum count members, not shots).
INSERT INTO "lotto_yeekee_shooters" ("round_id", "member_id", "last_shot_at")
SELECT "round_id", "member_id", max("shot_at") FROM "lotto_shots" GROUP BY "round_id", "member_id";
--> statement-breakpoint
UPDATE "lotto_shot_totals" t SET "shooter_count" = c."n"
FROM (SELECT "round_id", count(*)::int AS "n" FROM "lotto_yeekee_shooters" GROUP BY "round_id") c
WHERE c."round_id" = t."round_id";
