CREATE TABLE "play_daily" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"game" text NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake_satang" bigint DEFAULT 0 NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL,
	"refund_satang" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "play_daily_member_id_day_category_game_pk" PRIMARY KEY("member_id","day","category","game")
);
--> statement-breakpoint
ALTER TABLE "play_daily" ADD CONSTRAINT "play_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_daily_day" ON "play_daily" USING btree ("day");