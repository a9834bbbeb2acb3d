CREATE TABLE "news_article_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_article_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"article_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"body" jsonb NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_noindex" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "published_revision_id" bigint;--> statement-breakpoint
ALTER TABLE "news_article_revisions" ADD CONSTRAINT "news_article_revisions_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_article_revisions_article_idx" ON "news_article_revisions" USING btree ("article_id","id");--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_published_revision_id_news_article_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."news_article_revisions"("id") ON DELETE no action ON UPDATE no action;