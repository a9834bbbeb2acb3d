CREATE TABLE "info_page_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_page_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"page_key" text NOT NULL,
	"intro" text NOT NULL,
	"body" jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"brand" text NOT NULL,
	"page_key" text NOT NULL,
	"published_revision_id" bigint,
	"published_by" bigint,
	"published_at" timestamp with time zone,
	CONSTRAINT "info_pages_brand_page_key_pk" PRIMARY KEY("brand","page_key")
);
--> statement-breakpoint
CREATE TABLE "game_images" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "curated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "info_pages" ADD CONSTRAINT "info_pages_published_revision_id_info_page_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."info_page_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_images" ADD CONSTRAINT "game_images_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "info_page_revisions_page_idx" ON "info_page_revisions" USING btree ("brand","page_key","id");