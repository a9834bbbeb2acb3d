CREATE TABLE "home_banner_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_banner_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"slides" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"brand" text PRIMARY KEY NOT NULL,
	"published_revision_id" bigint,
	"published_by" bigint,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "info_page_revisions" ADD COLUMN "seo" jsonb DEFAULT '{"title":"","description":"","noindex":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_published_revision_id_home_banner_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."home_banner_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_banner_revisions_brand_idx" ON "home_banner_revisions" USING btree ("brand","id");