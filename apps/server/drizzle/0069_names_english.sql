ALTER TABLE "lucky_spin_prizes" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "lucky_spins" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "game_categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "game_categories" ADD COLUMN "renamed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_partners" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "game_partners" ADD COLUMN "renamed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "renamed_at" timestamp with time zone;