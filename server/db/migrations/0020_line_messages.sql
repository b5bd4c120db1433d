CREATE TABLE "line_message_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"line_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_message_settings" ADD CONSTRAINT "line_message_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_outbox" ADD CONSTRAINT "line_outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_outbox_member" ON "line_outbox" USING btree ("member_id","created_at");