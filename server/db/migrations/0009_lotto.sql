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
ALTER TABLE "lotto_bills" ADD CONSTRAINT "lotto_bills_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_bills" ADD CONSTRAINT "lotto_bills_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_limited" ADD CONSTRAINT "lotto_limited_round_id_lotto_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."lotto_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_lines" ADD CONSTRAINT "lotto_lines_bill_id_lotto_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."lotto_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_rates" ADD CONSTRAINT "lotto_rates_category_id_lotto_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lotto_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_rounds" ADD CONSTRAINT "lotto_rounds_category_id_lotto_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."lotto_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotto_bills_member" ON "lotto_bills" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lotto_bills_round_status" ON "lotto_bills" USING btree ("round_id","status","id");--> statement-breakpoint
CREATE INDEX "lotto_lines_bill" ON "lotto_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "lotto_lines_round_member" ON "lotto_lines" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "lotto_rounds_category_close" ON "lotto_rounds" USING btree ("category_id","close_at");--> statement-breakpoint
CREATE INDEX "lotto_rounds_close" ON "lotto_rounds" USING btree ("close_at");--> statement-breakpoint
CREATE INDEX "lotto_rounds_resulted" ON "lotto_rounds" USING btree ("resulted_at");--> statement-breakpoint
CREATE INDEX "lotto_rounds_market_draw" ON "lotto_rounds" USING btree ("market","draw_at");