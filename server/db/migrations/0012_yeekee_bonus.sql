CREATE TABLE "lotto_yeekee_bonuses" (
	"round_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"shot_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_yeekee_bonuses_round_id_position_pk" PRIMARY KEY("round_id","position"),
	CONSTRAINT "lotto_yeekee_bonuses_position" CHECK ("lotto_yeekee_bonuses"."position" in (1, 16))
);
--> statement-breakpoint
CREATE TABLE "lotto_yeekee_settings" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"bonus_first_satang" bigint DEFAULT 0 NOT NULL,
	"bonus_sixteenth_satang" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lotto_yeekee_settings_amounts" CHECK ("lotto_yeekee_settings"."bonus_first_satang" >= 0 and "lotto_yeekee_settings"."bonus_sixteenth_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lotto_yeekee_bonuses" ADD CONSTRAINT "lotto_yeekee_bonuses_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_yeekee_bonuses" ADD CONSTRAINT "lotto_yeekee_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_yeekee_bonuses" ADD CONSTRAINT "lotto_yeekee_bonuses_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_yeekee_settings" ADD CONSTRAINT "lotto_yeekee_settings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;