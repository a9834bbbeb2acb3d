CREATE TABLE "player_tags" (
	"player_id" bigint NOT NULL,
	"tag" text NOT NULL,
	"added_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_tags_player_id_tag_pk" PRIMARY KEY("player_id","tag")
);
--> statement-breakpoint
ALTER TABLE "player_tags" ADD CONSTRAINT "player_tags_added_by_staff_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_tags_tag_idx" ON "player_tags" USING btree ("tag");