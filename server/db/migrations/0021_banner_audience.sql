ALTER TABLE "banners" ADD COLUMN "audience" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "promotion_id" integer;