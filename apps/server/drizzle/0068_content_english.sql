ALTER TABLE "news_article_revisions" ADD COLUMN "en" jsonb;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "en" jsonb;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "title_en" text;