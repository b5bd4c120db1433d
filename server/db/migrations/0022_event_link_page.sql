ALTER TABLE "event_links" DROP CONSTRAINT "event_links_one";--> statement-breakpoint
ALTER TABLE "event_links" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "event_links" ADD CONSTRAINT "event_links_link_path" CHECK ("event_links"."link" IS NULL OR "event_links"."link" LIKE '/%');--> statement-breakpoint
ALTER TABLE "event_links" ADD CONSTRAINT "event_links_one" CHECK (num_nonnulls("event_links"."poll_id", "event_links"."quest_id", "event_links"."link") <= 1);