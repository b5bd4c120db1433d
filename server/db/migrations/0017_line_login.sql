CREATE TABLE "line_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "line_accounts_line_user_id_unique" UNIQUE("line_user_id")
);
--> statement-breakpoint
CREATE TABLE "line_login_attempts" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_signups" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "line_accounts" ADD CONSTRAINT "line_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_login_attempts" ADD CONSTRAINT "line_login_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_login_attempts_expires" ON "line_login_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "line_signups_expires" ON "line_signups" USING btree ("expires_at");