CREATE TABLE "responsible_limits" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_from" timestamp with time zone,
	CONSTRAINT "responsible_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind"),
	CONSTRAINT "responsible_limits_kind" CHECK ("responsible_limits"."kind" in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'session')),
	CONSTRAINT "responsible_limits_value" CHECK ("responsible_limits"."value" is null or "responsible_limits"."value" > 0),
	CONSTRAINT "responsible_limits_pending" CHECK ("responsible_limits"."pending_value" is null or "responsible_limits"."pending_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "responsible_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"block_kind" text,
	"block_until" timestamp with time zone,
	"reality_check_minutes" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "responsible_settings_block" CHECK ("responsible_settings"."block_kind" is null or "responsible_settings"."block_kind" in ('timeout', 'exclusion')),
	CONSTRAINT "responsible_settings_reality" CHECK ("responsible_settings"."reality_check_minutes" in (0, 15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "responsible_limits" ADD CONSTRAINT "responsible_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_settings" ADD CONSTRAINT "responsible_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;